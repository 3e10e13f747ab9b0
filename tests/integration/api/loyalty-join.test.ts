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

describe('entering the giveaway: POST /profile/v0/{siteId}/me/giveaway-entry (designed; shell spec §4, §8)', () => {
  it('refuses a shopper without a loyalty id with GIVEAWAYS_REQUIRE_LOYALTY, then enters the member once', async () => {
    const { client } = await signIn(api);
    expect(await client.post(`${ME}/giveaway-entry`, { acceptRules: true })).toMatchObject({
      status: 403,
      body: { code: 'GIVEAWAYS_REQUIRE_LOYALTY' },
    });
    await client.post(`${ME}/loyalty`);
    const entered = await client.post<{ id: string; status: string; enteredAt: string }>(
      `${ME}/giveaway-entry`,
      { acceptRules: true },
    );
    expect(entered).toMatchObject({ status: 201, body: { status: 'ENTERED' } });
    expect(Date.parse(entered.body.enteredAt)).not.toBeNaN();
    // Entering again answers the first entry: one row per shopper and site.
    expect(await client.post(`${ME}/giveaway-entry`, { acceptRules: true })).toMatchObject({
      status: 200,
      body: { id: entered.body.id, status: 'ALREADY_ENTERED' },
    });
    const rows = await api.db.query(
      `SELECT id FROM form_submissions WHERE kind = 'giveaway' AND id = $1`,
      [entered.body.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('needs the rules agreed to, and an authorized token', async () => {
    const { client } = await signIn(api);
    await client.post(`${ME}/loyalty`);
    for (const body of [{}, { acceptRules: false }, { acceptRules: 'yes' }]) {
      expect(await client.post(`${ME}/giveaway-entry`, body)).toMatchObject({
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Agree to the official rules to enter the giveaway',
        },
      });
    }
    expect((await api.client().post(`${ME}/giveaway-entry`, { acceptRules: true })).status).toBe(
      401,
    );
  });
});
