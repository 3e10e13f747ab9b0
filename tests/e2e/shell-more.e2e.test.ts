import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { hydrated, startE2e } from './harness.ts';
import type { E2e } from './harness.ts';

/**
 * More of the shell in Chromium (shell spec §4, §9): the mobile drawer follows the site's
 * breakpoints (limits.breakpoints), not only the large one.
 */
vi.setConfig({ testTimeout: 60_000 });
let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
}, 300_000);

afterAll(async () => {
  await e2e?.close();
});

describe('the mobile drawer closes on any breakpoint change (shell spec §4; §9 breakpoints, resize debounce)', () => {
  it('a phone turned from 375 px (xs) to 700 px (s) closes it', async () => {
    const { context, page } = await e2e.open({ viewport: { width: 375, height: 740 } });
    try {
      await page.goto(e2e.an('/'));
      await hydrated(page);
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.waitFor();
      // Still below the large breakpoint (1025 px): the hamburger stays, the drawer closes.
      await page.setViewportSize({ width: 700, height: 375 });
      await drawer.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.waitFor();
    } finally {
      await context.close();
    }
  });
});
