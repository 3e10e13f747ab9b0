import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertRates } from './fixtures/catalog.ts';
import type { SkuFixture } from './fixtures/catalog.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * The bundles call (catalogue spec §7: GET .../products/{productId}/bundles, limit 5,
 * exclude-filter oos-color, projection-slug bundle-quick-add; §9 bundle list limit 5): a product
 * page asks which bundles hold its product and gets their pieces for the "Shop the Set" quick add.
 */
let api: TestApi;

type Entry = {
  product: { productId: string; bundleIds?: string[]; [key: string]: unknown };
  skuInfo?: {
    primarySlice: { sliceItems: { code: string }[] };
    skus: { skuId: string; colorId: string }[];
  };
};
type Bundles = { productId: string; bundles: Entry[]; items: Entry[] };

const sku = (id: string, color: string, size: string, stock: number): SkuFixture => ({
  id,
  color,
  colorName: color === '041' ? 'Navy' : color === '060' ? 'Red' : 'Ivory',
  size,
  list: 58,
  stock: { US_DIRECT: [stock, 0] },
});

// Seven bundles hold the tie top: more than the list limit of 5.
const BUNDLES = ['an-2101', 'an-2102', 'an-2103', 'an-2104', 'an-2105', 'an-2106', 'an-2107'];

beforeAll(async () => {
  api = await startApi();
  const { db } = api;
  await insertRates(db);
  await insertCategory(db, 'anthropologie', 'sets', 'Sets');
  await insertProduct(db, {
    id: 'an-2001',
    slug: 'tie-top',
    styleNumber: 'AN-2001-001',
    displayName: 'Tie Top',
    category: 'sets',
    // Red is sold out in every size: the bundles call leaves the colour out.
    skus: [
      sku('an-2001-navy-s', '041', 'S', 4),
      sku('an-2001-navy-m', '041', 'M', 2),
      sku('an-2001-red-s', '060', 'S', 0),
      sku('an-2001-red-m', '060', 'M', 0),
    ],
  });
  await insertProduct(db, {
    id: 'an-2002',
    slug: 'linen-skirt',
    styleNumber: 'AN-2002-001',
    displayName: 'Linen Skirt',
    category: 'sets',
    skus: [sku('an-2002-ivory-s', '011', 'S', 3)],
  });
  await insertProduct(db, {
    id: 'an-2003',
    slug: 'withdrawn-scarf',
    styleNumber: 'AN-2003-001',
    displayName: 'Withdrawn Scarf',
    category: 'sets',
    flags: { removeForLegalReasons: true },
    skus: [sku('an-2003-ivory-os', '011', 'One Size', 3)],
  });
  await insertProduct(db, {
    id: 'an-2004',
    slug: 'lone-cardigan',
    styleNumber: 'AN-2004-001',
    displayName: 'Lone Cardigan',
    category: 'sets',
    skus: [sku('an-2004-ivory-s', '011', 'S', 3)],
  });
  for (const [index, id] of BUNDLES.entries()) {
    await insertProduct(db, {
      id,
      slug: `tie-top-set-${index + 1}`,
      styleNumber: `AN-${id.slice(3)}-001`,
      displayName: `The Tie Top Outfit ${index + 1}`,
      category: 'sets',
      productType: 'bundle',
      bundleIds: index === 0 ? ['an-2001', 'an-2002', 'an-2003'] : ['an-2002', 'an-2001'],
      skus: [sku(`${id}-set`, '011', 'One Size', 0)],
    });
  }
}, 180_000);
afterAll(() => api.close());

const bundlesOf = (productId: string, query = '') =>
  api
    .client()
    .get<Bundles>(`/catalog/v1/an-us/pools/US_DIRECT/products/${productId}/bundles${query}`);

describe('the bundles holding a product (catalogue spec §7 bundles call)', () => {
  it('answers the bundles that name the product, at most the list limit of 5 (§9)', async () => {
    const response = await bundlesOf('an-2001');
    expect(response.status).toBe(200);
    expect(response.body.productId).toBe('an-2001');
    expect(response.body.bundles.map((entry) => entry.product.productId)).toEqual(
      BUNDLES.slice(0, 5),
    );
    // Each bundle names its pieces, so the page can offer them together.
    expect(response.body.bundles[0]!.product.bundleIds).toEqual(['an-2001', 'an-2002', 'an-2003']);
  });

  it('honours a smaller limit', async () => {
    const response = await bundlesOf('an-2001', '?limit=2');
    expect(response.body.bundles.map((entry) => entry.product.productId)).toEqual(
      BUNDLES.slice(0, 2),
    );
  });

  it('answers each piece once, a legal removal left out, sold-out colours excluded', async () => {
    const { body } = await bundlesOf('an-2002');
    expect(body.items.map((entry) => entry.product.productId).sort()).toEqual([
      'an-2001',
      'an-2002',
    ]);
    const top = body.items.find((entry) => entry.product.productId === 'an-2001')!;
    expect(top.skuInfo!.primarySlice.sliceItems.map((item) => item.code)).toEqual(['041']);
    expect(top.skuInfo!.skus.every((entry) => entry.colorId === '041')).toBe(true);
  });

  it('answers no bundles for a product in none', async () => {
    const response = await bundlesOf('an-2004');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ productId: 'an-2004', bundles: [], items: [] });
  });

  it('refuses a bad limit or filter with a clear message, and an unknown product with 404', async () => {
    for (const query of ['?limit=0', '?limit=21', '?exclude-filter=none']) {
      const response = await bundlesOf('an-2001', query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400 });
    }
    expect((await bundlesOf('an-9999')).status).toBe(404);
  });
});
