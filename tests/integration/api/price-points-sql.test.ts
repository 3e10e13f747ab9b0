import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pricePointSql,
  pricePointsOf,
  toPricePoint,
} from '../../../commerce-api/catalog/price-points.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { openTestDatabase } from './harness.ts';

/**
 * The price book's rule is written in TypeScript (views, cart) and in SQL (the listing's price
 * filter, registry skus): a filter must select exactly the prices the tiles show (issue 11).
 */
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db.close();
});

describe('the price book in SQL (issue 11)', () => {
  it.each(['GBP', 'EUR', 'CAD', 'AUD', 'NZD', 'CNY', 'HKD', 'JPY', 'USD'])(
    'agrees with TypeScript for %s',
    async (currency) => {
      const points = pricePointsOf(currency);
      const amounts = Array.from({ length: 2000 }, (_, index) => (index * 173) / 100);
      const [row] = await db.query<{ prices: string[] }>(
        `SELECT array_agg(${pricePointSql('a', points)}::text ORDER BY n) AS prices
           FROM unnest($1::numeric[]) WITH ORDINALITY AS t(a, n)`,
        [amounts],
      );
      expect(row!.prices.map(Number)).toEqual(
        amounts.map((amount) => toPricePoint(amount, points)),
      );
    },
  );
});
