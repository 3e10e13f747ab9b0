import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRIES } from '../../../engine/build/vite-config.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { buildBrands, FIXTURE_ENTRIES, makeDistDir, startStorefront } from './harness.ts';
import type { TestReply, TestStorefront } from './harness.ts';

// The real app once its entries exist: the CSP must hold for what it actually renders.
const entries = [APP_ENTRIES.client, APP_ENTRIES.server].every((entry) =>
  existsSync(join(REPO_ROOT, entry)),
)
  ? APP_ENTRIES
  : FIXTURE_ENTRIES;
const dist = makeDistDir();
let storefront: TestStorefront;

beforeAll(async () => {
  const { brands } = await buildBrands(['anthropologie'], dist.dir, entries);
  storefront = await startStorefront(brands, dist.dir, { seedProducts: 30 });
}, 120_000);

afterAll(async () => {
  await storefront.close();
  dist.remove();
});

function nonceOf(reply: TestReply): string {
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
    String(reply.headers['content-security-policy']),
  )?.[1];
  expect(nonce).toBeTruthy();
  return nonce ?? '';
}

describe(`pages under the CSP (${entries === APP_ENTRIES ? 'app' : 'fixture app'} entries)`, () => {
  it.each(['/', '/en-gb', '/cart'])(
    '%s: every script and style element carries the request nonce',
    async (path) => {
      const reply = await storefront.get(path);
      expect(reply.status).toBeLessThan(500);
      if (reply.status >= 300 && reply.status < 400) return;
      const nonce = nonceOf(reply);
      const elements = [...reply.text.matchAll(/<(script|style)\b[^>]*>/g)].map(
        (match) => match[0],
      );
      expect(elements.length).toBeGreaterThan(0);
      for (const element of elements) expect(element).toContain(`nonce="${nonce}"`);
      // Inline handlers cannot carry a nonce; script-src-attr 'none' would block them.
      expect(reply.text).not.toMatch(/<[^>]+\son[a-z]+=/i);
    },
  );

  it('answers the status render returns, with the page', async () => {
    const reply = await storefront.get('/no-such-page-anywhere-4711');
    expect([404, 301, 302]).toContain(reply.status);
    if (reply.status === 404) expect(reply.text).toContain('</html>');
  });
});
