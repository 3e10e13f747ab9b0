import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { recordingDatabase } from '../../../scripts/lib/query-recorder.ts';
import { insertCategory, insertProduct, insertRates } from './fixtures/catalog.ts';
import { openTestDatabase, startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * Issue 9 item 7: a listing counts its facets only when the caller asks (`facets: true`, what
 * refinement controls send). Product trays and listings without controls get no facets and the
 * database is not asked to count them: the recorded statements prove it, not only the answer.
 */
let db: Database;
let api: TestApi;
let take: () => { sql: string }[];

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  const recorder = recordingDatabase(db);
  take = recorder.take;
  api = await startApi({ db: recorder.db });
  await insertRates(db);
  await insertCategory(db, 'anthropologie', 'dresses', 'Dresses');
  for (const [index, colour] of [
    ['041', 'Navy'],
    ['001', 'Black'],
  ].entries()) {
    await insertProduct(db, {
      id: `an-900${index}`,
      slug: `facet-dress-${index}`,
      styleNumber: `AN-900${index}-001`,
      displayName: `Facet Dress ${index}`,
      category: 'dresses',
      skus: [
        {
          id: `an-900${index}-s`,
          color: colour![0]!,
          colorName: colour![1]!,
          size: 'S',
          list: 100,
          stock: { US_DIRECT: [5, 0] },
        },
      ],
    });
  }
}, 120_000);

afterAll(async () => {
  await api.close();
  await db.close();
});

async function listing(body: Record<string, unknown>) {
  take();
  const response = await api
    .client()
    .post<Record<string, unknown>>('/catalog/v0/an-us/categories/dresses/tiles', body, {
      'x-urbn-pool': 'US_DIRECT',
    });
  const statements = take().map((query) => query.sql);
  return { response, statements };
}

const countsFacets = (statements: string[]) =>
  statements.some((sql) => sql.includes('facet_rows') || sql.includes("'colorway' AS facet"));

describe('facets only when asked (issue 9 item 7)', () => {
  it('a listing that does not ask answers its tiles and total, no facets, and counts none', async () => {
    const { response, statements } = await listing({ pageSize: 72, skip: 0 });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body).not.toHaveProperty('facets');
    expect(statements.length).toBeGreaterThan(0);
    expect(countsFacets(statements)).toBe(false);
  });

  it('a product tray (categorytray, a few tiles) does not count them either', async () => {
    const { response, statements } = await listing({
      pageSize: 5,
      skip: 0,
      projectionSlug: 'categorytray',
      refinements: [{ facet: 'colorway', type: 'Value', value: 'Blue' }],
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(1);
    expect(response.body).not.toHaveProperty('facets');
    expect(countsFacets(statements)).toBe(false);
  });

  it('facets: true answers the counts, counted by the database', async () => {
    const { response, statements } = await listing({ pageSize: 72, skip: 0, facets: true });
    expect(response.status).toBe(200);
    const facets = response.body.facets as { name: string; values?: { value: string }[] }[];
    const colours = facets.find((facet) => facet.name === 'colorway')?.values;
    expect(colours?.map((entry) => entry.value).sort()).toEqual(['Black', 'Blue']);
    expect(countsFacets(statements)).toBe(true);
  });

  it('refuses a facets value that is not a boolean, with the field named', async () => {
    const { response } = await listing({ pageSize: 72, skip: 0, facets: 'yes' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('facets');
  });
});
