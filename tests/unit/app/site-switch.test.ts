import { describe, expect, it } from 'vitest';
import { alternatesFor } from '../../../engine/routing/alternates.ts';
import {
  keptQuery,
  routeAt,
  siteHasPage,
  siteSwitchHref,
} from '../../../engine/routing/site-switch.ts';
import { validateBrands } from '../../support/brands.ts';
import type { ResolvedBrand, ResolvedSite } from '../../../engine/config/types.ts';

/**
 * Switching site keeps the shopper on the same page where the target site has it, else the
 * target's root (issue 4 §4; shell spec §2.1 for which paths exist where: registry only on US
 * sites, sub-brand pseudo-paths only on their enabled sites, catch-all content everywhere).
 */
const report = validateBrands({ brands: ['anthropologie', 'free-people'] });
const brands = new Map(report.brands.map((brand) => [brand.id, brand.resolved as ResolvedBrand]));
const an = brands.get('anthropologie')!;
const fp = brands.get('free-people')!;

function site(brand: ResolvedBrand, id: string): ResolvedSite {
  const found = brand.sites[id];
  if (!found) throw new Error(`no site ${id}`);
  return found;
}

describe('siteSwitchHref: the same page where the target has it (issue 4 §4)', () => {
  it.each([
    // [from, to, path, search, expected]
    ['an-us', 'an-uk', '/cart', '', '/en-gb/cart'],
    ['an-us', 'an-de', '/shop/linen-midi-dress', '', '/de-de/shop/linen-midi-dress'],
    ['an-uk', 'an-us', '/account/hearted-products', '', '/account/hearted-products'],
    ['an-us', 'an-fr', '/stores', '', '/fr-fr/stores'],
    [
      'an-us',
      'an-ca',
      '/stores/0103-anthropologie-soho',
      '',
      '/en-ca/stores/0103-anthropologie-soho',
    ],
    ['an-us', 'an-de', '/help/shipping', '', '/de-de/help/shipping'],
    ['an-uk', 'an-us', '/', '', '/'],
    ['an-us', 'an-it', '/', '', '/it-it'],
    // /account/rewards: a brand with rewards has it on every site.
    ['an-us', 'an-de', '/account/rewards', '', '/de-de/account/rewards'],
  ])('%s %s -> %s keeps %s', (from, to, path, search, expected) => {
    expect(siteSwitchHref(site(an, from), site(an, to), path, search)).toBe(expected);
  });

  it('registry pages exist only where the registry switch is on: an-us to an-uk lands on the uk root', () => {
    const us = site(an, 'an-us');
    expect(siteSwitchHref(us, site(an, 'an-uk'), '/registry/account')).toBe('/en-gb');
    expect(siteSwitchHref(us, site(an, 'an-ca'), '/registry/R-1234')).toBe('/en-ca');
    expect(siteSwitchHref(us, us, '/registry/account')).toBe('/registry/account');
  });

  it('a sub-brand pseudo-path is kept on its enabled sites, else the root', () => {
    const us = site(an, 'an-us');
    expect(siteSwitchHref(us, site(an, 'an-ca'), '/anthrohome')).toBe('/en-ca/anthrohome');
    // On an-uk /anthrohome would be a catch-all slug: not the same page, so the root.
    expect(routeAt(site(an, 'an-uk'), '/anthrohome')?.name).toBe('content');
    expect(siteSwitchHref(us, site(an, 'an-uk'), '/anthrohome')).toBe('/en-gb');
    expect(siteSwitchHref(site(fp, 'fp-us'), site(fp, 'fp-uk'), '/fpmovement/')).toBe('/uk/');
  });

  it('catch-all content pages and categories are kept as they are', () => {
    const us = site(an, 'an-us');
    expect(siteSwitchHref(us, site(an, 'an-fr'), '/about-us')).toBe('/fr-fr/about-us');
    expect(siteSwitchHref(us, site(an, 'an-uk'), '/dresses', '?page=2')).toBe(
      '/en-gb/dresses?page=2',
    );
  });

  it('a not-found path or a non-content prefix has no page to keep: the root', () => {
    const us = site(an, 'an-us');
    expect(siteSwitchHref(us, site(an, 'an-uk'), '/a/b/c')).toBe('/en-gb');
    expect(siteSwitchHref(us, site(an, 'an-uk'), '/static/logo.svg')).toBe('/en-gb');
    expect(siteSwitchHref(us, us, '/a/b/c')).toBe('/');
  });

  it("the query: only what the target route's data rule reads is kept", () => {
    const us = site(an, 'an-us');
    const uk = site(an, 'an-uk');
    // Category: page, sort, order, refinements; tracking and returnUrl dropped.
    expect(
      siteSwitchHref(us, uk, '/dresses', '?page=2&sort=price&utm_source=mail&returnUrl=%2Fcart'),
    ).toBe('/en-gb/dresses?page=2&sort=price');
    // Search reads its whole query.
    expect(siteSwitchHref(us, uk, '/search', '?q=linen+dress&page=3')).toBe(
      '/en-gb/search?q=linen+dress&page=3',
    );
    // A page without a query rule drops it all.
    expect(siteSwitchHref(us, uk, '/cart', '?ref=logo&webview=true')).toBe('/en-gb/cart');
    expect(siteSwitchHref(us, uk, '/', '?ref=logo')).toBe('/en-gb');
    // A checkout step keeps its step flag (shell spec §2.1).
    expect(
      siteSwitchHref(us, uk, '/checkout/shipping-address', '?shipping-address=1&utm_source=x'),
    ).toBe('/en-gb/checkout/shipping-address?shipping-address=1');
    // A root the target lacks the page for drops the query too.
    expect(siteSwitchHref(us, uk, '/registry/account', '?tab=items')).toBe('/en-gb');
  });

  it('the brand trailing-slash rule applies to the target (free-people: on)', () => {
    const us = site(fp, 'fp-us');
    const uk = site(fp, 'fp-uk');
    expect(siteSwitchHref(uk, us, '/cart/')).toBe('/cart/');
    expect(siteSwitchHref(us, uk, '/cart')).toBe('/uk/cart/');
    expect(siteSwitchHref(us, uk, '/')).toBe('/uk/');
    expect(siteSwitchHref(uk, us, '/')).toBe('/');
  });

  it('a hostile path never becomes a protocol-relative or scripted URL (DESIGN §8)', () => {
    const us = site(an, 'an-us');
    for (const path of ['//evil.example', '/\\evil.example', '\\\\evil.example', '///x//y']) {
      for (const to of Object.values(an.sites)) {
        const href = siteSwitchHref(us, to, path);
        expect(href, `${path} -> ${to.id}`).toMatch(/^\/(?![/\\])/);
      }
    }
    expect(siteSwitchHref(us, us, 'javascript:alert(1)')).toMatch(/^\/(?![/\\])/);
  });
});

