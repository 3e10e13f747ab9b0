import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../engine/config/problem.ts';
import { validateBrands } from '../../support/brands.ts';

/** The real brand folders (issue: "every brand validates"), and the brand-tied values of both specs. */
const report = validateBrands();
const brand = (id: string) => report.brands.find((entry) => entry.id === id)?.resolved;
const site = (brandId: string, siteId: string) => {
  const resolved = brand(brandId)?.sites[siteId];
  if (!resolved) throw new Error(`no resolved site ${brandId}/${siteId}`);
  return resolved;
};

describe('every brand in brand-configs/', () => {
  it('validates with no problem', () => {
    const problems = [...report.general, ...report.brands.flatMap((entry) => entry.problems)];
    expect(problems.map(formatProblem)).toEqual([]);
    expect(report.brands.map((entry) => entry.id).sort()).toEqual(
      [
        'anthropologie',
        'free-people',
        'juniper-lane',
        'template',
        'terrain',
        'urban-outfitters',
      ].sort(),
    );
  });

  it('Anthropologie has its seven sites, groups and region prefixes (shell spec §2.1, §3.1)', () => {
    const prefixes = Object.fromEntries(
      Object.values(brand('anthropologie')?.sites ?? {}).map((entry) => [
        entry.id,
        entry.contextPath,
      ]),
    );
    expect(prefixes).toEqual({
      'an-us': '',
      'an-ca': '/en-ca',
      'an-uk': '/en-gb',
      'an-fr': '/fr-fr',
      'an-de': '/de-de',
      'an-es': '/es-es',
      'an-it': '/it-it',
    });
    expect(site('anthropologie', 'an-ca').groupSites).toEqual(['an-us', 'an-ca']);
    expect([...site('anthropologie', 'an-fr').groupSites].sort()).toEqual([
      'an-de',
      'an-es',
      'an-fr',
      'an-it',
      'an-uk',
    ]);
  });

  it('Free People uses /uk and /france and the trailing slash (shell spec §2.1)', () => {
    expect(site('free-people', 'fp-uk').contextPath).toBe('/uk');
    expect(site('free-people', 'fp-fr').contextPath).toBe('/france');
    expect(brand('free-people')?.settings.routing.trailingSlash).toBe(true);
    expect(brand('anthropologie')?.settings.routing.trailingSlash).toBe(false);
  });

  it.each([
    ['anthropologie', 'an-us', 20],
    ['terrain', 'tr-us', 20],
    ['free-people', 'fp-us', 10],
    ['urban-outfitters', 'uo-us', 10],
    ['juniper-lane', 'jl-us', 10],
  ])('%s cart item quantity max (catalogue spec §5)', (brandId, siteId, max) => {
    expect(site(brandId, siteId).limits.cart.itemQuantityMax).toBe(max);
  });

  it.each([
    ['anthropologie', 'an-us', 1, 4.5, 200, 138],
    ['free-people', 'fp-us', 4, 4.6, 200, 138],
    ['urban-outfitters', 'uo-us', 4, 4.5, 200, 130],
    ['terrain', 'tr-us', 1, 4.5, 200, 138],
    ['juniper-lane', 'jl-us', 1, 4.5, 138, 500],
  ])(
    '%s badges per tile, top-rated average, gift-message lengths (both specs §9, §5)',
    (brandId, siteId, badges, top, egift, physical) => {
      const limits = site(brandId, siteId).limits;
      expect(limits.listing.textBadgesPerTile).toBe(badges);
      expect(limits.reviews.topRatedMinAverage).toBe(top);
      expect(limits.giftMessage).toEqual({ egiftMaxLength: egift, physicalMaxLength: physical });
    },
  );

  it('registry is on only for US sites, and only those menus list it (shell spec §2.3, §5)', () => {
    for (const entry of report.brands) {
      for (const resolved of Object.values(entry.resolved?.sites ?? {})) {
        if (resolved.switches.registry) expect(resolved.country).toBe('US');
        if (resolved.accountMenu.includes('registry'))
          expect(resolved.switches.registry).toBe(true);
      }
    }
    expect(site('anthropologie', 'an-us').accountMenu).toContain('registry');
    expect(site('anthropologie', 'an-ca').accountMenu).not.toContain('registry');
  });

  it('review display is off for Italy and Spain on Anthropologie only (shell spec §5)', () => {
    expect(site('anthropologie', 'an-it').switches.reviewDisplay).toBe(false);
    expect(site('anthropologie', 'an-es').switches.reviewDisplay).toBe(false);
    expect(site('anthropologie', 'an-fr').switches.reviewDisplay).toBe(true);
  });

  it('one brand uses /store-locations; the rest /stores (shell spec §2.1)', () => {
    const paths = report.brands.map((entry) => entry.resolved?.settings.routing.storeLocatorPath);
    expect(paths.filter((path) => path === '/store-locations')).toHaveLength(1);
    expect(brand('urban-outfitters')?.settings.routing.storeLocatorPath).toBe('/store-locations');
  });

  it('EU and UK sites start non-consented (shell spec §4)', () => {
    expect(site('anthropologie', 'an-de').consent.defaultConsented).toBe(false);
    expect(site('free-people', 'fp-uk').consent.defaultConsented).toBe(false);
    expect(site('anthropologie', 'an-us').consent.defaultConsented).toBe(true);
  });

  it('distance is in miles for US and UK, and Canada on Anthropologie only (catalogue spec §5)', () => {
    expect(site('anthropologie', 'an-ca').distanceUnit).toBe('mi');
    expect(site('urban-outfitters', 'uo-ca').distanceUnit).toBe('km');
    expect(site('anthropologie', 'an-uk').distanceUnit).toBe('mi');
    expect(site('anthropologie', 'an-de').distanceUnit).toBe('km');
  });

  it('request swatch is US only and off for Urban Outfitters (shell spec §5)', () => {
    expect(site('anthropologie', 'an-us').switches.requestSwatch).toBe(true);
    expect(site('urban-outfitters', 'uo-us').switches.requestSwatch).toBe(false);
  });
});
