import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertRates, insertStore } from './fixtures/catalog.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

const FUTURE = Math.floor(Date.now() / 1000) + 86400 * 30;
const PAST = Math.floor(Date.now() / 1000) - 86400;
const PAGINATION = 'Invalid parameters for getPaginatedAndSortedProducts';

type Sku = {
  skuId: string;
  availabilityCode: number;
  availableStatus: string;
  listPrice: number;
  salePrice: number;
  [key: string]: unknown;
};
type Entry = {
  product: Record<string, unknown>;
  skuInfo?: {
    skus: Sku[];
    primarySlice: { sliceItems: { code: string; includedSkus: string[] }[] };
    secondarySlice: { sliceItems: { code: string }[] };
  };
  productSummary: Record<string, unknown>;
};

beforeAll(async () => {
  api = await startApi();
  const { db } = api;
  await insertRates(db);
  await insertCategory(db, 'anthropologie', 'clothing', {
    'en-US': 'Clothing',
    'fr-FR': 'Vêtements',
  });
  await insertCategory(db, 'anthropologie', 'dresses', 'Dresses', 'clothing');
  await insertCategory(db, 'anthropologie', 'tops', 'Tops', 'clothing');
  await insertStore(db, {
    storeNumber: 'S1',
    name: 'Rittenhouse',
    lat: 39.95,
    lng: -75.17,
    pickup: { enabled: true, pickUpService: ['IN_STORE'], SLA: 'Ready in 2 hours' },
  });
  await insertStore(db, {
    storeNumber: 'S2',
    name: 'Pickup Paused',
    lat: 40.0,
    lng: -75.0,
    pickup: { enabled: false, pickUpService: [], SLA: 'Ready next business day' },
  });
  await insertProduct(db, {
    id: 'an-1001',
    slug: 'garden-dress',
    styleNumber: 'AN-1001-001',
    displayName: 'Garden Dress',
    category: 'dresses',
    popularity: 10,
    rating: 4.2,
    reviewCount: 12,
    createdAt: '2024-01-01T00:00:00Z',
    badges: [
      { type: 'new', expiration_date: FUTURE, merchandising_order: 2 },
      { type: 'sale', expiration_date: PAST, merchandising_order: 0 },
      { type: 'exclusive', merchandising_order: 1 },
    ],
    content: { metaDescription: 'A dress for the garden', sizeAndFit: ['True to size'] },
    skus: [
      {
        id: 'an-1001-navy-s',
        color: '041',
        colorName: 'Navy',
        size: 'S',
        list: 100,
        sale: 80,
        shipping: {
          quickShipRegions: [{ countryCode: 'US' }],
          isFlatRate: true,
          additionalShippingInfo: { code: 'OVERSIZE', price: 10 },
          returnRestockInfo: { feeCode: 'RF1' },
        },
        stock: {
          US_DIRECT: [5, 0],
          GB_DIRECT: [2, 0],
          EU_DIRECT: [2, 0],
          CA_DIRECT: [2, 0],
          STORE_S2: [1, 0],
        },
      },
      {
        id: 'an-1001-navy-m',
        color: '041',
        colorName: 'Navy',
        size: 'M',
        list: 100,
        sale: 80,
        stock: { US_DIRECT: [0, 3] },
      },
      {
        id: 'an-1001-navy-l',
        color: '041',
        colorName: 'Navy',
        size: 'L',
        list: 100,
        sale: 80,
        dropShip: true,
        stock: { US_DIRECT: [0, 3] },
      },
      {
        id: 'an-1001-red-s',
        color: '060',
        colorName: 'Red',
        size: 'S',
        list: 100,
        stock: { US_DIRECT: [0, 0] },
      },
      {
        id: 'an-1001-red-m',
        color: '060',
        colorName: 'Red',
        size: 'M',
        list: 100,
        stock: { US_DIRECT: [4, 0, 'discontinued'] },
      },
      {
        id: 'an-1001-red-l',
        color: '060',
        colorName: 'Red',
        size: 'L',
        list: 100,
        stock: { US_DIRECT: [2, 0, 'unavailable'] },
      },
    ],
  });
  await insertProduct(db, {
    id: 'an-1002',
    slug: 'midi-dress',
    styleNumber: 'AN-1002-001',
    displayName: 'Midi Dress',
    category: 'dresses',
    popularity: 50,
    rating: 4.8,
    createdAt: '2024-03-01T00:00:00Z',
    skus: [
      {
        id: 'an-1002-black-s',
        color: '001',
        colorName: 'Black',
        size: 'S',
        list: 50,
        stock: { US_DIRECT: [10, 0], STORE_S1: [2, 0] },
      },
      {
        id: 'an-1002-black-ps',
        color: '001',
        colorName: 'Black',
        fit: 'petite',
        size: 'S',
        list: 50,
        stock: { US_DIRECT: [3, 0] },
      },
    ],
  });
  await insertProduct(db, {
    id: 'an-1003',
    slug: 'linen-top',
    styleNumber: 'AN-1003-001',
    displayName: 'Linen Top',
    category: 'tops',
    popularity: 90,
    rating: 3.9,
    createdAt: '2024-02-01T00:00:00Z',
    skus: [
      {
        id: 'an-1003-sky-m',
        color: '040',
        colorName: 'Sky',
        size: 'M',
        list: 30,
        stock: { US_DIRECT: [0, 5] },
      },
      {
        id: 'an-1003-white-m',
        color: '012',
        colorName: 'White',
        size: 'M',
        list: 30,
        stock: { US_DIRECT: [0, 2] },
      },
    ],
  });
  await insertProduct(db, {
    id: 'an-1004',
    slug: 'withdrawn-dress',
    styleNumber: 'AN-1004-001',
    displayName: 'Withdrawn Dress',
    category: 'dresses',
    flags: { removeForLegalReasons: true },
    skus: [
      {
        id: 'an-1004-s',
        color: '001',
        colorName: 'Black',
        size: 'S',
        list: 40,
        stock: { US_DIRECT: [5, 0] },
      },
    ],
  });
  await insertProduct(db, {
    id: 'an-1005',
    slug: 'sold-out-top',
    styleNumber: 'AN-1005-001',
    displayName: 'Sold Out Top',
    category: 'tops',
    skus: [
      {
        id: 'an-1005-s',
        color: '001',
        colorName: 'Black',
        size: 'S',
        list: 20,
        stock: { US_DIRECT: [0, 0] },
      },
    ],
  });
  await insertProduct(db, {
    id: 'an-1006',
    slug: 'dress-and-top-set',
    styleNumber: 'AN-1006-001',
    displayName: 'Dress and Top Set',
    category: 'clothing',
    productType: 'bundle',
    bundleIds: ['an-1002', 'an-1004', 'an-1003'],
    partIds: ['an-1003'],
    skus: [
      {
        id: 'an-1006-set',
        color: '001',
        colorName: 'Black',
        size: 'One Size',
        list: 70,
        stock: { US_DIRECT: [0, 0] },
      },
    ],
  });
  await db.query(
    `INSERT INTO redirects (brand_id, request_path, redirect_path, status_code) VALUES
     ('anthropologie', '/old-dresses', '/dresses', 301),
     ('anthropologie', '/summer-sale', '/sale', 302)`,
  );
}, 60_000);
afterAll(() => api.close());

