import { describe, expect, it } from 'vitest';
import { productImageUrl } from '../../../engine/domain/image-url.ts';

describe('product image URLs (catalogue spec §3: built from style number, colour code and view)', () => {
  it('builds the images route with width, quality and format', () => {
    expect(
      productImageUrl({
        brandId: 'anthropologie',
        imageId: 'AN-4100069-045_201_b',
        width: 349,
        quality: 80,
      }),
    ).toBe('/api/images/anthropologie/AN-4100069-045_201_b?width=349&quality=80&format=webp');
  });
  it('leaves an address as it is', () => {
    expect(productImageUrl({ brandId: 'x', imageId: '/static/a.jpg', width: 1, quality: 1 })).toBe(
      '/static/a.jpg',
    );
  });
});
