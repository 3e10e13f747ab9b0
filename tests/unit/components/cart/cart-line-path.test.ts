import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../../schemas/api/generated/types.ts';
import { productPathOf } from '../../../../engine/components/cart/cart-line.tsx';

const line = (fields: Partial<CartLine>): CartLine =>
  ({ slug: 'velvet-sofa', colorCode: '', sizeName: '', ...fields }) as CartLine;

// Catalogue spec §2: a made-to-order product lives at /shop/mto/{slug}; a link to /shop/{slug}
// would be redirected by a full page load. The cart line links to the product's own form, with
// the line's colour and size chosen (§4 selection from the URL).
describe("a cart line's product link (catalogue spec §2, §4)", () => {
  it.each([
    ['a made-to-order line', { links: { web: '/shop/mto/velvet-sofa' } }, '/shop/mto/velvet-sofa'],
    ['a bundle line', { links: { web: '/shop/bundle/velvet-sofa' } }, '/shop/bundle/velvet-sofa'],
    ['a standard line', { links: { web: '/shop/velvet-sofa' } }, '/shop/velvet-sofa'],
    ['a line without links', {}, '/shop/velvet-sofa'],
    [
      'a line whose link leaves the site',
      { links: { web: '//evil.example/x' } },
      '/shop/velvet-sofa',
    ],
  ])('%s', (_case, fields, expected) => {
    expect(productPathOf(line(fields))).toBe(expected);
  });

  it('keeps the colour and size of the line', () => {
    expect(
      productPathOf(
        line({ links: { web: '/shop/mto/velvet-sofa' }, colorCode: '041', sizeName: 'One Size' }),
      ),
    ).toBe('/shop/mto/velvet-sofa?color=041&size=One+Size');
  });
});