const products = (site: string, pool: string, query: string) =>
  api.client().get<Entry[]>(`/catalog/v1/${site}/pools/${pool}/products?${query}`);

const skuOf = (entry: Entry | undefined, id: string) =>
  entry?.skuInfo?.skus.find((sku) => sku.skuId === id);

describe('GET /catalog/v1/{siteId}/pools/{pool}/products (catalogue spec §7, §3)', () => {
  it('answers a product list by slug with identity, flags, content and reviews', async () => {
    const response = await products('an-us', 'US_DIRECT', 'slug=garden-dress');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    const { product } = response.body[0]!;
    expect(product).toMatchObject({
      productId: 'an-1001',
      slug: 'garden-dress',
      displayName: 'Garden Dress',
      styleNumber: 'AN-1001-001',
      parentCategory: { id: 'dresses', displayName: 'Dresses' },
      isGiftCard: false,
      removeForLegalReasons: false,
      metaDescription: 'A dress for the garden',
      reviews: { count: 12, averageRating: 4.2 },
      links: { web: '/shop/garden-dress' },
    });
  });

  it('hides expired badges and orders the rest by merchandising order (§3)', async () => {
    const [entry] = (await products('an-us', 'US_DIRECT', 'slug=garden-dress')).body;
    expect((entry!.product.badges as { type: string }[]).map((badge) => badge.type)).toEqual([
      'exclusive',
      'new',
    ]);
  });

  it('maps every stock state to its availability code (§3 codes, §4 rules)', async () => {
    const [entry] = (await products('an-us', 'US_DIRECT', 'slug=garden-dress')).body;
    const state = (id: string) => {
      const sku = skuOf(entry, id);
      return [sku?.availableStatus, sku?.availabilityCode];
    };
    expect(state('an-1001-navy-s')).toEqual(['available', 1000]);
    expect(state('an-1001-navy-m')).toEqual(['backordered', 1003]);
    // Drop-ship skus with stock 0 and a backorder ship from the vendor: available.
    expect(state('an-1001-navy-l')).toEqual(['available', 1000]);
    expect(state('an-1001-red-s')).toEqual(['unavailable', 1111]);
    expect(state('an-1001-red-m')).toEqual(['discontinued', 1005]);
    expect(state('an-1001-red-l')).toEqual(['unavailable', 1111]);
    expect(skuOf(entry, 'an-1001-navy-m')).toMatchObject({ stockLevel: 0, backorder: 3 });
  });

  it('answers the product summary and shipping fields (§3)', async () => {
    const [entry] = (await products('an-us', 'US_DIRECT', 'slug=garden-dress')).body;
    expect(entry!.productSummary).toEqual({
      hasAvailableSku: true,
      hasMarkdown: true,
      markdownState: 'partial',
      listPriceLow: 100,
      listPriceHigh: 100,
      salePriceLow: 80,
      salePriceHigh: 100,
      hasFlatRateSku: true,
      hasRestockFeeCode: true,
    });
    expect(skuOf(entry, 'an-1001-navy-s')).toMatchObject({
      listPrice: 100,
      salePrice: 80,
      isQuickShip: true,
      isFlatRate: true,
      additionalShippingInfo: { code: 'OVERSIZE', price: 10 },
      returnRestockInfo: { feeCode: 'RF1' },
    });
    expect(entry!.skuInfo!.primarySlice.sliceItems.map((item) => item.code)).toEqual([
      '041',
      '060',
    ]);
  });

  // USD 100 / 80 and a 10 USD fee at the test rates (GBP 0.8, EUR 0.9, CAD 1.35), raised to the
  // price book's points (issue 11): £80 → £88, 72 € → 75 €, C$135 → C$138, C$13.50 → C$14.
  it.each([
    ['an-uk', 'GB_DIRECT', 88, 68, 8],
    ['an-fr', 'EU_DIRECT', 90, 75, 9],
    ['an-ca', 'CA_DIRECT', 138, 108, 14],
  ])(
    'converts prices into %s currency with currency_rates and the price book',
    async (site, pool, list, sale, fee) => {
      const [entry] = (await products(site, pool, 'product-id=an-1001')).body;
      expect(skuOf(entry, 'an-1001-navy-s')).toMatchObject({
        listPrice: list,
        salePrice: sale,
        additionalShippingInfo: { code: 'OVERSIZE', price: fee },
      });
      expect(entry!.productSummary).toMatchObject({ listPriceLow: list });
    },
  );

  it('localizes the category name for the shopper language', async () => {
    await api.db.query(
      `UPDATE categories SET display_name = '{"en-US":"Dresses","fr-FR":"Robes"}' WHERE slug = 'dresses'`,
    );
    const [entry] = (await products('an-fr', 'EU_DIRECT', 'slug=garden-dress')).body;
    expect(entry!.product.parentCategory).toEqual({ id: 'dresses', displayName: 'Robes' });
  });

  it('keeps the order of a product-id comma list', async () => {
    const response = await products('an-us', 'US_DIRECT', 'product-id=an-1003,an-1001');
    expect(response.body.map((entry) => entry.product.productId)).toEqual(['an-1003', 'an-1001']);
  });

  it('finds products by a sku list (getProductBySkus)', async () => {
    const response = await products('an-us', 'US_DIRECT', 'sku=an-1001-red-s,an-1003-sky-m');
    expect(response.body.map((entry) => entry.product.productId).sort()).toEqual([
      'an-1001',
      'an-1003',
    ]);
  });

  it.each(['sku=', 'sku=,'])(
    'refuses an empty sku list: "sku is required for getProductBySkus" (§8) [%s]',
    async (query) => {
      const response = await products('an-us', 'US_DIRECT', query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'sku is required for getProductBySkus',
        field_errors: [{ field: 'sku' }],
      });
    },
  );

  it('needs exactly one of slug, product-id or sku', async () => {
    for (const query of ['', 'slug=garden-dress&product-id=an-1001']) {
      const response = await products('an-us', 'US_DIRECT', query);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        field_errors: [{ field: 'query' }],
      });
    }
  });

  it('validates the query against its schema', async () => {
    for (const query of [
      'slug=Not A Slug',
      'slug=garden-dress&countryCode=usa',
      'slug=garden-dress&exclude-filter=oos',
      'slug=garden-dress&extra=1',
    ]) {
      const response = await products('an-us', 'US_DIRECT', query);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const pool = await products('an-us', 'us direct', 'slug=garden-dress');
    expect(pool.status).toBe(400);
    expect(pool.body).toMatchObject({ field_errors: [{ field: 'inventoryPool' }] });
  });

  it('exclude-filter oos-color leaves out colours without a sellable sku', async () => {
    const [entry] = (
      await products('an-us', 'US_DIRECT', 'slug=garden-dress&exclude-filter=oos-color')
    ).body;
    expect(entry!.skuInfo!.primarySlice.sliceItems.map((item) => item.code)).toEqual(['041']);
    expect(entry!.skuInfo!.skus.every((sku) => sku.colorId === '041')).toBe(true);
    expect(entry!.product.swatches).toEqual([
      { colorCode: '041', colorName: 'Navy', image: 'AN-1001-001_041_s' },
    ]);
  });

  it('include-pools lists each sku in the other pools', async () => {
    const [entry] = (await products('an-us', 'US_DIRECT', 'slug=garden-dress&include-pools=true'))
      .body;
    expect(skuOf(entry, 'an-1001-navy-s')?.pools).toContainEqual({
      poolId: 'STORE_S2',
      stockLevel: 1,
      backorder: 0,
      availableStatus: 'available',
      availabilityCode: 1000,
    });
    const [plain] = (await products('an-us', 'US_DIRECT', 'slug=garden-dress')).body;
    expect(skuOf(plain, 'an-1001-navy-s')?.pools).toBeUndefined();
  });

  it('takes the quick-ship country from countryCode, else from the site', async () => {
    const us = (await products('an-us', 'US_DIRECT', 'slug=garden-dress')).body[0];
    const ca = (await products('an-us', 'US_DIRECT', 'slug=garden-dress&countryCode=CA')).body[0];
    expect(skuOf(us, 'an-1001-navy-s')?.isQuickShip).toBe(true);
    expect(skuOf(ca, 'an-1001-navy-s')?.isQuickShip).toBe(false);
  });

  it('applies projection-slug and projection', async () => {
    const [minimal] = (
      await products('an-us', 'US_DIRECT', 'slug=garden-dress&projection-slug=minimal')
    ).body;
    expect(minimal!.skuInfo).toBeUndefined();
    expect(minimal!.product).not.toHaveProperty('badges');
    const [narrow] = (
      await products('an-us', 'US_DIRECT', 'slug=garden-dress&projection=displayName')
    ).body;
    expect(Object.keys(narrow!.product).sort()).toEqual(['displayName', 'productId']);
  });

  it('answers 451 for a product removed for legal reasons (shell spec §2.2)', async () => {
    const response = await products('an-us', 'US_DIRECT', 'slug=withdrawn-dress');
    expect(response.status).toBe(451);
    expect(response.body).toMatchObject({ code: 'REMOVED_FOR_LEGAL_REASONS', status: 451 });
    const mixed = await products('an-us', 'US_DIRECT', 'product-id=an-1004,an-1001');
    expect(mixed.status).toBe(200);
    expect(mixed.body.map((entry) => entry.product.productId)).toEqual(['an-1001']);
  });

  it('answers 404 for an unknown product and an unknown site', async () => {
    expect((await products('an-us', 'US_DIRECT', 'slug=no-such-thing')).status).toBe(404);
    const site = await products('zz-us', 'US_DIRECT', 'slug=garden-dress');
    expect(site.status).toBe(404);
    expect(site.body).toMatchObject({ code: 'SITE_NOT_FOUND' });
  });
});

