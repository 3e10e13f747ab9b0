import { describe, expect, it } from 'vitest';
import { isValidAddToCart, isValidPartsToCart } from '../../../engine/domain/validation/cart.ts';
import {
  isValidNavigationLookup,
  isValidPagination,
  isValidQuickShop,
  isValidRedirectLookup,
  isValidSkuList,
  isValidStoreSearch,
  isValidStyleNumber,
} from '../../../engine/domain/validation/catalogue.ts';
import {
  isValidBackInStock,
  isValidCatalogRequest,
  isValidContactUs,
  isValidEmailForm,
  isValidMarketingSubscription,
  isValidSwatchRequest,
  withoutEmptyFields,
} from '../../../engine/domain/validation/forms.ts';
import { digitsOnly } from '../../../engine/domain/validation/primitives.ts';
import {
  isValidMultiValueRefinement,
  isValidRangeRefinement,
  parseMultiValue,
  parseRanges,
} from '../../../engine/domain/validation/refinements.ts';
import { isValidRegistryItemUpdate } from '../../../engine/domain/validation/registry.ts';

/** The pure rules behind the client's validation, one table per spec rule. */
describe('style numbers (catalogue spec §5)', () => {
  it.each([
    ['AN-4130921-001', true],
    ['ABCD-1-001', true],
    ['AN-4130921-001-002', true],
    ['A-4130921-001', false],
    ['ABCDE-1-001', false],
    ['an-4130921-001', false],
    ['AN-4130921-01', false],
    ['AN--001', false],
    ['AN-4130921-001-02', false],
  ])('%s -> %s', (value, valid) => expect(isValidStyleNumber(value)).toBe(valid));
});

describe('range refinements: digits-digits, comma separated (shell spec §5)', () => {
  it.each([
    ['10-50', true],
    ['0-10,100-200', true],
    ['10', false],
    ['10-', false],
    ['-10', false],
    ['10-50,', false],
    ['a-b', false],
    ['50-10', false],
    ['10 - 50', false],
  ])('%s -> %s', (value, valid) => expect(isValidRangeRefinement(value)).toBe(valid));

  it('parses the ranges', () => {
    expect(parseRanges('0-10,100-200')).toEqual([
      { low: 0, high: 10 },
      { low: 100, high: 200 },
    ]);
  });
});

describe('multi-value refinements: parent~value (shell spec §5)', () => {
  it.each([
    ['petite~S', true],
    ['petite~S,regular~M', true],
    ['petite', false],
    ['~S', false],
    ['petite~', false],
    ['a~b~c', false],
  ])('%s -> %s', (value, valid) => expect(isValidMultiValueRefinement(value)).toBe(valid));

  it('splits parent and value', () => {
    expect(parseMultiValue('petite~S')).toEqual({ parentValue: 'petite', value: 'S' });
  });
});

describe('category pagination (shell spec §5)', () => {
  const ok = { inventoryPool: 'US_DIRECT', url: '/x', pageSize: 72, skip: 0 };
  it.each([
    ['valid', ok, true],
    ['no pool', { ...ok, inventoryPool: '' }, false],
    ['no url', { ...ok, url: ' ' }, false],
    ['pageSize a string', { ...ok, pageSize: '72' }, false],
    ['pageSize NaN', { ...ok, pageSize: Number.NaN }, false],
    ['pageSize not whole', { ...ok, pageSize: 2.5 }, false],
    ['pageSize 0', { ...ok, pageSize: 0 }, false],
    ['skip below 0', { ...ok, skip: -1 }, false],
    ['skip missing', { ...ok, skip: undefined }, false],
  ])('%s', (_case, params, valid) => expect(isValidPagination(params)).toBe(valid));
});

