import { describe, expect, it } from 'vitest';
import {
  countrySwitches,
  defaultContextPath,
  defaultGroup,
  scaffoldChecks,
  scaffoldCountry,
} from '../../../../engine/domain/brand-scaffold/regional-site.ts';
import type { ScaffoldCountry } from '../../../../engine/domain/brand-scaffold/regional-site.ts';

describe('country-bound switches of a new site', () => {
  // shell spec "Consent groups ... EU sites start non-consented"; switches.schema.json registry
  // "only for sites whose country is US"; EU gift wrap off as an-fr, an-de, an-es, an-it.
  it.each<[ScaffoldCountry, boolean | undefined, boolean | undefined, boolean | undefined]>([
    // country, consent starts on?, giftWrap, registry
    ['US', undefined, undefined, undefined],
    ['CA', undefined, undefined, false],
    ['GB', false, undefined, false],
    ['FR', false, false, false],
    ['DE', false, false, false],
    ['ES', false, false, false],
    ['IT', false, false, false],
  ])('%s: consent %s, gift wrap %s, registry %s', (country, consent, giftWrap, registry) => {
    const bound = countrySwitches(country);
    expect(bound.consent?.defaultConsented).toBe(consent);
    expect(bound.switches.giftWrap).toBe(giftWrap);
    expect(bound.switches.registry).toBe(registry);
    expect(bound.scaEnabled).toBe(consent === false ? true : undefined);
  });

  it('Canada shows taxes apart (jl-ca, uo-ca taxDisplay)', () => {
    expect(countrySwitches('CA').switches.taxDisplay).toBe(true);
  });
});

describe('site defaults', () => {
  // shell spec §sites: a root site and regional sites under a path prefix
  it.each([
    ['us', 'US', 'en-US', '', 'np-us'],
    ['uk', 'GB', 'en-GB', '/en-gb', 'np-eu'],
    ['GB', 'GB', 'en-GB', '/en-gb', 'np-eu'],
    ['fr', 'FR', 'fr-FR', '/fr-fr', 'np-eu'],
    ['ca', 'CA', 'en-CA', '/en-ca', 'np-us'],
  ])('%s is %s in %s at "%s", group %s', (input, country, language, path, group) => {
    const facts = scaffoldCountry(input)!;
    expect(facts.country).toBe(country);
    expect(facts.languages[0]).toBe(language);
    expect(defaultContextPath(facts.country, language)).toBe(path);
    expect(defaultGroup('np', facts.country)).toBe(group);
  });

  it('a French Canadian site is at /fr-ca', () => {
    expect(defaultContextPath('CA', 'fr-CA')).toBe('/fr-ca');
  });
});

describe('scaffold input checks (hostile input is refused, not written)', () => {
  it.each([
    ['brandId', scaffoldChecks.brandId('north-pine'), true],
    ['brandId', scaffoldChecks.brandId('../etc'), false],
    ['brandId', scaffoldChecks.brandId('North'), false],
    ['siteIdPrefix', scaffoldChecks.siteIdPrefix('np'), true],
    ['siteIdPrefix', scaffoldChecks.siteIdPrefix('n-p'), false],
    ['color', scaffoldChecks.color('primary', '#2f4f3a'), true],
    ['color', scaffoldChecks.color('primary', 'red'), false],
    ['text', scaffoldChecks.text('name', 'North <b>'), false],
    ['country', scaffoldChecks.country('zz'), false],
    ['country', scaffoldChecks.country('__proto__'), false],
    ['language', scaffoldChecks.language('FR', 'de-DE'), false],
    ['contextPath', scaffoldChecks.contextPath('/../x'), false],
  ])('%s check %#', (_name, problem, ok) => {
    expect(problem === undefined).toBe(ok);
  });
});