describe('bundles, price info and parts (catalogue spec §7)', () => {
  it('answers the bundles that hold the product and their pieces, legal removals left out', async () => {
    const response = await api
      .client()
      .get<{ bundles: Entry[]; items: Entry[] }>(
        '/catalog/v1/an-us/pools/US_DIRECT/products/an-1003/bundles',
      );
    expect(response.status).toBe(200);
    expect(response.body.bundles.map((entry) => entry.product.productId)).toEqual(['an-1006']);
    expect(response.body.items.map((entry) => entry.product.productId)).toEqual([
      'an-1002',
      'an-1003',
    ]);
    // projection-slug bundle-quick-add: identity, the pieces and skus, no long content.
    expect(response.body.bundles[0]!.product.bundleIds).toEqual(['an-1002', 'an-1004', 'an-1003']);
    expect(response.body.items[0]!.skuInfo).toBeDefined();
    expect(response.body.items[0]!.product).not.toHaveProperty('templateInfo');
  });

  it('answers no bundles for a product in none, and refuses a bad limit', async () => {
    const client = api.client();
    const none = await client.get<{ bundles: Entry[]; items: Entry[] }>(
      '/catalog/v1/an-us/pools/US_DIRECT/products/an-1006/bundles?limit=1',
    );
    expect(none.body).toEqual({ productId: 'an-1006', bundles: [], items: [] });
    const bad = await client.get(
      '/catalog/v1/an-us/pools/US_DIRECT/products/an-1003/bundles?limit=0',
    );
    expect(bad.status).toBe(400);
    const missing = await client.get('/catalog/v1/an-us/pools/US_DIRECT/products/an-9999/bundles');
    expect(missing.status).toBe(404);
  });

  it('answers price info in the site currency', async () => {
    const response = await api.client().get('/catalog/v0/an-uk/products/an-1001/price-info');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      productId: 'an-1001',
      currency: 'GBP',
      listPriceLow: 88,
      salePriceLow: 68,
      hasMarkdown: true,
    });
    expect((response.body.skus as unknown[])[0]).toEqual({
      skuId: 'an-1001-navy-s',
      listPrice: 88,
      salePrice: 68,
      onSale: true,
    });
    expect((await api.client().get('/catalog/v0/an-us/products/an-1004/price-info')).status).toBe(
      451,
    );
  });

  it('answers the parts of a product', async () => {
    const response = await api
      .client()
      .get<{ parts: Entry[]; poolId: string }>('/catalog/v0/an-us/products/an-1006/parts');
    expect(response.status).toBe(200);
    expect(response.body.poolId).toBe('US_DIRECT');
    expect(response.body.parts.map((entry) => entry.product.productId)).toEqual(['an-1003']);
  });
});

