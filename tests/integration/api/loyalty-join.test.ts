import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './fixtures/profile.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

const ME = '/profile/v0/an-us/me';

describe('joining rewards: POST /profile/v0/{siteId}/me/loyalty (designed; shell spec §6)', () => {
  it('gives the account a loyalty id once, answers the profile with it, and opens the rewards', async () => {
    const { client } = await signIn(api);
    expect((await client.get(`${ME}/loyalty/rewards`)).status).toBe(404);
    const joined = await client.post<{ loyalty?: { loyaltyId: string } }>(`${ME}/loyalty`);
    expect(joined.status).toBe(200);
    const loyaltyId = joined.body.loyalty?.loyaltyId ?? '';
    expect(loyaltyId).toMatch(/^ANL\d{8}$/);
    const again = await client.post<{ loyalty?: { loyaltyId: string } }>(`${ME}/loyalty`);
    expect(again.body.loyalty?.loyaltyId).toBe(loyaltyId);
    expect(await client.get(`${ME}/loyalty/rewards`)).toMatchObject({
      status: 200,
      body: { awards: [], totalNumberOfRecords: 0 },
    });
  });

  it('needs an authorized token', async () => {
    expect((await api.client().post(`${ME}/loyalty`)).status).toBe(401);
    const { client } = await signIn(api);
    await client.post('/__test/tokens/current/lapse');
    expect(await client.post(`${ME}/loyalty`)).toMatchObject({
      status: 403,
      body: { code: 'REAUTH_REQUIRED' },
    });
  });
});
