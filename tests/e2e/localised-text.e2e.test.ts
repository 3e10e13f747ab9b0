import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrated, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * Localised text from the content service (shell spec §1 "localised text ... comes from a
 * headless content service"; §9 limits.content.localisedTextLimit): Anthropologie's
 * content/text.json replaces the search placeholder (US, UK) and the US site's copyright line. The
 * server renders the replacement and the browser hydrates with it (React would otherwise put the
 * engine's words back, and say so in the console).
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;
const PLACEHOLDER = 'Search dresses, décor, gifts and more';
const COPYRIGHT = /Made with care; all rights reserved\./;

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

describe('localised text from the content service (shell spec §1, §9)', () => {
  it('is in the server-rendered page, placeholders filled, for the sites it names only', async () => {
    const us = (await e2e.storefront.get('/')).text;
    expect(us).toContain(`placeholder="${PLACEHOLDER}"`);
    expect(us).not.toContain('What are you looking for?');
    expect(us).toMatch(
      new RegExp(`© ${new Date().getFullYear()} Anthropologie\\. Made with care; all rights`),
    );
    const uk = (await e2e.storefront.get('/en-gb')).text;
    expect(uk).toContain(`placeholder="${PLACEHOLDER}"`);
    expect(uk).not.toMatch(COPYRIGHT);
    expect(uk).toContain('All rights reserved.');
  });

  it('stays after hydration, with no hydration error', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      await expect
        .poll(() => page.getByRole('searchbox').first().getAttribute('placeholder'))
        .toBe(PLACEHOLDER);
      await page.locator('footer').getByText(COPYRIGHT).waitFor();
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