type Tile = {
  productId: string;
  price: Record<string, unknown>;
  swatches: unknown[];
  badges: { type: string }[];
  [key: string]: unknown;
};
type Facet = {
  name: string;
  values?: { value: string; count: number; parentValue?: string; selected: boolean }[];
  low?: number;
  high?: number;
};
type Listing = {
  total: number;
  records: Tile[];
  facets?: Facet[];
  totalPages: number;
  category: Record<string, unknown>;
  currency: string;
};

const tiles = (body: unknown, slug = 'clothing', site = 'an-us', pool = 'US_DIRECT') =>
  api
    .client()
    .post<Listing>(
      `/catalog/v0/${site}/categories/${slug}/tiles`,
      body,
      pool ? { 'x-urbn-pool': pool } : {},
    );
const ids = (listing: Listing) => listing.records.map((tile) => tile.productId);

describe('POST /catalog/v0/{siteId}/categories/{slug}/tiles (catalogue spec §7 category url)', () => {
  it('lists a parent category with its children, sellable and not withdrawn', async () => {
    const response = await tiles({ pageSize: 72, skip: 0 });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    // Default sort: popularity, highest first.
    expect(ids(response.body)).toEqual(['an-1003', 'an-1002', 'an-1001']);
    expect(response.body.category).toMatchObject({ slug: 'clothing', displayName: 'Clothing' });
  });

  it('answers tiles with prices in the currency, swatches, live badges and rating', async () => {
    const response = await tiles({ pageSize: 72, skip: 0 }, 'dresses');
    const garden = response.body.records.find((tile) => tile.productId === 'an-1001')!;
    expect(garden).toMatchObject({
      slug: 'garden-dress',
      displayName: 'Garden Dress',
      image: 'AN-1001-001_041_b',
      price: { currency: 'USD', listPriceLow: 100, salePriceLow: 80, hasMarkdown: true },
      reviews: { count: 12, averageRating: 4.2 },
      colorCount: 1,
    });
    expect(garden.badges.map((badge) => badge.type)).toEqual(['exclusive', 'new']);
    expect(garden.swatches).toEqual([
      {
        colorCode: '041',
        colorName: 'Navy',
        image: 'AN-1001-001_041_s',
        tileImage: 'AN-1001-001_041_b',
      },
    ]);
    const uk = await tiles({ pageSize: 72, skip: 0 }, 'dresses', 'an-uk', 'GB_DIRECT');
    expect(uk.body.currency).toBe('GBP');
    expect(uk.body.records[0]!.price).toMatchObject({
      currency: 'GBP',
      listPriceLow: 88,
      salePriceLow: 68,
    });
  });

  it.each([
    [{ field: 'price' }, ['an-1003', 'an-1002', 'an-1001']],
    [{ field: 'price', order: 'desc' }, ['an-1001', 'an-1002', 'an-1003']],
    [{ field: 'rating' }, ['an-1002', 'an-1001', 'an-1003']],
    [{ field: 'newest' }, ['an-1002', 'an-1003', 'an-1001']],
    [{ field: 'popularity', order: 'asc' }, ['an-1001', 'an-1002', 'an-1003']],
  ])('sorts by %j', async (sort, expected) => {
    expect(ids((await tiles({ pageSize: 72, skip: 0, sort })).body)).toEqual(expected);
  });

  it('paginates in the database: pageSize and skip', async () => {
    const page = await tiles({ pageSize: 2, skip: 2 });
    expect(page.body).toMatchObject({ total: 3, totalPages: 2 });
    expect(ids(page.body)).toEqual(['an-1001']);
    const past = await tiles({ pageSize: 2, skip: 10 });
    expect(past.body.total).toBe(3);
    expect(past.body.records).toEqual([]);
  });

  it.each([
    [
      'colorway Value (families: Navy and Sky are Blue)',
      [{ facet: 'colorway', type: 'Value', value: 'Blue' }],
      ['an-1003', 'an-1001'],
    ],
    [
      'colorway Value list',
      [{ facet: 'colorway', type: 'Value', value: ['black', 'White'] }],
      ['an-1003', 'an-1002'],
    ],
    [
      'colorway SplitValue (every part)',
      [{ facet: 'colorway', type: 'SplitValue', value: 'Blue|White' }],
      ['an-1003'],
    ],
    ['salePrice Range', [{ facet: 'salePrice', type: 'Range', value: '0-40' }], ['an-1003']],
    [
      'salePrice Ranges',
      [{ facet: 'salePrice', type: 'Range', value: '0-40,70-90' }],
      ['an-1003', 'an-1001'],
    ],
    [
      'salePrice Ranges as a list',
      [{ facet: 'salePrice', type: 'Range', value: ['0-10', '25-35,70-90'] }],
      ['an-1003', 'an-1001'],
    ],
    [
      'sizeClassGroup MultiValue',
      [{ facet: 'sizeClassGroup', type: 'MultiValue', value: 'petite~S' }],
      ['an-1002'],
    ],
    [
      'sizeClassGroup Value',
      [{ facet: 'sizeClassGroup', type: 'Value', value: 'M' }],
      ['an-1003', 'an-1001'],
    ],
    [
      'immediatelyAvailable',
      [{ facet: 'immediatelyAvailable', type: 'Value', value: 'true' }],
      ['an-1002', 'an-1001'],
    ],
    [
      'two refinements',
      [
        { facet: 'colorway', type: 'Value', value: 'Blue' },
        { facet: 'salePrice', type: 'Range', value: '50-100' },
      ],
      ['an-1001'],
    ],
  ])('refines: %s', async (_label, refinements, expected) => {
    const response = await tiles({ pageSize: 72, skip: 0, refinements });
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
  });

  it('converts a price range from the site currency', async () => {
    const gbp = (range: string) =>
      tiles(
        {
          pageSize: 72,
          skip: 0,
          refinements: [{ facet: 'salePrice', type: 'Range', value: range }],
        },
        'dresses',
        'an-uk',
        'GB_DIRECT',
      );
    // an-1001's sale price is £68 (USD 80 at 0.8 is £64, raised to the price book's £68): the
    // filter compares the price the tile shows, not the raw conversion (issue 11).
    expect(ids((await gbp('60-70')).body)).toEqual(['an-1001']);
    expect(ids((await gbp('66-68')).body)).toEqual(['an-1001']);
    expect(ids((await gbp('60-66')).body)).toEqual([]);
    expect(ids((await gbp('75-85')).body)).toEqual([]);
  });

  it('counts facets, each without its own refinement', async () => {
    const response = await tiles({
      pageSize: 72,
      skip: 0,
      facets: true,
      refinements: [{ facet: 'colorway', type: 'Value', value: 'Blue' }],
    });
    const colorway = response.body.facets!.find((facet) => facet.name === 'colorway')!;
    expect(colorway.values).toEqual(
      expect.arrayContaining([
        { value: 'Blue', count: 2, selected: true },
        { value: 'Black', count: 1, selected: false },
        { value: 'White', count: 1, selected: false },
      ]),
    );
    const sizes = response.body.facets!.find((facet) => facet.name === 'sizeClassGroup')!;
    expect(sizes.values).toEqual(
      expect.arrayContaining([
        { parentValue: 'regular', value: 'S', count: 1, selected: false },
        { parentValue: 'regular', value: 'M', count: 2, selected: false },
      ]),
    );
    const price = response.body.facets!.find((facet) => facet.name === 'salePrice')!;
    expect(price).toMatchObject({ low: 30, high: 80 });
  });

  it('refines by store pickup with selected stores', async () => {
    const pickup = await tiles({
      pageSize: 72,
      skip: 0,
      facets: true,
      selectedStores: ['S1', 'S2'],
      refinements: [{ facet: 'pickup', type: 'Value', value: 'true' }],
    });
    expect(ids(pickup.body)).toEqual(['an-1002', 'an-1001']);
    const names = pickup.body.facets!.map((facet) => facet.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'pickup',
        'availableInStorePickupPools',
        'availableBuyOnlinePickupPools',
      ]),
    );
    const bopis = await tiles({
      pageSize: 72,
      skip: 0,
      selectedStores: ['S1', 'S2'],
      refinements: [
        { facet: 'availableBuyOnlinePickupPools', type: 'Value', value: 'STORE_S1,STORE_S2' },
      ],
    });
    // S2 has pickup switched off: only S1's stock counts.
    expect(ids(bopis.body)).toEqual(['an-1002']);
    const inStore = await tiles({
      pageSize: 72,
      skip: 0,
      refinements: [{ facet: 'availableInStorePickupPools', type: 'Value', value: 'STORE_S2' }],
    });
    expect(ids(inStore.body)).toEqual(['an-1001']);
  });

  it.each([
    ['a non-numeric pageSize', { pageSize: '72', skip: 0 }, 'pageSize'],
    ['a negative skip', { pageSize: 72, skip: -1 }, 'skip'],
    ['no pageSize', { skip: 0 }, 'pageSize'],
    ['a pageSize above the site tiles per page', { pageSize: 73, skip: 0 }, 'pageSize'],
    [
      'a range without high',
      { pageSize: 72, skip: 0, refinements: [{ facet: 'salePrice', type: 'Range', value: '10-' }] },
      'refinements.0.value',
    ],
    [
      'a range low above high',
      {
        pageSize: 72,
        skip: 0,
        refinements: [{ facet: 'salePrice', type: 'Range', value: '50-10' }],
      },
      'refinements.0.value',
    ],
    [
      'a range of words',
      {
        pageSize: 72,
        skip: 0,
        refinements: [{ facet: 'salePrice', type: 'Range', value: 'cheap' }],
      },
      'refinements.0.value',
    ],
    [
      'a multi-value without parent',
      {
        pageSize: 72,
        skip: 0,
        refinements: [{ facet: 'sizeClassGroup', type: 'MultiValue', value: 'petite' }],
      },
      'refinements.0.value',
    ],
    [
      'a facet with the wrong type',
      { pageSize: 72, skip: 0, refinements: [{ facet: 'salePrice', type: 'Value', value: '10' }] },
      'refinements.0.type',
    ],
    [
      'an unknown facet',
      { pageSize: 72, skip: 0, refinements: [{ facet: 'mood', type: 'Value', value: 'happy' }] },
      'refinements.0.facet',
    ],
    [
      'pickup without stores',
      { pageSize: 72, skip: 0, refinements: [{ facet: 'pickup', type: 'Value', value: 'true' }] },
      'selectedStores',
    ],
  ])(
    'refuses %s: "Invalid parameters for getPaginatedAndSortedProducts"',
    async (_label, body, field) => {
      const response = await tiles(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: PAGINATION });
      expect(
        (response.body as unknown as { field_errors: { field: string }[] }).field_errors.map(
          (error) => error.field,
        ),
      ).toContain(field);
    },
  );

  it('refuses a call without the inventory pool header', async () => {
    const response = await tiles({ pageSize: 72, skip: 0 }, 'clothing', 'an-us', '');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: PAGINATION,
      field_errors: [{ field: 'x-urbn-pool' }],
    });
  });

  it('answers 404 for an unknown category', async () => {
    const response = await tiles({ pageSize: 72, skip: 0 }, 'no-such-category');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
  });

  it('follows stock changes at once (the listing is kept in the database)', async () => {
    await api.db.query(`UPDATE inventory SET stock_level = 4 WHERE sku_id = 'an-1005-s'`);
    expect(ids((await tiles({ pageSize: 72, skip: 0 }, 'tops')).body)).toEqual([
      'an-1003',
      'an-1005',
    ]);
    await api.db.query(`UPDATE inventory SET stock_level = 0 WHERE sku_id = 'an-1005-s'`);
    expect(ids((await tiles({ pageSize: 72, skip: 0 }, 'tops')).body)).toEqual(['an-1003']);
    await api.db.query(`UPDATE products SET popularity = 1000 WHERE id = 'an-1001'`);
    expect(ids((await tiles({ pageSize: 72, skip: 0 })).body)[0]).toBe('an-1001');
    await api.db.query(`UPDATE products SET popularity = 10 WHERE id = 'an-1001'`);
  });

  it('keeps only the projected tile fields', async () => {
    const tray = await tiles({ pageSize: 5, skip: 0, projectionSlug: 'categorytray' });
    expect(tray.body.records[0]).not.toHaveProperty('swatches');
    const narrow = await tiles({ pageSize: 5, skip: 0, projection: ['price'] });
    expect(Object.keys(narrow.body.records[0]!).sort()).toEqual(['price', 'productId']);
  });
});