describe('lookups (catalogue spec §5, §8)', () => {
  it('sku lookup needs a non-empty list of ids', () => {
    expect(isValidSkuList(['a'])).toBe(true);
    expect(isValidSkuList([])).toBe(false);
    expect(isValidSkuList([''])).toBe(false);
    expect(isValidSkuList('a')).toBe(false);
  });

  it('redirect lookup needs a path', () => {
    expect(isValidRedirectLookup('/old')).toBe(true);
    expect(isValidRedirectLookup('')).toBe(false);
    expect(isValidRedirectLookup('old')).toBe(false);
  });

  it('navigation takes a slug or a category id, not both', () => {
    expect(isValidNavigationLookup({ slug: 'a' })).toBe(true);
    expect(isValidNavigationLookup({ categoryId: 'c' })).toBe(true);
    expect(isValidNavigationLookup({ slug: 'a', categoryId: 'c' })).toBe(false);
    expect(isValidNavigationLookup({})).toBe(false);
  });

  it('quick shop takes a display name and exactly one of slug, product id or sku', () => {
    expect(isValidQuickShop({ displayName: 'D', slug: 's' })).toBe(true);
    expect(isValidQuickShop({ displayName: 'D', slug: 's', sku: 'k' })).toBe(false);
    expect(isValidQuickShop({ displayName: '', productId: 'p' })).toBe(false);
    expect(isValidQuickShop({ displayName: 'D' })).toBe(false);
  });

  it('store search takes numeric lat and lng, or a store number', () => {
    expect(isValidStoreSearch({ lat: 39.9, lng: -75.1 })).toBe(true);
    expect(isValidStoreSearch({ storeNumber: '12' })).toBe(true);
    expect(isValidStoreSearch({ storeNumber: '12', lat: 39.9, lng: -75.1 })).toBe(true);
    expect(isValidStoreSearch({ lat: '39.9', lng: -75.1 })).toBe(false);
    expect(isValidStoreSearch({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidStoreSearch({ lat: 39.9 })).toBe(false);
  });
});

describe('cart (catalogue spec §5)', () => {
  it.each([
    [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT', quantity: 1 }, true],
    [{ productId: '', skuId: 's', poolId: 'US_DIRECT', quantity: 1 }, false],
    [{ productId: 'p', skuId: ' ', poolId: 'US_DIRECT', quantity: 1 }, false],
    [{ productId: 'p', skuId: 's', poolId: 1, quantity: 1 }, false],
    [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT' }, false],
    [{ productId: 'p', skuId: 's', poolId: 'US_DIRECT', quantity: 0 }, false],
  ])('add to cart %j -> %s', (item, valid) => expect(isValidAddToCart(item)).toBe(valid));

  it('parts need a pool and part items with a positive quantity', () => {
    const part = { productId: 'p', skuId: 's', quantity: 1 };
    expect(isValidPartsToCart({ poolId: 'US_DIRECT', items: [part] })).toBe(true);
    expect(isValidPartsToCart({ poolId: '', items: [part] })).toBe(false);
    expect(isValidPartsToCart({ poolId: 'US_DIRECT', items: [] })).toBe(false);
    expect(isValidPartsToCart({ poolId: 'US_DIRECT', items: [{ ...part, quantity: 0 }] })).toBe(
      false,
    );
  });

  it('registry item updates need a registry id, version, sku and quantity', () => {
    expect(isValidRegistryItemUpdate({ registryId: 'r', version: 1, sku: 's', quantity: 2 })).toBe(
      true,
    );
    expect(isValidRegistryItemUpdate({ registryId: 'r', sku: 's', quantity: 2 })).toBe(false);
  });
});

describe('forms (shell spec §5)', () => {
  it('back-in-stock needs every field', () => {
    const form = {
      productId: 'p',
      skuId: 's',
      styleNumber: 'AN-1-001',
      poolId: 'US',
      email: 'a@b.c',
    };
    expect(isValidBackInStock(form)).toBe(true);
    expect(isValidBackInStock({ ...form, email: '' })).toBe(false);
  });

  it('a swatch request needs the request, a productId and object options', () => {
    const request = { productId: 'p', contactInfo: {}, swatches: [{ colorCode: '001' }] };
    expect(isValidSwatchRequest(request)).toBe(true);
    expect(isValidSwatchRequest(undefined)).toBe(false);
    expect(isValidSwatchRequest({ ...request, productId: '' })).toBe(false);
    expect(isValidSwatchRequest({ ...request, contactInfo: 'x' })).toBe(false);
    expect(isValidSwatchRequest({ ...request, swatches: [] })).toBe(false);
  });

  it('contact us needs names, reply-to email, subject code and text', () => {
    const form = {
      name: { first: 'a', last: 'b' },
      replyToEmail: 'e',
      subjectCode: 'c',
      subjectText: 't',
    };
    expect(isValidContactUs(form)).toBe(true);
    expect(isValidContactUs({ ...form, name: { first: 'a', last: '' } })).toBe(false);
  });

  it('a catalogue request needs the address and an allowed country; address2 and poBox optional', () => {
    const form = {
      name: { first: 'a', last: 'b' },
      address1: '1',
      city: 'c',
      region: 'PA',
      postalCode: '1',
      country: 'CA',
    };
    expect(isValidCatalogRequest(form, ['US', 'CA'])).toBe(true);
    expect(isValidCatalogRequest({ ...form, address2: '', poBox: '' }, ['US', 'CA'])).toBe(true);
    expect(isValidCatalogRequest(form, ['US'])).toBe(false);
    expect(isValidCatalogRequest({ ...form, region: '' }, ['US', 'CA'])).toBe(false);
  });

  it('a marketing subscription needs brands, a gender and a source; empty fields are dropped', () => {
    expect(
      isValidMarketingSubscription({ additionalBrands: [], gender: 'UNKNOWN', source: 's' }),
    ).toBe(true);
    expect(isValidMarketingSubscription({ gender: 'UNKNOWN', source: 's' })).toBe(false);
    expect(withoutEmptyFields({ a: 'x', b: '', c: undefined, d: null, e: 0 })).toEqual({
      a: 'x',
      e: 0,
    });
  });

  it('the email form needs body and config objects with brandCode, eid and sendToEmail', () => {
    const config = { brandCode: 'AN', eid: 'e', sendToEmail: 'a@b.c' };
    expect(isValidEmailForm({ body: {}, config })).toBe(true);
    expect(isValidEmailForm({ body: [], config })).toBe(false);
    expect(isValidEmailForm({ body: {}, config: { ...config, eid: '' } })).toBe(false);
  });

  it('phone numbers are stripped to digits', () => {
    expect(digitsOnly('+1 (215) 555-0100')).toBe('12155550100');
  });
});
