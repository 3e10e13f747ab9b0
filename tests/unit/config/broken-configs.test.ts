import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../../engine/config/problem.ts';
import type { ConfigProblem } from '../../../engine/config/problem.ts';
import { brokenFixtureFiles, FIXTURES, scratchBrand } from './fixture-brand.ts';
import type { Scratch } from './fixture-brand.ts';

/**
 * One fault per fixture (tests/fixtures/broken-configs/<case>/ holds the broken file over the valid
 * base brand). Each case pins the file, line, column, JSON pointer, the message's opening words and,
 * for near-misses, the "did you mean" (DESIGN §3, STYLE "Errors a person can act on").
 */
type Expected = Pick<ConfigProblem, 'code' | 'file' | 'line' | 'column' | 'pointer' | 'message'> & {
  suggestion?: string;
};

const expected: Record<string, Expected[]> = {
  'amount-range-reversed': [
    {
      code: 'payments.range-order',
      file: 'brand.json',
      line: 34,
      column: 62,
      pointer: '/payments/AFTERPAY/amountRanges/0/minimumAmount',
      message: 'must not exceed maximumAmount (2000)',
    },
  ],
  // Issue 4 §7: an image path names a file of the brand's own assets folder.
  'asset-missing': [
    {
      code: 'content.asset-missing',
      file: 'content/pages.json',
      line: 13,
      column: 22,
      pointer: '/pages/0/modules/1/props/image',
      message: 'must name a file of brand-configs/acme/assets: assets/home/hero-spring.svg does',
      suggestion: 'Did you mean "/static/brands/acme/home/hero.svg"?',
    },
  ],
  'asset-other-brand': [
    {
      code: 'content.asset-other-brand',
      file: 'content/pages.json',
      line: 13,
      column: 22,
      pointer: '/pages/0/modules/1/props/image',
      message: 'must name this brand\'s own assets under /static/brands/acme/; "terrain" is',
      suggestion:
        'This brand has brand-configs/acme/assets/home/hero.svg: use /static/brands/acme/home/hero.svg.',
    },
  ],
  'asset-outside-brand-folders': [
    {
      code: 'content.asset-path',
      file: 'content/pages.json',
      line: 13,
      column: 22,
      pointer: '/pages/0/modules/1/props/image',
      message:
        'must be under /static/brands/acme/: brand images are files of brand-configs/acme/assets',
    },
  ],
  'bad-enum': [
    {
      code: 'schema.enum',
      file: 'sites/ac-uk.json',
      line: 10,
      column: 15,
      pointer: '/currency',
      message: 'must be one of "USD", "AUD", "CAD", "CNY", "EUR", "GBP", "HK',
    },
  ],
  'bad-enum-case': [
    {
      code: 'schema.enum',
      file: 'sites/ac-uk.json',
      line: 8,
      column: 20,
      pointer: '/defaultLocale',
      message: 'must be one of "en-US", "en-GB", "en-CA", "fr-FR", "de-DE", ',
      suggestion: 'Did you mean "en-GB"?',
    },
  ],
  'bad-pattern': [
    {
      code: 'schema.pattern',
      file: 'sites/ac-uk.json',
      line: 5,
      column: 18,
      pointer: '/contextPath',
      message: 'must match the pattern ^(/[a-z]{2,10}(-[a-z]{2})?)?$',
    },
  ],
  'brand-id-not-folder': [
    {
      code: 'brand.id-mismatch',
      file: 'brand.json',
      line: 3,
      column: 9,
      pointer: '/id',
      message: 'must equal the folder name "acme"',
    },
  ],
  'component-props-invalid': [
    {
      code: 'schema.required',
      file: 'content/pages.json',
      line: 11,
      column: 20,
      pointer: '/pages/0/modules/1/props',
      message: 'missing required key "imageAlt"',
    },
  ],
  'content-reference-missing': [
    {
      code: 'content.unknown-page',
      file: 'content/navigation.json',
      line: 13,
      column: 34,
      pointer: '/items/1/slug',
      message: 'a CONTENT item must link to a page of content/pages.json by ',
    },
  ],
  'currency-not-available': [
    {
      code: 'site.currency-not-available',
      file: 'sites/ac-uk.json',
      line: 10,
      column: 15,
      pointer: '/currency',
      message: "must be one of the site's availableCurrencies: GBP",
    },
  ],
  'default-locale-not-in-languages': [
    {
      code: 'site.default-locale',
      file: 'sites/ac-uk.json',
      line: 8,
      column: 20,
      pointer: '/defaultLocale',
      message: "must be one of the site's languages: en-GB",
    },
  ],
  'default-site-unknown': [
    {
      code: 'brand.default-site',
      file: 'brand.json',
      line: 6,
      column: 18,
      pointer: '/defaultSite',
      message: 'must name a site of this brand: ac-uk, ac-us',
      suggestion: 'Did you mean "ac-uk"?',
    },
  ],
  'duplicate-key': [
    {
      code: 'json.syntax',
      file: 'brand.json',
      line: 5,
      column: 3,
      pointer: '',
      message: 'is not valid JSON: duplicate key "name": JSON keeps only the',
    },
  ],
  'duplicate-prefix': [
    {
      code: 'site.duplicate-prefix',
      file: 'sites/ac-uk.json',
      line: 5,
      column: 18,
      pointer: '/contextPath',
      message: 'must be unique within the brand; brand-configs/acme/sites/ac',
    },
  ],
  'duplicate-site-id': [
    {
      code: 'site.file-name',
      file: 'sites/ac-ie.json',
      line: 3,
      column: 9,
      pointer: '/id',
      message: 'must equal the file name "ac-ie"',
    },
    {
      code: 'site.duplicate-id',
      file: 'sites/ac-uk.json',
      line: 3,
      column: 9,
      pointer: '/id',
      message: 'must be unique; brand-configs/acme/sites/ac-ie.json has the ',
    },
  ],
  'eu-site-consented': [
    {
      code: 'site.consent',
      file: 'sites/ac-uk.json',
      line: 1,
      column: 1,
      pointer: '/consent',
      message: 'must start non-consented on a site in GB: EU and UK sites ne',
    },
  ],
  'flag-value-outside-allowed-set': [
    {
      code: 'schema.enum',
      file: 'brand.json',
      line: 24,
      column: 23,
      pointer: '/flags/enableStylebot',
      message: 'must be one of 0, 1',
    },
  ],
  'group-names-unknown-site': [
    {
      code: 'brand.group-unknown-site',
      file: 'brand.json',
      line: 9,
      column: 24,
      pointer: '/siteGroups/ac-eu/1',
      message: 'group "ac-eu" names a site that does not exist; sites are ac',
    },
  ],
  'json-trailing-comma': [
    {
      code: 'json.syntax',
      file: 'sites/ac-uk.json',
      line: 12,
      column: 32,
      pointer: '',
      message: 'is not valid JSON: expected a key in double quotes',
    },
  ],
  'menu-lists-registry-where-off': [
    {
      code: 'site.menu-registry',
      file: 'brand.json',
      line: 37,
      column: 54,
      pointer: '/accountMenu/3',
      message: 'lists "registry", but the registry is off on ac-uk',
    },
  ],
  'menu-lists-rewards-without-page': [
    {
      code: 'site.menu-rewards',
      file: 'brand.json',
      line: 37,
      column: 54,
      pointer: '/accountMenu/3',
      message: 'lists "rewards", but the brand has no rewards page',
    },
    {
      code: 'site.menu-rewards',
      file: 'sites/ac-us.json',
      line: 15,
      column: 66,
      pointer: '/accountMenu/4',
      message: 'lists "rewards", but the brand has no rewards page',
    },
  ],
  // Shell spec §1 localised text: a content text entry replaces an engine string, named by its key.
  'localised-text-unknown-key': [
    {
      code: 'content.unknown-string-key',
      file: 'content/text.json',
      line: 3,
      column: 24,
      pointer: '/entries/0/key',
      message: "must be a key of the engine's strings",
      suggestion: 'Did you mean "header.favorites"?',
    },
  ],
  'missing-required': [
    {
      code: 'schema.required',
      file: 'sites/ac-uk.json',
      line: 1,
      column: 1,
      pointer: '',
      message: 'missing required key "group"',
    },
  ],
  'missing-translation': [
    {
      code: 'content.missing-translation',
      file: 'content/footer.json',
      line: 5,
      column: 16,
      pointer: '/columns/0/title',
      message: 'must have text for every language of the sites showing it; m',
    },
  ],
  'negative-limit': [
    {
      code: 'schema.minimum',
      file: 'brand.json',
      line: 18,
      column: 58,
      pointer: '/limits/listing/tilesPerPage',
      message: 'must be >= 1',
    },
  ],
  'pay-later-range-missing': [
    {
      code: 'payments.range-missing',
      file: 'brand.json',
      line: 32,
      column: 17,
      pointer: '/payments/AFTERPAY',
      message: 'AFTERPAY is active in GBP on ac-us but has no amountRanges e',
    },
  ],
  'payment-method-unknown': [
    {
      code: 'schema.unknown-key',
      file: 'sites/ac-uk.json',
      line: 19,
      column: 5,
      pointer: '/payments/AFTER_PAY',
      message: 'unknown key "AFTER_PAY"; allowed keys here: CREDIT_CARD, GOO',
      suggestion: 'Did you mean "AFTERPAY"?',
    },
  ],
  'registry-outside-us': [
    {
      code: 'site.switch-country',
      file: 'sites/ac-uk.json',
      line: 14,
      column: 29,
      pointer: '/switches/registry',
      message: 'is on for ac-uk, whose country is GB; registry is allowed on',
    },
  ],
  'site-group-unknown': [
    {
      code: 'site.unknown-group',
      file: 'sites/ac-uk.json',
      line: 6,
      column: 12,
      pointer: '/group',
      message: 'must be a group of brand.json siteGroups: ac-us, ac-eu',
      suggestion: 'Did you mean "ac-eu"?',
    },
  ],
  'text-wrong-type': [
    {
      code: 'schema.any-of',
      file: 'content/footer.json',
      line: 5,
      column: 16,
      pointer: '/columns/0/title',
      message: 'must be a string or an object',
    },
  ],
  'threshold-without-placeholder': [
    {
      code: 'content.threshold-placeholder',
      file: 'content/banners.json',
      line: 9,
      column: 26,
      pointer: '/banners/0/inRangeHeadline',
      message: 'must contain %1, where the remaining amount is shown',
    },
  ],
  'unknown-banner-type': [
    {
      code: 'schema.enum',
      file: 'content/banners.json',
      line: 5,
      column: 15,
      pointer: '/banners/0/type',
      message: 'must be one of "globalPromoContentBanner", "globalPromoCartT',
      suggestion: 'Did you mean "globalPromoCartThresholdBanner"?',
    },
  ],
  'unknown-component': [
    {
      code: 'content.unknown-component',
      file: 'content/pages.json',
      line: 10,
      column: 24,
      pointer: '/pages/0/modules/1/component',
      message: 'must be a registered content component: PromoBannerSlot, Hero, RichText,',
      suggestion: 'Did you mean "Hero"?',
    },
  ],
  // Issue 9: a raise of a budget needs a written reason in the config.
  'budget-raised-without-reason': [
    {
      code: 'budgets.raise-without-reason',
      file: 'brand.json',
      line: 85,
      column: 18,
      pointer: '/budgets/firstLoadJsKb/product',
      message: "is looser than the engine's budget of 140; say why in budgets.raisedBecause",
    },
    {
      code: 'budgets.raise-without-reason',
      file: 'brand.json',
      line: 88,
      column: 22,
      pointer: '/budgets/lighthouse/performance',
      message: "is looser than the engine's budget of 98; say why in budgets.raisedBecause",
    },
  ],
  // The registry is the one list (issue 8 Deliver §1, §2; DESIGN §4): validation reads it.
  'component-wrong-kind': [
    {
      code: 'content.unknown-component',
      file: 'content/pages.json',
      line: 26,
      column: 24,
      pointer: '/pages/0/modules/2/component',
      message: 'must be a registered content component, not a header component:',
    },
  ],
  'section-wrong-kind': [
    {
      code: 'content.unknown-component',
      file: 'brand.json',
      line: 10,
      column: 7,
      pointer: '/components/productPage/1',
      message: 'must be a registered product-section component, not a content component:',
    },
  ],
  'header-props-invalid': [
    {
      code: 'schema.type',
      file: 'brand.json',
      line: 11,
      column: 24,
      pointer: '/components/header/props/animateTabs',
      message: 'must be a boolean',
    },
  ],
  'replace-not-replaceable': [
    {
      code: 'components.not-replaceable',
      file: 'brand.json',
      line: 9,
      column: 20,
      pointer: '/components/replace/LoginPage',
      message: 'LoginPage is not replaceable by a brand; replaceable components are',
    },
  ],
  'replace-unknown-variant': [
    {
      code: 'components.unknown-variant',
      file: 'brand.json',
      line: 9,
      column: 15,
      pointer: '/components/replace/Hero',
      message: 'Hero has no registered variant: use a module "components/<file>.tsx" of the brand',
    },
  ],
  'replace-missing-module': [
    {
      code: 'components.missing-module',
      file: 'brand.json',
      line: 9,
      column: 15,
      pointer: '/components/replace/Hero',
      message: 'must be a module of the brand folder: components/split-hero.tsx does not exist',
      suggestion:
        "Create brand-configs/acme/components/split-hero.tsx with a default export taking Hero's props.",
    },
  ],
  // A brand override with wrong props: the variant's own schema refuses the props it would get.
  'replace-variant-wrong-props': [
    {
      code: 'schema.unknown-key',
      file: 'brand.json',
      line: 11,
      column: 9,
      pointer: '/components/header/props/logoIsH1',
      message:
        'unknown key "logoIsH1"; allowed keys here: animateTabs (for HeaderBrandTabs, which replaces this component in components.replace)',
    },
  ],
  'unknown-content-file': [
    {
      code: 'content.unknown-file',
      file: 'content/banner.json',
      line: 1,
      column: 1,
      pointer: '',
      message: 'is not a known content file; content files are banners, navi',
      suggestion: 'Did you mean "banners"?',
    },
  ],
  'unknown-key-near-real-one': [
    {
      code: 'schema.unknown-key',
      file: 'brand.json',
      line: 21,
      column: 5,
      pointer: '/switches/giftwrap',
      message: 'unknown key "giftwrap"; allowed keys here: giftWrap, giftMes',
      suggestion: 'Did you mean "giftWrap"?',
    },
  ],
  'unknown-locale-in-text': [
    {
      code: 'schema.key-name',
      file: 'content/footer.json',
      line: 5,
      column: 35,
      pointer: '/columns/0/title/en-GX',
      message: 'key "en-GX" is not allowed here; keys must be one of en-US, ',
      suggestion: 'Did you mean "en-GB"?',
    },
  ],
  'unknown-string-key': [
    {
      code: 'strings.unknown-key',
      file: 'locales/en-GB.json',
      line: 3,
      column: 3,
      pointer: '/brand.tagLine',
      message: "is not a key of the engine's strings (engine/i18n/locales/en",
      suggestion: 'Did you mean "brand.tagline"?',
    },
  ],
  'wrong-type': [
    {
      code: 'schema.type',
      file: 'brand.json',
      line: 17,
      column: 34,
      pointer: '/limits/cart/itemQuantityMax',
      message: 'must be an integer',
    },
  ],
};

