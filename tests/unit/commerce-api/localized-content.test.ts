import { describe, expect, it } from 'vitest';
import type { ApiBrandConfig, ApiSiteConfig } from '../../../commerce-api/brands.ts';
import { cachedNavigation, siteEntries } from '../../../commerce-api/catalog/localized-content.ts';

const SITE = { id: 'ac-us', defaultLocale: 'en-US' } as unknown as ApiSiteConfig;
const START = Date.parse('2030-01-01T00:00:00Z');

/** A brand as the API is handed it: plain data, its content deeply frozen by config resolution. */
function brand(): ApiBrandConfig {
  return Object.freeze({
    id: 'acme',
    settings: { name: 'Acme', siteIdPrefix: 'ac', defaultSite: 'ac-us' },
    sites: { 'ac-us': SITE },
    content: {
      banners: {
        banners: [
          {
            id: 'sale',
            type: 'globalPromoSimpleBanner',
            text: { 'en-US': 'Sale', 'fr-FR': 'Soldes' },
            startDate: new Date(START).toISOString(),
          },
        ],
      },
      pages: { pages: [{ slug: 'home', title: { 'en-US': 'Home', 'fr-FR': 'Accueil' } }] },
      navigation: {
        items: [
          {
            itemId: 'n1',
            slug: 'dresses',
            typeCode: 'CATEGORY',
            displayName: { 'en-US': 'Dresses', 'fr-FR': 'Robes' },
          },
        ],
      },
    },
  }) as unknown as ApiBrandConfig;
}

const entries = (of: ApiBrandConfig, locale: string, nowMs = START + 1) =>
  siteEntries({ brand: of, site: SITE, locale, environment: 'master', nowMs });

describe('content localised once per site and locale (issue 9 item 7)', () => {
  it('answers the same localised entries to every request of a site and locale', () => {
    const acme = brand();
    const first = entries(acme, 'en-US');
    const second = entries(acme, 'en-US');
    expect(second.map((entry) => entry.fields)).toEqual(first.map((entry) => entry.fields));
    // The same objects: localised by the first request, not again by the second.
    second.forEach((entry, index) => expect(entry).toBe(first[index]));
    const page = first.find((entry) => entry.sys.id === 'home');
    expect(page?.fields.title).toBe('Home');
  });

  it('keeps one set per locale', () => {
    const acme = brand();
    const english = entries(acme, 'en-US');
    const french = entries(acme, 'fr-FR');
    expect(french.find((entry) => entry.sys.id === 'home')?.fields.title).toBe('Accueil');
    expect(french[0]).not.toBe(english[0]);
    expect(entries(acme, 'fr-FR')[0]).toBe(french[0]);
  });

  it('still applies a banner window on each call, with the clock of the call', () => {
    const acme = brand();
    const before = entries(acme, 'en-US', START - 1).map((entry) => entry.sys.id);
    const after = entries(acme, 'en-US', START + 1).map((entry) => entry.sys.id);
    expect(before).not.toContain('sale');
    expect(after).toContain('sale');
  });

  it('shares entries frozen: a route that changed one would throw instead of changing the next answer', () => {
    const [entry] = entries(brand(), 'en-US');
    expect(Object.isFrozen(entry)).toBe(true);
    expect(Object.isFrozen(entry?.fields)).toBe(true);
    expect(() => {
      (entry!.fields as Record<string, unknown>).text = 'changed';
    }).toThrow(TypeError);
  });

  it('builds new entries for a new configuration (a server handed changed content)', () => {
    const old = entries(brand(), 'en-US');
    const reloaded = entries(brand(), 'en-US');
    expect(reloaded[0]).not.toBe(old[0]);
  });

  it('caches the navigation tree per site and locale the same way', () => {
    const acme = brand();
    const locale = { locale: 'fr-FR', fallbackLocale: 'en-US' };
    const tree = cachedNavigation(acme, 'ac-us', locale);
    expect(tree[0]?.displayName).toBe('Robes');
    expect(cachedNavigation(acme, 'ac-us', locale)).toBe(tree);
    expect(
      cachedNavigation(acme, 'ac-us', { locale: 'en-US', fallbackLocale: 'en-US' })[0]?.displayName,
    ).toBe('Dresses');
  });
});
