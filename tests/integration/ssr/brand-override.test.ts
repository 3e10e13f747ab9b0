import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness } from './ssr-harness.ts';

/**
 * A brand replaces a registered component without forking the engine (issue 8 Deliver §2):
 * Juniper Lane's brand.json maps Hero to its own components/split-hero.tsx.
 */
let ssr: SsrHarness;

beforeAll(async () => {
  ssr = await startSsr(['juniper-lane', 'anthropologie']);
}, 180_000);
afterAll(() => ssr?.close());

describe('brand component replacement (issue 8 §2)', () => {
  it("renders the brand's own module wherever its content names Hero, with Hero's props", async () => {
    const page = await ssr.get('juniper-lane', '/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="sf-hero jl-split-hero"');
    expect(page.html).toContain('jl-split-hero__headline');
    expect(page.html).not.toContain('sf-hero__copy');
    // Its chunk is preloaded with the page, as the engine's Hero chunk would be.
    expect(page.html).not.toMatch(/<link rel="modulepreload" href="[^"]*\/hero-[^"]*\.js"/);
  });

  it('leaves every other brand with the engine Hero', async () => {
    const page = await ssr.get('anthropologie', '/');
    expect(page.html).toContain('sf-hero__copy');
    expect(page.html).not.toContain('jl-split-hero');
  });
});
