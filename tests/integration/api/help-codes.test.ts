import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, signedIn } from './fixtures/checkout.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';
import { normalizeHelpCode } from '../../../commerce-api/profile/help-code-routes.ts';

/**
 * Help codes (shell spec §2.4 #help-code, issue 13): the API makes the code a shopper reads to
 * customer service and keeps who asked for it, so that a call-centre agent can look the shopper
 * up; nobody else can, a code lasts a day and stays within its brand.
 */
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const CREATE = (siteId = 'an-us') => `/profile/v0/${siteId}/help-codes`;
const LOOKUP = (code: string, siteId = 'an-us') =>
  `/profile/v0/${siteId}/help-codes/${encodeURIComponent(code)}`;
const CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

describe('help codes (shell spec §2.4 #help-code)', () => {
  it('a signed-in shopper gets a code that an agent of the brand looks up, typed any way', async () => {
    const { client, user } = await signedIn(api);
    const made = await client.post<{ code: string; expiresAt: string }>(CREATE(), {
      page: '/shop/a-dress',
    });
    expect(made.status).toBe(201);
    expect(made.body.code).toMatch(CODE);
    const lifetime = Date.parse(made.body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);

    const agent = await signedIn(api, 'an-us', ['call-centre']);
    // Read over the phone: lower case, spaces instead of the dash.
    const typed = made.body.code.toLowerCase().replace('-', ' ');
    const found = await agent.client.get(LOOKUP(typed));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      code: made.body.code,
      siteId: 'an-us',
      page: '/shop/a-dress',
      customer: { id: user.id, email: user.email, name: { first: 'Test', last: 'Shopper' } },
    });
  });

  it('a guest gets one too; the lookup says guest', async () => {
    const client = await guest(api, 'an-fr');
    const made = await client.post<{ code: string }>(CREATE('an-fr'), {});
    expect(made.status).toBe(201);
    const agent = await signedIn(api, 'an-us', ['call-centre']);
    const found = await agent.client.get(LOOKUP(made.body.code));
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ siteId: 'an-fr', customer: null, page: null });
  });

  it('only a call-centre agent may look a code up', async () => {
    const client = await guest(api);
    const made = await client.post<{ code: string }>(CREATE(), {});
    expect((await client.get(LOOKUP(made.body.code))).body).toMatchObject({
      code: 'FORBIDDEN_SCOPE',
    });
    const shopper = await signedIn(api);
    expect((await shopper.client.get(LOOKUP(made.body.code))).status).toBe(403);
    expect((await api.client().get(LOOKUP(made.body.code))).status).toBe(401);
  });

  it('an agent of another brand, an expired code and a made-up one are not found', async () => {
    const client = await guest(api);
    const made = await client.post<{ code: string }>(CREATE(), {});
    const otherBrand = await signedIn(api, 'fp-us', ['call-centre']);
    const elsewhere = await otherBrand.client.get(LOOKUP(made.body.code, 'fp-us'));
    expect(elsewhere).toMatchObject({ status: 404, body: { code: 'HELP_CODE_NOT_FOUND' } });

    const agent = await signedIn(api, 'an-us', ['call-centre']);
    await api.db.query(
      `UPDATE help_codes SET expires_at = now() - interval '1 second' WHERE code = $1`,
      [made.body.code],
    );
    const expired = await agent.client.get(LOOKUP(made.body.code));
    expect(expired).toMatchObject({ status: 404, body: { code: 'HELP_CODE_NOT_FOUND' } });
    expect((expired.body as { message: string }).message).toMatch(/a code lasts a day/);
    for (const bogus of ['ABCD-EFG0', 'short', "x' OR '1'='1"]) {
      expect((await agent.client.get(LOOKUP(bogus))).status, bogus).toBe(404);
    }
  });

  it('needs a token, refuses a page that is not a path, and limits how many a caller makes', async () => {
    expect((await api.client().post(CREATE(), {})).status).toBe(401);
    const client = await guest(api);
    const bad = await client.post(CREATE(), { page: 'https://evil.example/?q=1' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid parameters for help code',
        field_errors: [expect.objectContaining({ field: 'page' })],
      },
    });
    let status = 201;
    for (let made = 0; made < 25 && status === 201; made += 1) {
      status = (await client.post(CREATE(), {})).status;
    }
    expect(status).toBe(429);
  });
});

describe('normalizeHelpCode', () => {
  it.each([
    ['abcd-efgh', 'ABCD-EFGH'],
    [' ABCD EFGH ', 'ABCD-EFGH'],
    ['ABCDEFGH', 'ABCD-EFGH'],
    ['ABCD-EFG0', undefined], // 0 is a look-alike the alphabet leaves out
    ['ABCD-EFGHJ', undefined],
    ['', undefined],
  ])('%j is %j', (typed, stored) => {
    expect(normalizeHelpCode(typed)).toBe(stored);
  });
});
