import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { insertCategory, insertProduct, insertRates } from './fixtures/catalog.ts';
import { openTestDatabase, startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * Issue 11: a vintage piece's condition on its listing tile, as on its product page (catalogue
 * spec §3 flags.isVintage; §9 vintage condition levels 7). The tile carries `vintageCondition`
 * only for a vintage product graded with a whole level of at least 1.
 */
let db: Database;
let api: TestApi;

const PRODUCTS = [
  { id: 'an-7001', flags: { isVintage: true }, content: { vintageCondition: 5 } },
  { id: 'an-7002', flags: { isVintage: true }, content: {} },
  { id: 'an-7003', flags: {}, content: { vintageCondition: 6 } },
  { id: 'an-7004', flags: { isVintage: true }, content: { vintageCondition: 'mint' } },
  { id: 'an-7005', flags: { isVintage: true }, content: { vintageCondition: 2.5 } },
] as const;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  api = await startApi({ db });
  await insertRates(db);
  await insertCategory(db, 'anthropologie', 'vintage', 'Vintage');
  for (const [index, product] of PRODUCTS.entries()) {
    await insertProduct(db, {
      id: product.id,
      slug: `vintage-piece-${index}`,
      styleNumber: `AN-700${index}-001`,
      displayName: `Vintage Piece ${index}`,
      category: 'vintage',
      flags: product.flags,
      content: product.content,
      skus: [
        {
          id: `${product.id}-s`,
          color: '001',
          colorName: 'Black',
          size: 'S',
          list: 100,
          stock: { US_DIRECT: [1, 0] },
        },
      ],
    });
  }
}, 120_000);

afterAll(async () => {
  await api.close();
  await db.close();
});

describe('vintage condition on listing tiles (catalogue spec §3 isVintage, §9)', () => {
  it('only a graded vintage piece carries its whole level', async () => {
    const response = await api
      .client()
      .post<{ records: { productId: string; vintageCondition?: number }[] }>(
        '/catalog/v0/an-us/categories/vintage/tiles',
        { pageSize: 72, skip: 0 },
        { 'x-urbn-pool': 'US_DIRECT' },
      );
    expect(response.status).toBe(200);
    const conditions = Object.fromEntries(
      response.body.records.map((tile) => [tile.productId, tile.vintageCondition ?? null]),
    );
    expect(conditions).toEqual({
      'an-7001': 5,
      'an-7002': null,
      'an-7003': null,
      'an-7004': null,
      'an-7005': null,
    });
  });

  it('a projection without it leaves it out; one naming it keeps it', async () => {
    const post = (projection: string[]) =>
      api
        .client()
        .post<{ records: Record<string, unknown>[] }>(
          '/catalog/v0/an-us/categories/vintage/tiles',
          { pageSize: 72, skip: 0, projection },
          { 'x-urbn-pool': 'US_DIRECT' },
        );
    const without = await post(['slug']);
    expect(without.body.records.some((tile) => 'vintageCondition' in tile)).toBe(false);
    const withIt = await post(['slug', 'vintageCondition']);
    expect(withIt.body.records.find((tile) => tile.productId === 'an-7001')).toMatchObject({
      vintageCondition: 5,
    });
  });
});