describe('siteHasPage and keptQuery', () => {
  it('the same route name on both sites, never a 404 route', () => {
    const us = site(an, 'an-us');
    const de = site(an, 'an-de');
    expect(siteHasPage(us, de, '/checkout/payment')).toBe(true);
    expect(siteHasPage(us, de, '/registry/account')).toBe(false);
    expect(siteHasPage(us, us, '/no/such/page')).toBe(false);
  });

  it('keeps repeated keys in order', () => {
    const def = routeAt(site(an, 'an-us'), '/dresses')!;
    expect(keptQuery(def, '?colorway=a&x=1&colorway=b&sort=price')).toBe(
      '?colorway=a&colorway=b&sort=price',
    );
    expect(keptQuery(def, '')).toBe('');
  });
});

describe('alternatesFor with the page site: hreflang only for sites that have the page', () => {
  const hrefs = (links: ReturnType<typeof alternatesFor>) =>
    links.map((link) => `${link.hreflang} ${link.href}`);

  it('a content page is on every site, with x-default on the default site', () => {
    const links = alternatesFor(an, '/about-us', 'https://shop.example', site(an, 'an-uk'));
    expect(links).toHaveLength(8);
    expect(hrefs(links)).toContain('de-DE https://shop.example/de-de/about-us');
    expect(hrefs(links)).toContain('x-default https://shop.example/about-us');
  });

  it('the registry page lists only the US site (and x-default, the US site)', () => {
    const links = alternatesFor(an, '/registry/account', '', site(an, 'an-us'));
    expect(hrefs(links)).toEqual(['en-US /registry/account', 'x-default /registry/account']);
  });

  it('a sub-brand page lists its enabled sites only', () => {
    const links = alternatesFor(an, '/anthrohome', '', site(an, 'an-ca'));
    expect(hrefs(links).sort()).toEqual(
      ['en-CA /en-ca/anthrohome', 'en-US /anthrohome', 'x-default /anthrohome'].sort(),
    );
  });

  it('without the page site every site is listed (unchanged behaviour)', () => {
    expect(alternatesFor(an, '/registry/account')).toHaveLength(8);
  });

  it('the root follows the trailing-slash rule (no 301 hop on free-people)', () => {
    const links = alternatesFor(fp, '/', '', site(fp, 'fp-us'));
    expect(hrefs(links)).toContain('en-GB /uk/');
    expect(hrefs(links)).toContain('en-US /');
  });
});
