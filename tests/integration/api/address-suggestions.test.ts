import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePatterns } from '../../../commerce-api/carts/address-suggestions.ts';
import { insertStore } from './fixtures/catalog.ts';
import { guest } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

/**
 * The reference address lookup (issue 12; catalogue spec §5 "Address lookup suggestions offered
 * only for US, GB, FR, DE, AU, CA"): the brand's known addresses of the country matching every
 * word typed, at most five; other countries refused by the query schema.
 */
let api: TestApi;
const PATH = '/checkout/v0/an-us/address-suggestions';

interface Suggestions {
  suggestions: { id: string; label: string; address1: string; city: string; country: string }[];
}

beforeAll(async () => {
  api = await startApi();
  // insertStore writes "<name> Street 1" in the city <name>, country US.
  for (const [number, name] of [
    ['801', 'Walnut'],
    ['802', 'Walnut Hill'],
    ['803', 'Chestnut'],
    ['804', 'Market'],
  ] as const) {
    await insertStore(api.db, { storeNumber: number, name, lat: 39.95, lng: -75.17 });
  }
  await insertStore(api.db, {
    brandId: 'free-people',
    storeNumber: '805',
    name: 'Walnut',
    lat: 39.95,
    lng: -75.17,
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

describe('address suggestions', () => {
  it('suggests the addresses holding every word typed, those starting with the first word first', async () => {
    const client = await guest(api);
    const reply = await client.get<Suggestions>(`${PATH}?country=US&q=walnut%20street`);
    expect(reply.status).toBe(200);
    expect(reply.body.suggestions.map((entry) => entry.address1)).toEqual([
      'Walnut Hill Street 1',
      'Walnut Street 1',
    ]);
    expect(reply.body.suggestions[0]).toMatchObject({
      id: 'US-802',
      city: 'Walnut Hill',
      country: 'US',
      label: 'Walnut Hill Street 1, Walnut Hill',
    });
    const chestnut = await client.get<Suggestions>(`${PATH}?country=US&q=nut%20str`);
    expect(chestnut.body.suggestions.map((entry) => entry.address1)).toEqual([
      'Chestnut Street 1',
      'Walnut Hill Street 1',
      'Walnut Street 1',
    ]);
  });

  it('takes LIKE wildcards literally, and finds nothing in another country', async () => {
    const client = await guest(api);
    const wild = await client.get<Suggestions>(`${PATH}?country=US&q=%25%25%25`);
    expect(wild.body.suggestions).toEqual([]);
    const uk = await client.get<Suggestions>(`${PATH}?country=GB&q=walnut`);
    expect(uk.body.suggestions).toEqual([]);
  });

  it.each([
    ['a country without lookup (catalogue spec §5)', 'country=ES&q=walnut'],
    ['fewer than three characters', 'country=US&q=wa'],
    ['no country', 'q=walnut'],
  ])('400 for %s', async (_name, query) => {
    const client = await guest(api);
    expect((await client.get(`${PATH}?${query}`)).status).toBe(400);
  });

  it('401 without a token', async () => {
    expect((await api.client().get(`${PATH}?country=US&q=walnut`)).status).toBe(401);
  });

  it.each([
    ['words lowercased', 'Walnut  ST', ['%walnut%', '%st%']],
    ['wildcards escaped', '50%_off\\', ['%50\\%\\_off\\\\%']],
    ['blank', '  ,  ', []],
  ])('likePatterns: %s', (_name, typed, expected) => {
    expect(likePatterns(typed)).toEqual(expected);
  });
});
