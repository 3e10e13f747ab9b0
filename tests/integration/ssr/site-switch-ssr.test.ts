import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { pageCacheKey } from '../../../engine/server/page-cache.ts';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness } from './ssr-harness.ts';

/**
 * The site-switch banner in the server's HTML (shell spec §4; issue 13: it used to appear only
 * after hydration, pushing the header and page down about 70 px). The request's site-switch cookie
 * decides it as the browser would: on a site the shopper has not chosen, the banner replaces the
 * promo banners, its strings come with the page state and the browser hydrates it in place.
 */
let ssr: SsrHarness;

beforeAll(async () => {
  ssr = await startSsr(['anthropologie']);
}, 120_000);

afterAll(() => ssr?.close());

const BANNER = 'aria-label="Suggestion de site"';

function pageState(html: string): { strings: string[]; siteSwitch?: boolean } {
  const json = /<script type="application\/json" id="[^"]+"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? '{}') as { strings: string[]; siteSwitch?: boolean };
}

describe('the site-switch banner rendered by the server (shell spec §4)', () => {
  it('shows on a site other than the remembered one, in place of the promo banners, with its strings in the page state', async () => {
    const page = await ssr.get('anthropologie', '/fr-fr', {
      cookies: { sf_site_choice: 'an-us' },
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain(BANNER);
    expect(page.html).toContain('Aller sur le site United States');
    expect(page.html).toContain('Rester sur le site France');
    // The promo banners' region is not rendered while the banner shows.
    expect(page.html).not.toContain('sf-promo__item');
    const state = pageState(page.html);
    expect(state.siteSwitch).toBe(true);
    expect(state.strings).toContain('banners');
  });

  it.each([
    ['no cookie (a first visit: the browser remembers this site)', '/fr-fr', undefined],
    ['this site among the remembered ones', '/fr-fr', 'an-us,an-fr'],
    ['the footer chose this site (ref=footer)', '/fr-fr?ref=footer', 'an-us'],
    ['a hostile cookie value', '/fr-fr', '<script>alert(1)</script>'],
  ])('is not in the HTML with %s', async (_case, url, cookie) => {
    const page = await ssr.get('anthropologie', url, {
      cookies: cookie === undefined ? {} : { sf_site_choice: cookie },
    });
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(BANNER);
    expect(page.html).toContain('sf-promo__item');
    expect(pageState(page.html).siteSwitch).toBeUndefined();
  });

  it('after an automatic switch (ar=1) it shows even on a first visit', async () => {
    const page = await ssr.get('anthropologie', '/fr-fr?ar=1');
    expect(page.html).toContain(BANNER);
  });

  it('a shared cache keeps one copy per site choice (the cookie is part of the page key)', () => {
    const request = (cookies: Record<string, string>) =>
      ({
        url: '/fr-fr',
        headers: { host: 'anthropologie.localhost' },
        cookies,
      }) as unknown as FastifyRequest;
    const none = pageCacheKey('anthropologie', request({}));
    const us = pageCacheKey('anthropologie', request({ sf_site_choice: 'an-us' }));
    const fr = pageCacheKey('anthropologie', request({ sf_site_choice: 'an-fr' }));
    expect(new Set([none, us, fr]).size).toBe(3);
  });
});
