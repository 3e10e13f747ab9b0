import { describe, expect, it } from 'vitest';
import { sizeGuidePageSlug } from '../../../../engine/domain/catalogue/size-guide.ts';

// catalogue spec §3 sizeGuide; §7 "Content queries for entries of type sizeGuideVendor and
// sizeGuideConfiguration by slug": a product's guide is a content page by slug.
describe('size guide page (catalogue spec §3 sizeGuide, §7 size guide content by slug)', () => {
  it.each([
    ['womens-apparel', 'size-guide-womens-apparel'],
    ['shoes', 'size-guide-shoes'],
    ['../admin', undefined],
    ['Shoes', undefined],
    ['a b', undefined],
    ['', undefined],
    ['x'.repeat(61), undefined],
    [42, undefined],
    [undefined, undefined],
  ])('%s', (guide, slug) => {
    expect(sizeGuidePageSlug(guide)).toBe(slug);
  });
});