let scratch: Scratch | undefined;
afterEach(() => {
  scratch?.dispose();
  scratch = undefined;
});

describe('broken configurations', () => {
  it('has a fixture folder for every case and a case for every fixture folder', () => {
    const folders = readdirSync(join(FIXTURES, 'broken-configs')).sort();
    expect(folders).toEqual(Object.keys(expected).sort());
    expect(folders.length).toBeGreaterThanOrEqual(25);
  });

  it('the base brand itself is valid', () => {
    scratch = scratchBrand();
    expect(scratch.validate().problemCount).toBe(0);
  });

  it.each(Object.entries(expected))('%s', (name, problems) => {
    scratch = scratchBrand();
    for (const file of brokenFixtureFiles(name)) scratch.write(file.path, file.text);
    const before = brokenFixtureFiles(name).map((file) => scratch!.read(file.path));
    const report = scratch.validate();
    const found = report.brands.flatMap((brand) => brand.problems);
    expect(found).toHaveLength(problems.length);
    expect(report.problemCount).toBe(problems.length);
    found.forEach((problem, index) => {
      const want = problems[index]!;
      expect(problem).toMatchObject({
        code: want.code,
        file: `brand-configs/acme/${want.file}`,
        line: want.line,
        column: want.column,
        pointer: want.pointer,
      });
      expect(problem.message.startsWith(want.message)).toBe(true);
      if (want.suggestion) expect(problem.suggestion).toBe(want.suggestion);
      expect(formatProblem(problem)).toMatch(
        new RegExp(
          `^brand-configs/acme/${want.file.replace('.', '\\.')}:${want.line}:${want.column}  `,
        ),
      );
    });
    // Validation reads; it never rewrites a merchandiser's file.
    expect(brokenFixtureFiles(name).map((file) => scratch!.read(file.path))).toEqual(before);
  });
});