describe('POST /catalog/v0/{siteId}/redirects/searches (catalogue spec §7, §8)', () => {
  const search = (site: string, body: unknown) =>
    api.client().post(`/catalog/v0/${site}/redirects/searches`, body);

  it('answers redirectPath and statusCode', async () => {
    expect((await search('an-us', { requestPath: '/old-dresses' })).body).toEqual({
      redirectPath: '/dresses',
      statusCode: 301,
    });
    expect((await search('an-us', { requestPath: '/summer-sale?utm=1' })).body).toEqual({
      redirectPath: '/sale',
      statusCode: 302,
    });
    expect((await search('an-us', { requestPath: '/old-dresses/' })).status).toBe(200);
  });

  it('keeps a shopper on their site: the context path is stripped and put back', async () => {
    expect((await search('an-uk', { requestPath: '/en-gb/old-dresses' })).body).toEqual({
      redirectPath: '/en-gb/dresses',
      statusCode: 301,
    });
  });

  it('answers 404 when there is no redirect', async () => {
    const response = await search('an-us', { requestPath: '/nowhere' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'REDIRECT_NOT_FOUND' });
  });

  it.each([
    {},
    { requestPath: 'dresses' },
    { requestPath: '//evil.example/x' },
    { requestPath: 5 },
    { requestPath: '/a', extra: 1 },
  ])('refuses %j: "Invalid getPathRedirect parameters supplied"', async (body) => {
    const response = await search('an-us', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid getPathRedirect parameters supplied',
    });
  });
});

