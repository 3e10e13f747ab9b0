import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadAssets, lazyModuleAssets, readManifest } from '../../../engine/build/manifest.ts';
import type { Manifest } from '../../../engine/build/manifest.ts';
import { APP_ENTRIES } from '../../../engine/build/vite-config.ts';
import { APP_BUILD_BRANDS, sharedBuild } from '../server/harness.ts';

/**
 * Checkout code loads only on checkout (issue 12, issue 9 budgets): the checkout view's chunk and
 * its card encryption are neither in the first load nor preloaded with the home (content),
 * listing or product page views.
 */
const CHECKOUT = 'engine/pages/checkout/checkout-page.tsx';
const OTHER_VIEWS = [
  'engine/pages/content/content-chunk.ts',
  'engine/pages/listing/listing-page.tsx',
  'engine/pages/product/product-chunk.ts',
];
let client: string;
let manifest: Manifest;

beforeAll(async () => {
  const built = await sharedBuild(APP_BUILD_BRANDS, APP_ENTRIES);
  client = join(built.dir, 'anthropologie', 'client');
  manifest = readManifest(client);
}, 300_000);

describe('the checkout chunk (issue 12: checkout code loads only on checkout)', () => {
  it('is a lazy chunk of its own, with the card encryption in it', () => {
    const lazy = lazyModuleAssets(manifest);
    const checkout = lazy[CHECKOUT];
    expect(checkout?.scripts[0]).toMatch(/\/assets\/checkout-page-[^/]+\.js$/);
    const text = checkout!.scripts
      .map((script) => readFileSync(join(client, script), 'utf8'))
      .join('\n');
    expect(text).toContain('RSA-OAEP');
  });

  it('is not in the first load, and no script of the first load encrypts cards', () => {
    const first = firstLoadAssets(manifest);
    const chunk = lazyModuleAssets(manifest)[CHECKOUT]!.scripts[0]!;
    expect(first.scripts).not.toContain(chunk);
    for (const script of first.scripts) {
      expect(readFileSync(join(client, script), 'utf8')).not.toContain('RSA-OAEP');
    }
  });

  it.each(OTHER_VIEWS)('is not preloaded with %s', (view) => {
    const lazy = lazyModuleAssets(manifest);
    const chunk = lazy[CHECKOUT]!.scripts[0]!;
    expect(lazy[view]).toBeDefined();
    expect(lazy[view]!.scripts).not.toContain(chunk);
    for (const script of lazy[view]!.scripts) {
      expect(readFileSync(join(client, script), 'utf8')).not.toContain('RSA-OAEP');
    }
  });
});
