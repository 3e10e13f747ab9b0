import { describe, expect, it } from 'vitest';
import {
  missingStrings,
  translationKeysIn,
} from '../../../../engine/domain/brand-verify/missing-strings.ts';

const set = (...keys: string[]) => new Set(keys);

describe('missing strings of a brand', () => {
  // issue 15 Deliver (verify): a missing translation is named with its key and locale.
  it('names an engine key missing in one of the brand locales', () => {
    expect(
      missingStrings({
        locales: ['en-US', 'fr-FR'],
        usedKeys: ['header.cart', 'header.items'],
        engine: {
          'en-US': set('header.cart', 'header.items_one', 'header.items_other'),
          'fr-FR': set('header.items_other'),
        },
        brand: {},
      }),
    ).toEqual([{ key: 'header.cart', locale: 'fr-FR', source: 'engine' }]);
  });

  it('names a brand override missing in a locale the brand overrides it elsewhere', () => {
    expect(
      missingStrings({
        locales: ['de-DE', 'en-US', 'fr-FR'],
        usedKeys: [],
        engine: {},
        brand: {
          'en-US': set('brand.tagline', 'cart.empty'),
          'fr-FR': set('brand.tagline'),
        },
      }),
    ).toEqual([
      { key: 'brand.tagline', locale: 'de-DE', source: 'brand', overriddenIn: ['en-US', 'fr-FR'] },
      { key: 'cart.empty', locale: 'de-DE', source: 'brand', overriddenIn: ['en-US'] },
      { key: 'cart.empty', locale: 'fr-FR', source: 'brand', overriddenIn: ['en-US'] },
    ]);
  });

  it('finds nothing when every locale has every key', () => {
    expect(
      missingStrings({
        locales: ['en-US'],
        usedKeys: ['a'],
        engine: { 'en-US': set('a') },
        brand: { 'en-US': set('a') },
      }),
    ).toEqual([]);
  });

  it.each([
    [`t('header.cart')`, ['header.cart']],
    [`t("modal.signIn", { brand })`, ['modal.signIn']],
    [`t(key)`, []],
    [`// t('in.a.comment')\nt('real')`, ['real']],
    [`/** t('doc') */ t('a'); const url = 'http://x'; t('b')`, ['a', 'b']],
    [`format('x')`, []],
  ])('reads the literal keys of %j', (source, keys) => {
    expect(translationKeysIn(source)).toEqual(keys);
  });
});