type NavItem = {
  itemId: string;
  slug: string | null;
  displayName: string;
  navigationItems: NavItem[];
  nestLevel: number;
  ancestorSlugs: string[];
};

describe('navigation (catalogue spec §7, §5; shell spec §3.3)', () => {
  const navigation = (site: string, query = '') =>
    api.client().get<{
      navigationItems: NavItem[];
      ancestorNavigationItems: NavItem[];
      containers: { column: number; navigationItems: NavItem[] }[];
    }>(`/catalog/v0/${site}/navigation${query}`);

  it('answers the whole tree without slug or categoryId', async () => {
    const response = await navigation('an-us');
    expect(response.status).toBe(200);
    expect(response.body.navigationItems[0]).toMatchObject({
      itemId: 'nav-new-arrivals',
      slug: 'new-arrivals',
      nestLevel: 1,
    });
    expect(response.body.ancestorNavigationItems).toEqual([]);
  });

  it('answers an item by slug with its ancestors and its containers', async () => {
    const response = await navigation('an-us', '?slug=tops');
    expect(response.body.navigationItems[0]).toMatchObject({
      slug: 'tops',
      displayName: 'Tops',
      nestLevel: 3,
    });
    expect(response.body.navigationItems[0]!.ancestorSlugs).toEqual(['clothing']);
    expect(response.body.ancestorNavigationItems.map((item) => item.itemId)).toEqual([
      'nav-clothing',
      'nav-clothing-categories',
    ]);
    const clothing = await navigation('an-us', '?categoryId=nav-clothing');
    expect(clothing.body.containers.map((container) => container.column)).toEqual([1, 2]);
  });

  it('filters items by site and localizes names', async () => {
    const us = await navigation('an-us', '?slug=weddings');
    const uk = await navigation('an-uk', '?slug=weddings');
    const slugs = (body: typeof us.body) =>
      body.navigationItems[0]!.navigationItems.map((item) => item.slug);
    expect(slugs(us.body)).toContain('wedding-registry');
    expect(slugs(uk.body)).not.toContain('wedding-registry');
    const fr = await navigation('an-fr', '?slug=new-arrivals');
    expect(fr.body.navigationItems[0]!.displayName).toBe('Nouveautés');
  });

  it('applies breadcrumbs, navigation and projection-slug', async () => {
    const noCrumbs = await navigation('an-us', '?slug=tops&breadcrumbs=false');
    expect(noCrumbs.body.ancestorNavigationItems).toEqual([]);
    const item = await navigation('an-us', '?slug=clothing&projection-slug=item');
    expect(item.body.navigationItems[0]!.navigationItems).toEqual([]);
    const children = await navigation('an-us', '?slug=clothing&projection-slug=children');
    expect(children.body.navigationItems[0]!.navigationItems[0]!.navigationItems).toEqual([]);
    const projected = await navigation('an-us', '?slug=tops&projection=displayName');
    expect(Object.keys(projected.body.navigationItems[0]!).sort()).toEqual([
      'displayName',
      'itemId',
      'navigationItems',
      'slug',
    ]);
  });

  it('refuses a slug and a category id together (§5)', async () => {
    const response = await navigation('an-us', '?slug=tops&categoryId=nav-tops');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 404 for an unknown item and 400 for a bad query', async () => {
    expect((await navigation('an-us', '?slug=nothing-here')).status).toBe(404);
    expect((await navigation('an-us', '?slug=Bad Slug')).status).toBe(400);
    expect((await navigation('an-us', '?projection-slug=everything')).status).toBe(400);
  });

  it('POST navigation-items/{id} answers the item with its children', async () => {
    const client = api.client();
    const response = await client.post<NavItem & { ancestorNavigationItems: NavItem[] }>(
      '/catalog/v0/an-us/navigation-items/nav-clothing',
      {},
    );
    expect(response.status).toBe(200);
    expect(response.body.itemId).toBe('nav-clothing');
    expect(response.body.navigationItems.map((item) => item.itemId)).toEqual([
      'nav-clothing-categories',
      'nav-clothing-featured',
    ]);
    expect(response.body.navigationItems[0]!.navigationItems).toEqual([]);
    const deep = await client.post<NavItem>('/catalog/v0/an-us/navigation-items/clothing', {
      depth: 2,
    });
    expect(deep.body.navigationItems[0]!.navigationItems.length).toBeGreaterThan(0);
    expect((await client.post('/catalog/v0/an-us/navigation-items/nav-nothing', {})).status).toBe(
      404,
    );
    expect(
      (await client.post('/catalog/v0/an-us/navigation-items/nav-clothing', { depth: 9 })).status,
    ).toBe(400);
  });
});

