import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../engine/i18n/translator.ts';

// The engine's strings (shell spec §3.1 languages): flat keys, {{name}} placeholders, plural forms.
describe('translator (issue 9: the UI strings without a general i18n library)', () => {
  const en = createTranslator('en-US', {
    'header.cartLink_one': 'Bag, {{count}} item',
    'header.cartLink_other': 'Bag, {{count}} items',
    'header.logoHome': '{{brand}} home page',
    plain: 'Plain',
  });

  it('fills placeholders, and leaves a placeholder with no value as written', () => {
    expect(en.t('header.logoHome', { brand: 'Anthropologie' })).toBe('Anthropologie home page');
    expect(en.t('header.logoHome')).toBe('{{brand}} home page');
  });

  it("picks the plural form by the language's rules", () => {
    expect(en.t('header.cartLink', { count: 1 })).toBe('Bag, 1 item');
    expect(en.t('header.cartLink', { count: 0 })).toBe('Bag, 0 items');
    expect(en.t('header.cartLink', { count: 12 })).toBe('Bag, 12 items');
  });

  it('falls back to the other form where a language has more forms than the strings', () => {
    // French says "many" for a million; the strings have one and other.
    const fr = createTranslator('fr-FR', {
      n_one: '{{count}} article',
      n_other: '{{count}} articles',
    });
    expect(fr.t('n', { count: 0 })).toBe('0 article');
    expect(fr.t('n', { count: 1_000_000 })).toBe('1000000 articles');
  });

  it('answers the default value, else the key, for a missing string', () => {
    expect(en.t('languages.xx-XX', { defaultValue: 'xx-XX' })).toBe('xx-XX');
    expect(en.t('missing.key')).toBe('missing.key');
    expect(en.t('plain')).toBe('Plain');
  });

  it('never reads a key from the object prototype', () => {
    expect(en.t('constructor')).toBe('constructor');
    expect(en.t('__proto__')).toBe('__proto__');
  });
});

// Shell spec §1 "localised text ... comes from a headless content service": its text replaces the
// engine's for one page, bundles loaded later included, the base translator left as it was.
describe('translator overlay (localised text from the content service)', () => {
  it('replaces the overlaid keys, plural forms included, and keeps every other string', () => {
    const base = createTranslator('en-US', {
      'header.searchPlaceholder': 'What are you looking for?',
      'header.cartLink_one': 'Bag, {{count}} item',
      'header.cartLink_other': 'Bag, {{count}} items',
    });
    const page = base.overlay({
      'header.searchPlaceholder': 'Search <b>dresses</b>',
      'header.cartLink_other': 'Basket, {{count}} items',
    });
    expect(page.t('header.searchPlaceholder')).toBe('Search <b>dresses</b>');
    expect(page.t('header.cartLink', { count: 3 })).toBe('Basket, 3 items');
    expect(page.t('header.cartLink', { count: 1 })).toBe('Bag, 1 item');
    expect(base.t('header.searchPlaceholder')).toBe('What are you looking for?');
    expect(page.has('header.cartLink_one')).toBe(true);
    expect(page.has('missing.key')).toBe(false);
  });

  it('keeps the overlay over a bundle added later', () => {
    const base = createTranslator('en-US', {});
    const page = base.overlay({ 'cart.title': 'Your Basket' });
    page.add({ 'cart.title': 'Your Bag', 'cart.empty': 'Your bag is empty' });
    expect(page.t('cart.title')).toBe('Your Basket');
    expect(page.t('cart.empty')).toBe('Your bag is empty');
  });
});
