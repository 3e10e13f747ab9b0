import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from './fixtures/catalog.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

// Philadelphia, a suburb, New York and Los Angeles; a sister brand's store next door.
const CITY_HALL = { lat: 39.9526, lng: -75.1652 };

beforeAll(async () => {
  api = await startApi();
  await insertStore(api.db, {
    storeNumber: '101',
    name: 'Rittenhouse',
    lat: 39.9496,
    lng: -75.1718,
    pickup: { pickUpService: ['IN_STORE'], SLA: '2 hours' },
  });
  await insertStore(api.db, {
    storeNumber: '102',
    name: 'King of Prussia',
    lat: 40.0886,
    lng: -75.3921,
  });
  await insertStore(api.db, { storeNumber: '103', name: 'SoHo', lat: 40.7233, lng: -73.9985 });
  await insertStore(api.db, {
    storeNumber: '104',
    name: 'Century City',
    lat: 34.0583,
    lng: -118.4186,
  });
  await insertStore(api.db, {
    brandId: 'free-people',
    storeNumber: '901',
    name: 'FP Walnut',
    lat: 39.95,
    lng: -75.17,
  });
}, 60_000);
afterAll(() => api.close());

type Store = {
  storeNumber: string;
  distance: number | null;
  distanceUnit: string;
  inStorePickUp: unknown;
  loc: unknown;
};
const search = (query: string) =>
  api.client().get<{ results: Store[] }>(`/misl/v1/stores/search?${query}`);
const near = (extra = '') =>
  search(`brandId=anthropologie&lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}&key=test-key${extra}`);

describe('GET /misl/v1/stores/search (catalogue spec §7 stores)', () => {
  it('answers the brand stores within 200 miles, nearest first', async () => {
    const response = await near();
    expect(response.status).toBe(200);
    expect(response.body.results.map((store) => store.storeNumber)).toEqual(['101', '102', '103']);
    const [first, second, third] = response.body.results;
    expect(first).toMatchObject({
      distanceUnit: 'mi',
      inStorePickUp: { pickUpService: ['IN_STORE'], SLA: '2 hours' },
      loc: { lat: 39.9496, lng: -75.1718 },
    });
    expect(first!.distance).toBeLessThan(1);
    // King of Prussia is about 15 miles out; SoHo about 80.
    expect(second!.distance).toBeGreaterThan(12);
    expect(second!.distance).toBeLessThan(18);
    expect(third!.distance).toBeGreaterThan(75);
    expect(third!.distance).toBeLessThan(85);
  });

  it('narrows by distance and measures in kilometres on request', async () => {
    expect((await near('&distance=20')).body.results.map((store) => store.storeNumber)).toEqual([
      '101',
      '102',
    ]);
    const km = await near('&distance=30&unit=km');
    expect(km.body.results.map((store) => store.storeNumber)).toEqual(['101', '102']);
    expect(km.body.results[1]!.distance).toBeGreaterThan(20);
    expect(km.body.results[1]!.distanceUnit).toBe('km');
  });

  it('answers one store by storeNumber', async () => {
    const response = await search('brandId=anthropologie&storeNumber=103');
    expect(response.body.results).toHaveLength(1);
    expect(response.body.results[0]).toMatchObject({ storeNumber: '103', distance: null });
    const missing = await search('brandId=anthropologie&storeNumber=999');
    expect(missing.status).toBe(404);
    // Another brand's store is not this brand's.
    expect((await search('brandId=anthropologie&storeNumber=901')).status).toBe(404);
  });

  it('answers 404 "Unable to find nearby store" when none is near (§8)', async () => {
    const response = await search('brandId=anthropologie&lat=64.1466&lng=-21.9426');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'STORE_NOT_FOUND',
      message: 'Unable to find nearby store',
    });
    expect((await search('brandId=terrain&lat=39.95&lng=-75.17')).status).toBe(404);
  });

  it.each([
    ['lat=abc&lng=-75.1', 'lat'],
    ['lat=39.9&lng=west', 'lng'],
    ['lat=95&lng=-75.1', 'lat'],
    ['lat=39.9&lng=-190', 'lng'],
    ['lat=39.9', 'lng'],
    ['lat=1e3&lng=2', 'lat'],
  ])('refuses non-numeric or impossible coordinates (§5): %s', async (query, field) => {
    const response = await search(`brandId=anthropologie&${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Store search needs numeric lat and lng.',
    });
    expect(
      (response.body as unknown as { field_errors: { field: string }[] }).field_errors.map(
        (error) => error.field,
      ),
    ).toContain(field);
  });

  it('refuses a search without position or store, a bad distance, and a bad query', async () => {
    expect((await search('brandId=anthropologie')).status).toBe(400);
    expect((await near('&distance=0')).status).toBe(400);
    expect((await near('&distance=far')).status).toBe(400);
    expect((await near('&unit=leagues')).status).toBe(400);
    expect((await search(`lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}`)).status).toBe(400);
    const unknown = await search(`brandId=nobody&lat=${CITY_HALL.lat}&lng=${CITY_HALL.lng}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'BRAND_NOT_FOUND' });
  });
});