describe('redirect targets are same-site and loops end on the server (issue 10 "redirects"; shell spec §2.2)', () => {
  let own: TestApi;
  const search = (site: string, requestPath: string) =>
    own.client().post(`/catalog/v0/${site}/redirects/searches`, { requestPath });
  const insert = (from: string, to: string, status = 301) =>
    own.db.query(
      'INSERT INTO redirects (brand_id, request_path, redirect_path, status_code) VALUES ($1, $2, $3, $4)',
      ['anthropologie', from, to, status],
    );
  const UNSAFE = [
    ['/to-evil', 'https://evil.example/dresses'],
    ['/to-plain-http', 'http://evil.example/dresses'],
    ['/to-protocol-relative', '//evil.example/dresses'],
    ['/to-backslash', '/\\evil.example/dresses'],
    ['/to-script', 'javascript:alert(document.cookie)'],
    ['/to-header', '/dresses\r\nSet-Cookie: sf_token=stolen'],
    ['/to-word', 'dresses'],
  ];

  beforeAll(async () => {
    own = await startApi();
  }, 60_000);
  afterAll(() => own.close());

  it.each(UNSAFE)('the table refuses %s -> %j when it is written', async (from, to) => {
    await expect(insert(from!, to!)).rejects.toMatchObject({ code: '23514' });
  });

  it.each(UNSAFE)(
    'a row written before the rule (%s -> %j) is never issued: 404 and an error line',
    async (from, to) => {
      await own.db.query(
        'ALTER TABLE redirects DROP CONSTRAINT IF EXISTS redirects_target_same_site',
      );
      await insert(from!, to!);
      const response = await search('an-us', from!);
      expect(response).toMatchObject({ status: 404, body: { code: 'REDIRECT_NOT_FOUND' } });
      const logged = own
        .logLines()
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => line.msg.includes(`the target of ${from}`));
      expect(logged).toEqual([expect.objectContaining({ level: 50 })]);
    },
  );

  it('follows a chain to its end: a -> b -> c answers c, as temporary as its least permanent hop', async () => {
    await insert('/chain-a', '/chain-b', 301);
    await insert('/chain-b', '/chain-c', 302);
    await insert('/chain-c', '/dresses', 301);
    expect((await search('an-us', '/chain-a')).body).toEqual({
      redirectPath: '/dresses',
      statusCode: 302,
    });
    expect((await search('an-uk', '/en-gb/chain-a')).body).toEqual({
      redirectPath: '/en-gb/dresses',
      statusCode: 302,
    });
  });

  it.each([
    [['/loop-a', '/loop-b', '/loop-a'], 'redirect loop: /loop-a -> /loop-b -> /loop-a'],
    [['/self', '/self'], 'redirect loop: /self -> /self'],
    [
      ['/h0', '/h1', '/h2', '/h3', '/h4', '/h5', '/h6'],
      'redirect chain longer than 5 hops: /h0 -> /h1 -> /h2 -> /h3 -> /h4 -> /h5',
    ],
  ])('ends %j on the server: 404 and one error line', async (chain, problem) => {
    for (let index = 0; index + 1 < chain.length; index += 1) {
      await insert(chain[index]!, chain[index + 1]!);
    }
    const response = await search('an-us', chain[0]!);
    expect(response).toMatchObject({ status: 404, body: { code: 'REDIRECT_NOT_FOUND' } });
    expect(own.logLines().filter((line) => line.includes(problem))).toHaveLength(1);
  });
});
