import { describe, expect, it } from 'vitest';
import { parseQuickShop } from '../../../../engine/domain/search/quick-shop-hash.ts';

/**
 * The #quickshop hash (shell spec §2.4 "#quickshop (query slug plus other params; loads a product
 * quick view)"; catalogue spec §2; §5 "Quick-shop load: a display name and exactly one of slug,
 * product id or sku"; §8 "Quick-shop with invalid parameters: Error").
 */
describe('#quickshop: which hash opens it', () => {
  it.each([
    ['no hash', ''],
    ['another modal', '#sign-in'],
    ['a longer name', '#quickshopping'],
  ])('%s: not a quick shop', (_rule, hash) => {
    expect(parseQuickShop('?slug=a&displayName=A', hash)).toBeUndefined();
  });
});

describe('#quickshop: a display name and exactly one of slug, product id or sku (catalogue spec §5)', () => {
  it.each([
    ['slug', '?displayName=Linen+Dress&slug=linen-dress', { kind: 'slug', value: 'linen-dress' }],
    [
      'product id',
      '?displayName=Mug&productId=an-4130921',
      { kind: 'productId', value: 'an-4130921' },
    ],
    ['sku', '?displayName=Mug&sku=an-4130921-010-S', { kind: 'sku', value: 'an-4130921-010-S' }],
  ])('opens by %s', (_rule, search, key) => {
    const parsed = parseQuickShop(search, '#quickshop');
    expect(parsed).toEqual({ ok: true, request: { displayName: expect.any(String), key } });
  });

  it('reads the hash’s own query first (#quickshop?slug=...)', () => {
    expect(parseQuickShop('?sort=price', '#quickshop?slug=a-b&displayName=A%20B')).toEqual({
      ok: true,
      request: { displayName: 'A B', key: { kind: 'slug', value: 'a-b' } },
    });
  });

  it.each([
    ['no display name', '?slug=linen-dress', 'displayName-missing'],
    ['a blank display name', '?slug=linen-dress&displayName=+++', 'displayName-missing'],
    [
      'a display name over 200 characters',
      `?slug=a&displayName=${'x'.repeat(201)}`,
      'displayName-too-long',
    ],
    ['no key', '?displayName=Dress', 'key-missing'],
    ['an empty key', '?displayName=Dress&slug=', 'key-missing'],
    ['slug and product id', '?displayName=Dress&slug=a&productId=b', 'key-several'],
    ['product id and sku', '?displayName=Dress&productId=a&sku=b', 'key-several'],
    ['a slug that is no slug', '?displayName=Dress&slug=../../etc', 'key-invalid'],
    ['a product id with markup', '?displayName=Dress&productId=%3Cscript%3E', 'key-invalid'],
    [
      'bad encoding reads as empty (shell spec §5)',
      '?displayName=Dress&slug=%E0%A4%A',
      'key-missing',
    ],
  ])('refuses %s (catalogue spec §8)', (_rule, search, problem) => {
    expect(parseQuickShop(search, '#quickshop')).toEqual({ ok: false, problem });
  });
});
