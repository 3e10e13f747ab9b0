import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encryptForServer,
  encryptedCard,
  futureExpiry,
  signIn,
  usAddress,
} from './fixtures/profile.ts';
import { createUser, startApi } from './harness.ts';
import type { TestApi, TestClient } from './harness.ts';

let api: TestApi;

/** Starting validates every brand config and migrates a fresh database: slow on a busy machine. */
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

const ME = '/profile/v0/an-us/me';
const ADDRESSES = `${ME}/addresses`;
const PAYMENTS = `${ME}/payments`;

type Body = Record<string, unknown>;
type Fields = { field_errors: { field: string; code: string }[] };

const fieldsOf = (body: unknown) => (body as Fields).field_errors.map((entry) => entry.field);
const codesOf = (body: unknown) => (body as Fields).field_errors.map((entry) => entry.code);

async function addAddress(client: TestClient, overrides: Body = {}): Promise<string> {
  const response = await client.post<{ id: string }>(ADDRESSES, { address: usAddress(overrides) });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function addCard(
  client: TestClient,
  number = '4111111111111111',
  extra: Body = {},
): Promise<string> {
  const response = await client.post<{ id: string }>(PAYMENTS, {
    paymentType: 'CREDIT_CARD',
    creditCardDetail: await encryptedCard(client, { number, expiry: futureExpiry() }),
    ...extra,
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** The account refusals of shell spec §6: 401 without a token, 403 REAUTH_REQUIRED once lapsed. */
async function expectAccountScopes(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
) {
  const anonymous = await api.client()[method](path, body as never);
  expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  const { client } = await signIn(api);
  await client.post('/__test/tokens/current/lapse');
  expect(await client[method](path, body as never)).toMatchObject({
    status: 403,
    body: { code: 'REAUTH_REQUIRED' },
  });
}

describe('registration: POST /profile/v0/{siteId}/users (designed; shell spec §2.4)', () => {
  it('creates a user of the brand who can then log in', async () => {
    const email = `New.${Date.now()}@Example.com`;
    const response = await api.client().post('/profile/v0/an-us/users', {
      email,
      password: 'sunflower 42',
      name: { first: 'Ada', last: 'Lovelace' },
      gender: 'FEMALE',
    });
    expect(response).toMatchObject({
      status: 201,
      body: {
        emailAddress: email.toLowerCase(),
        name: { first: 'Ada', last: 'Lovelace' },
        gender: 'FEMALE',
        profileId: expect.any(String),
      },
    });
    const login = await api
      .client()
      .post('/auth/v0/an-us/tokens/login', { email, password: 'sunflower 42' });
    expect(login.status).toBe(200);
  });

  it('opts the account in to email where the site switch says so (shell spec §5, US only)', async () => {
    const us = `optin-${Date.now()}@example.com`;
    const uk = `optin-uk-${Date.now()}@example.com`;
    const body = { password: 'sunflower 42', name: { first: 'A', last: 'B' } };
    await api.client().post('/profile/v0/an-us/users', { ...body, email: us });
    await api.client().post('/profile/v0/an-uk/users', { ...body, email: uk });
    const rows = await api.db.query<{ email: string }>(
      'SELECT email FROM subscriptions WHERE email = ANY($1::text[])',
      [[us, uk]],
    );
    expect(rows.map((row) => row.email)).toEqual([us]);
  });

  it('answers 409 EMAIL_IN_USE for an address with an account, whatever its case', async () => {
    const user = await createUser(api.db);
    const response = await api.client().post('/profile/v0/an-us/users', {
      email: user.email.toUpperCase(),
      password: 'sunflower 42',
      name: { first: 'A', last: 'B' },
    });
    expect(response).toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } });
  });

  it('the same address may have an account with another brand', async () => {
    const user = await createUser(api.db);
    const response = await api.client().post('/profile/v0/fp-us/users', {
      email: user.email,
      password: 'sunflower 42',
      name: { first: 'A', last: 'B' },
    });
    expect(response.status).toBe(201);
  });

  it.each([
    [{ password: 'sunflowers' }, 'PASSWORD_TOO_WEAK'],
    [{ password: 'sun 42' }, 'minLength'],
    [{ email: 'not-an-email' }, 'format'],
    [{ name: { first: 'A' } }, 'required'],
    [{ isAdmin: true }, 'additionalProperties'],
  ])('refuses %o with 400 (%s)', async (change, code) => {
    const response = await api.client().post('/profile/v0/an-us/users', {
      email: `x-${Date.now()}@example.com`,
      password: 'sunflower 42',
      name: { first: 'A', last: 'B' },
      ...change,
    });
    expect(response.status).toBe(400);
    expect(codesOf(response.body)).toContain(code);
  });
});

describe('GET /profile/v0/{siteId}/me (shell spec §3.2, §7)', () => {
  it('answers the profile fields', async () => {
    const { client, user } = await signIn(api);
    const response = await client.get(ME);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      profileId: user.id,
      emailAddress: user.email,
      name: { first: 'Test', last: 'Shopper' },
      discounts: [],
      student: false,
      membershipRenewalEligible: false,
    });
  });

  it('adds the loyalty account with loyalty=true and privacy data with privacyInfo=true', async () => {
    const { client, user } = await signIn(api);
    await api.db.query(
      `UPDATE users SET profile = profile || '{"loyalty":{"loyaltyId":"L-1","userName":"ada"}}' WHERE id = $1`,
      [user.id],
    );
    expect((await client.get(ME)).body).not.toHaveProperty('loyalty');
    expect((await client.get(`${ME}?loyalty=true`)).body).toMatchObject({
      loyalty: { loyaltyId: 'L-1' },
      loyaltyUserName: 'ada',
    });
    await client.post(`${ME}/preferences`, {
      global: { privacyOptOutLocations: [{ countryCode: 'US', regionCode: 'CA' }] },
    });
    const privacy = await client.get<{ privacyLocations: unknown[] }>(`${ME}?privacyInfo=true`);
    expect(privacy.body).toMatchObject({
      privacyOptOutLocations: [{ countryCode: 'US', regionCode: 'CA' }],
    });
    expect(privacy.body.privacyLocations).toContainEqual({ countryCode: 'US', regionCode: 'CA' });
  });

  it('refuses a query value other than true or false', async () => {
    const { client } = await signIn(api);
    const response = await client.get(`${ME}?loyalty=yes`);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual(['loyalty']);
  });

  it('needs a signed-in user: 401 without a token, 403 LOGIN_REQUIRED for a guest', async () => {
    expect((await api.client().get(ME)).status).toBe(401);
    const guest = api.client();
    await guest.post('/auth/v0/an-us/tokens/guest');
    expect(await guest.get(ME)).toMatchObject({ status: 403, body: { code: 'LOGIN_REQUIRED' } });
  });

  it('a registered token whose authorization lapsed still reads the profile (shell start-up)', async () => {
    const { client } = await signIn(api);
    await client.post('/__test/tokens/current/lapse');
    expect((await client.get(ME)).status).toBe(200);
  });

  it('refuses a token of another brand', async () => {
    const { client } = await signIn(api);
    expect(await client.get('/profile/v0/fp-us/me')).toMatchObject({
      status: 401,
      body: { code: 'TOKEN_OTHER_BRAND' },
    });
    expect((await client.get('/profile/v0/an-uk/me')).status).toBe(200);
  });
});

describe('PUT /profile/v0/{siteId}/me (shell spec §3.2)', () => {
  it('replaces the editable fields', async () => {
    const { client } = await signIn(api);
    const addressId = await addAddress(client);
    const response = await client.put(ME, {
      name: { first: ' Ada ', last: 'Byron' },
      dateOfBirth: '1990-12-10',
      gender: 'FEMALE',
      defaultShippingAddressId: addressId,
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        name: { first: 'Ada', last: 'Byron' },
        dateOfBirth: '1990-12-10',
        gender: 'FEMALE',
        defaultShippingAddressId: addressId,
      },
    });
    const cleared = await client.put(ME, { name: { first: 'Ada', last: 'Byron' } });
    expect(cleared.body).not.toHaveProperty('gender');
    expect(cleared.body).toMatchObject({ defaultShippingAddressId: addressId });
  });

  it.each([
    [{ emailAddress: 'new@example.com' }, 'emailAddress'],
    [{ dateOfBirth: '10/12/1990' }, 'dateOfBirth'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    [{ gender: 'OTHER' }, 'gender'],
    [{ name: { first: '', last: 'B' } }, 'name.first'],
  ])('refuses %o with 400 naming %s', async (change, field) => {
    const { client } = await signIn(api);
    const response = await client.put(ME, { name: { first: 'A', last: 'B' }, ...change });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('answers 404 for a default address or card of another user', async () => {
    const owner = await signIn(api);
    const addressId = await addAddress(owner.client);
    const paymentId = await addCard(owner.client);
    const { client } = await signIn(api);
    const name = { first: 'A', last: 'B' };
    expect((await client.put(ME, { name, defaultShippingAddressId: addressId })).status).toBe(404);
    expect((await client.put(ME, { name, defaultPaymentId: paymentId })).status).toBe(404);
  });

  it('needs an authorized token', async () => {
    await expectAccountScopes('put', ME, { name: { first: 'A', last: 'B' } });
  });
});

describe('PATCH /profile/v0/{siteId}/me (shell spec §7: replace ops on four paths)', () => {
  it('replaces the first and last name and the defaults; null clears a default', async () => {
    const { client } = await signIn(api);
    const addressId = await addAddress(client);
    const paymentId = await addCard(client);
    const response = await client.patch(ME, [
      { op: 'replace', path: '/name/first', value: 'Grace' },
      { op: 'replace', path: '/name/last', value: 'Hopper' },
      { op: 'replace', path: '/defaultShippingAddressId', value: addressId },
      { op: 'replace', path: '/defaultPaymentId', value: null },
    ]);
    expect(response).toMatchObject({
      status: 200,
      body: { name: { first: 'Grace', last: 'Hopper' }, defaultShippingAddressId: addressId },
    });
    expect(response.body).not.toHaveProperty('defaultPaymentId');
    const again = await client.patch(ME, [
      { op: 'replace', path: '/defaultPaymentId', value: paymentId },
    ]);
    expect(again.body).toMatchObject({ defaultPaymentId: paymentId, name: { first: 'Grace' } });
  });

  it.each([
    [[{ op: 'add', path: '/name/first', value: 'X' }], '0.op'],
    [[{ op: 'replace', path: '/emailAddress', value: 'x@example.com' }], '0.path'],
    [[{ op: 'remove', path: '/defaultPaymentId' }], '0.op'],
    [[{ op: 'replace', path: '/name/first', value: 42 }], '0.value'],
    [[{ op: 'replace', path: '/defaultShippingAddressId', value: 'not-a-uuid' }], '0.value'],
    [[], 'body'],
    [{ op: 'replace', path: '/name/first', value: 'X' }, 'body'],
  ])('refuses %j with 400 naming %s', async (operations, field) => {
    const { client } = await signIn(api);
    const response = await client.patch(ME, operations);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('answers 404 for another user’s address and leaves the profile unchanged', async () => {
    const owner = await signIn(api);
    const addressId = await addAddress(owner.client);
    const { client } = await signIn(api);
    const response = await client.patch(ME, [
      { op: 'replace', path: '/name/first', value: 'Changed' },
      { op: 'replace', path: '/defaultShippingAddressId', value: addressId },
    ]);
    expect(response.status).toBe(404);
    expect((await client.get(ME)).body).toMatchObject({ name: { first: 'Test' } });
  });

  it('needs an authorized token', async () => {
    await expectAccountScopes('patch', ME, [{ op: 'replace', path: '/name/first', value: 'X' }]);
  });
});

describe('preferences (shell spec §3.2, §4 profile start-up, §7)', () => {
  it('GET answers 404 until POST creates them from the site; a second POST is 409', async () => {
    const { client } = await signIn(api, { siteId: 'an-uk' });
    const path = '/profile/v0/an-uk/me/preferences';
    expect(await client.get(path)).toMatchObject({
      status: 404,
      body: { code: 'PREFERENCES_NOT_FOUND' },
    });
    const created = await client.post(path, { web: { interstitialDeclined: false } });
    expect(created).toMatchObject({
      status: 201,
      body: {
        global: { language: 'en-GB', country: 'GB', currency: 'GBP', favoriteStores: [] },
        web: { interstitialDeclined: false },
      },
    });
    expect(await client.post(path, {})).toMatchObject({
      status: 409,
      body: { code: 'PREFERENCES_EXIST' },
    });
    expect((await client.get(path)).body).toEqual(created.body);
  });

  it('ten concurrent POSTs create the preferences once: one 201, nine 409', async () => {
    const { client } = await signIn(api);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => client.post(`${ME}/preferences`, {})),
    ).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
  });

  it('PUT global replaces the global preferences but keeps the privacy opt-outs', async () => {
    const { client } = await signIn(api);
    await client.post(`${ME}/preferences`, {
      global: { privacyOptOutLocations: [{ countryCode: 'US', regionCode: 'CA' }] },
    });
    const response = await client.put(`${ME}/preferences/global`, {
      language: 'fr-CA',
      country: 'CA',
      currency: 'CAD',
      favoriteStores: ['0042'],
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        global: {
          language: 'fr-CA',
          country: 'CA',
          currency: 'CAD',
          favoriteStores: ['0042'],
          privacyOptOutLocations: [{ countryCode: 'US', regionCode: 'CA' }],
        },
      },
    });
  });

  it('PUT web carries interstitialDeclined, and creates the preferences when there are none', async () => {
    const { client } = await signIn(api);
    const response = await client.put(`${ME}/preferences/web`, { interstitialDeclined: true });
    expect(response).toMatchObject({
      status: 200,
      body: { web: { interstitialDeclined: true }, global: { language: 'en-US' } },
    });
  });

  it.each([
    ['global', { currency: 'XYZ' }, 'currency'],
    ['global', { language: 'en' }, 'language'],
    ['global', { theme: 'dark' }, 'theme'],
    ['web', { interstitialDeclined: 'yes' }, 'interstitialDeclined'],
    ['web', { other: true }, 'other'],
  ])('PUT %s refuses %o', async (part, body, field) => {
    const { client } = await signIn(api);
    const response = await client.put(`${ME}/preferences/${part}`, body);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('PATCH v1 adds the privacy opt-out locations (deduplicated) and the global preferences', async () => {
    const { client } = await signIn(api);
    const path = '/profile/v1/an-us/me/preferences';
    expect(
      await client.patch(path, [{ op: 'add', path: '/global/privacyOptOutLocations', value: [] }]),
    ).toMatchObject({ status: 404, body: { code: 'PREFERENCES_NOT_FOUND' } });
    await client.post(`${ME}/preferences`, {});
    const opted = await client.patch(path, [
      {
        op: 'add',
        path: '/global/privacyOptOutLocations',
        value: [
          { countryCode: 'US', regionCode: 'CA' },
          { countryCode: 'US', regionCode: 'CA' },
          { countryCode: 'US', regionCode: 'CO' },
        ],
      },
    ]);
    expect(opted).toMatchObject({
      status: 200,
      body: {
        global: {
          language: 'en-US',
          privacyOptOutLocations: [
            { countryCode: 'US', regionCode: 'CA' },
            { countryCode: 'US', regionCode: 'CO' },
          ],
        },
      },
    });
    const replaced = await client.patch(path, [
      { op: 'add', path: '/global', value: { language: 'es-ES', currency: 'EUR' } },
    ]);
    expect(replaced.body).toEqual({
      global: {
        language: 'es-ES',
        currency: 'EUR',
        privacyOptOutLocations: [
          { countryCode: 'US', regionCode: 'CA' },
          { countryCode: 'US', regionCode: 'CO' },
        ],
      },
      web: {},
    });
  });

  it.each([
    [[{ op: 'replace', path: '/global', value: {} }], '0.op'],
    [[{ op: 'add', path: '/web', value: {} }], '0.path'],
    [
      [{ op: 'add', path: '/global/privacyOptOutLocations', value: [{ countryCode: 'usa' }] }],
      '0.value.0.countryCode',
    ],
    [[{ op: 'add', path: '/global', value: { currency: 'XYZ' } }], '0.value.currency'],
  ])('PATCH v1 refuses %j', async (operations, field) => {
    const { client } = await signIn(api);
    const response = await client.patch('/profile/v1/an-us/me/preferences', operations);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('works with a registered token whose authorization lapsed; 401 without a token', async () => {
    const { client } = await signIn(api);
    await client.post('/__test/tokens/current/lapse');
    expect((await client.post(`${ME}/preferences`, {})).status).toBe(201);
    expect((await client.put(`${ME}/preferences/web`, { interstitialDeclined: true })).status).toBe(
      200,
    );
    expect((await api.client().get(`${ME}/preferences`)).status).toBe(401);
  });
});

describe('loyalty rewards: GET /profile/v0/{siteId}/me/loyalty/rewards (shell spec §3.2, §7)', () => {
  it('lists the awards with totalNumberOfRecords', async () => {
    const { client, user } = await signIn(api);
    const award = {
      key: 'A-1',
      number: '1001',
      createDate: '2025-01-01',
      startDate: '2025-01-01',
      expiryDate: '2025-12-31',
      statusCode: 'ACTIVE',
      statusDescription: 'Active',
      promoRule: {
        campaignName: 'Birthday',
        promoCode: 'BDAY15',
        shortDescription: '15% off',
        longDescription: '15% off one order',
      },
    };
    await api.db.query(
      `UPDATE users SET profile = profile || jsonb_build_object('loyalty', $2::jsonb) WHERE id = $1`,
      [user.id, JSON.stringify({ loyaltyId: 'L-9', awards: [award] })],
    );
    expect(await client.get(`${ME}/loyalty/rewards`)).toMatchObject({
      status: 200,
      body: { awards: [award], totalNumberOfRecords: 1 },
    });
  });

  it('answers 404 LOYALTY_ACCOUNT_REQUIRED without a loyalty account', async () => {
    const { client } = await signIn(api);
    expect(await client.get(`${ME}/loyalty/rewards`)).toMatchObject({
      status: 404,
      body: { code: 'LOYALTY_ACCOUNT_REQUIRED' },
    });
  });

  it('needs an authorized token', async () => {
    await expectAccountScopes('get', `${ME}/loyalty/rewards`);
  });
});

describe('addresses (shell spec §3.2 address wrapper, §5 phone digits, §7)', () => {
  it('adds, lists, reads, replaces and deletes an address; the first becomes the default', async () => {
    const { client } = await signIn(api);
    const created = await client.post(ADDRESSES, {
      address: usAddress({ address2: '', postalCode: '19112-1234' }),
      visible: true,
      nickName: 'Home',
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        nickName: 'Home',
        visible: true,
        address: { phoneNumber: '2155550100', postalCode: '19112-1234', region: 'PA' },
      },
    });
    expect(created.body.address).not.toHaveProperty('address2');
    const id = (created.body as { id: string }).id;
    expect((await client.get(ME)).body).toMatchObject({ defaultShippingAddressId: id });
    const second = await addAddress(client, { city: 'Pittsburgh', postalCode: '15213' });
    expect((await client.get(ME)).body).toMatchObject({ defaultShippingAddressId: id });
    expect((await client.get<unknown[]>(ADDRESSES)).body).toHaveLength(2);
    expect((await client.get(`${ADDRESSES}/${second}`)).body).toMatchObject({
      address: { city: 'Pittsburgh' },
    });
    const replaced = await client.put(`${ADDRESSES}/${id}`, {
      address: usAddress({ address1: '1 Market St' }),
      visible: false,
    });
    expect(replaced).toMatchObject({
      status: 200,
      body: { id, visible: false, address: { address1: '1 Market St' } },
    });
    expect((await client.delete(`${ADDRESSES}/${id}`)).status).toBe(204);
    expect((await client.get(`${ADDRESSES}/${id}`)).status).toBe(404);
    expect((await client.get(ME)).body).not.toHaveProperty('defaultShippingAddressId');
  });

  it.each([
    [{ region: 'ZZ' }, 'address.region', 'REGION_INVALID'],
    [{ region: undefined }, 'address.region', 'REGION_INVALID'],
    [{ postalCode: '1911' }, 'address.postalCode', 'POSTAL_CODE_INVALID'],
    [{ country: 'JP' }, 'address.country', 'COUNTRY_NOT_SUPPORTED'],
    [{ phoneNumber: '555-01' }, 'address.phoneNumber', 'PHONE_NUMBER_INVALID'],
    [{ phoneNumber: 'call me' }, 'address.phoneNumber', 'pattern'],
    [{ address1: 'x'.repeat(51) }, 'address.address1', 'maxLength'],
    [{ address2: 'x'.repeat(51) }, 'address.address2', 'maxLength'],
    [{ city: 'x'.repeat(41) }, 'address.city', 'maxLength'],
    [{ postalCode: '1'.repeat(11) }, 'address.postalCode', 'maxLength'],
    [{ name: { first: 'x'.repeat(41), last: 'B' } }, 'address.name.first', 'maxLength'],
    [{ name: { first: 'A', last: 'x'.repeat(41) } }, 'address.name.last', 'maxLength'],
    [{ city: undefined }, 'address.city', 'required'],
  ])('refuses %o: %s %s', async (change, field, code) => {
    const { client } = await signIn(api);
    const response = await client.post(ADDRESSES, { address: usAddress(change) });
    expect(response.status).toBe(400);
    expect((response.body as Fields).field_errors).toContainEqual(
      expect.objectContaining({ field, code }),
    );
  });

  it('accepts a country another site of the brand serves (one address book per brand)', async () => {
    const { client } = await signIn(api);
    const response = await client.post(ADDRESSES, {
      address: usAddress({ country: 'GB', region: '', city: 'London', postalCode: 'SW1A 1AA' }),
    });
    expect(response.status).toBe(201);
  });

  it('answers 404 for another user’s address or a malformed id, and leaves it untouched', async () => {
    const owner = await signIn(api);
    const id = await addAddress(owner.client);
    const { client } = await signIn(api);
    expect((await client.get(`${ADDRESSES}/${id}`)).status).toBe(404);
    expect((await client.put(`${ADDRESSES}/${id}`, { address: usAddress() })).status).toBe(404);
    expect((await client.delete(`${ADDRESSES}/${id}`)).status).toBe(404);
    expect((await client.get(`${ADDRESSES}/not-a-uuid`)).status).toBe(404);
    expect((await client.get<unknown[]>(ADDRESSES)).body).toEqual([]);
    expect((await owner.client.get(`${ADDRESSES}/${id}`)).status).toBe(200);
  });

  it('needs an authorized token', async () => {
    await expectAccountScopes('get', ADDRESSES);
    await expectAccountScopes('post', ADDRESSES, { address: usAddress() });
  });
});

describe('payments (shell spec §3.2 payment, §7; catalogue spec §7; DESIGN §8)', () => {
  it('saves an encrypted card, lists it and keeps only brand, last four and expiry', async () => {
    const { client } = await signIn(api);
    const addressId = await addAddress(client);
    const expiry = futureExpiry();
    const response = await client.post(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      visible: true,
      creditCardDetail: {
        ...(await encryptedCard(client, { number: '3782 822463 10005', expiry })),
        addressId,
      },
    });
    expect(response).toMatchObject({
      status: 201,
      body: {
        paymentType: 'CREDIT_CARD',
        visible: true,
        creditCardDetail: {
          cardType: 'AMEX',
          lastFourDigits: '0005',
          expirationMonth: 8,
          expirationYear: 2000 + Number(expiry.slice(3)),
          needsVerification: false,
          addressId,
          address: { id: addressId, address: { city: 'Philadelphia' } },
        },
      },
    });
    const id = (response.body as { id: string }).id;
    expect((await client.get(ME)).body).toMatchObject({ defaultPaymentId: id });
    expect((await client.get<unknown[]>(PAYMENTS)).body).toEqual([response.body]);
  });

  it('hides a card saved with visible false unless includeHidden=true', async () => {
    const { client } = await signIn(api);
    const hidden = await addCard(client, '4111111111111111', { visible: false });
    expect((await client.get<unknown[]>(PAYMENTS)).body).toEqual([]);
    expect((await client.get(ME)).body).not.toHaveProperty('defaultPaymentId');
    const all = await client.get<{ id: string }[]>(`${PAYMENTS}?includeHidden=true`);
    expect(all.body.map((payment) => payment.id)).toEqual([hidden]);
    expect((await client.get(`${PAYMENTS}?includeHidden=1`)).status).toBe(400);
  });

  it('saves a new billing address given with the card as a hidden address', async () => {
    const { client } = await signIn(api);
    const response = await client.post<{ creditCardDetail: { addressId: string } }>(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: {
        ...(await encryptedCard(client, { number: '4111111111111111', expiry: futureExpiry() })),
        address: usAddress(),
      },
    });
    expect(response.status).toBe(201);
    const address = await client.get(`${ADDRESSES}/${response.body.creditCardDetail.addressId}`);
    expect(address.body).toMatchObject({ visible: false, address: { city: 'Philadelphia' } });
  });

  it.each([
    [{ number: '4111111111111112', expiry: 'FUTURE' }, 'CARD_NUMBER_INVALID'],
    [{ number: '4111111111111111', expiry: '01/20' }, 'CARD_EXPIRED'],
    [{ number: '4111111111111111', expiry: '2030-01' }, 'CARD_EXPIRY_INVALID'],
  ])('refuses the card %o with 400 %s', async (card, code) => {
    const { client } = await signIn(api);
    const expiry = card.expiry === 'FUTURE' ? futureExpiry() : card.expiry;
    const response = await client.post(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: await encryptedCard(client, { ...card, expiry }),
    });
    expect(response).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(codesOf(response.body)).toEqual([code]);
  });

  it('refuses a card brand the site does not accept (payment rules from brand config)', async () => {
    const { client } = await signIn(api, { siteId: 'an-uk' });
    const response = await client.post('/profile/v0/an-uk/me/payments', {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: await encryptedCard(
        client,
        { number: '3530111333300000', expiry: futureExpiry() },
        'an-uk',
      ),
    });
    expect(response.status).toBe(400);
    expect(codesOf(response.body)).toEqual(['CARD_TYPE_NOT_ACCEPTED']);
  });

  it('refuses an unknown key, a payload it cannot decrypt, and a clear-text number', async () => {
    const { client } = await signIn(api);
    const card = await encryptedCard(client, {
      number: '4111111111111111',
      expiry: futureExpiry(),
    });
    const unknownKey = await client.post(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: { ...card, encryptionId: 'card-key-404' },
    });
    expect(codesOf(unknownKey.body)).toEqual(['ENCRYPTION_KEY_UNKNOWN']);
    const { generateKeyPairSync } = await import('node:crypto');
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    const foreign = await client.post(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: {
        encryptionId: card.encryptionId,
        encryptedCardData: await encryptForServer(String(otherKey), { number: '4111111111111111' }),
      },
    });
    expect(codesOf(foreign.body)).toEqual(['CARD_UNREADABLE']);
    const clear = await client.post(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: { encryptionId: card.encryptionId, number: '4111111111111111' },
    });
    expect(clear.status).toBe(400);
    expect(fieldsOf(clear.body)).toEqual(
      expect.arrayContaining(['creditCardDetail.number', 'creditCardDetail.encryptedCardData']),
    );
  });

  it.each([
    [{ paymentType: 'PAYPAL' }, 'paymentType'],
    [{ creditCardDetail: undefined }, 'creditCardDetail'],
    [{ visible: 'yes' }, 'visible'],
  ])('refuses %o', async (change, field) => {
    const { client } = await signIn(api);
    const card = await encryptedCard(client, {
      number: '4111111111111111',
      expiry: futureExpiry(),
    });
    const response = await client.post(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: card,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('PUT hides a card and changes its expiry; a past expiry is refused', async () => {
    const { client } = await signIn(api);
    const id = await addCard(client);
    const year = new Date().getUTCFullYear() + 3;
    const response = await client.put(`${PAYMENTS}/${id}`, {
      visible: false,
      creditCardDetail: { expirationMonth: 2, expirationYear: year },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { visible: false, creditCardDetail: { expirationMonth: 2, expirationYear: year } },
    });
    const past = await client.put(`${PAYMENTS}/${id}`, {
      creditCardDetail: { expirationMonth: 1, expirationYear: 2020 },
    });
    expect(codesOf(past.body)).toEqual(['CARD_EXPIRED']);
    const half = await client.put(`${PAYMENTS}/${id}`, {
      creditCardDetail: { expirationMonth: 1 },
    });
    expect(half.status).toBe(400);
    expect((await client.put(`${PAYMENTS}/${id}`, {})).status).toBe(400);
  });

  it('DELETE removes a card and clears the default payment', async () => {
    const { client } = await signIn(api);
    const id = await addCard(client);
    expect((await client.delete(`${PAYMENTS}/${id}`)).status).toBe(204);
    expect((await client.get<unknown[]>(`${PAYMENTS}?includeHidden=true`)).body).toEqual([]);
    expect((await client.get(ME)).body).not.toHaveProperty('defaultPaymentId');
  });

  it('verifies a card that needs it with its encrypted security code', async () => {
    const { client } = await signIn(api);
    const id = await addCard(client);
    await api.db.query('UPDATE payments SET needs_verification = true WHERE id = $1', [id]);
    const key = await client.get<{ publicEncryptionKey: { pem: string }; encryptionId: string }>(
      '/configuration/v0/an-us/configuration/pxp-public-key',
    );
    const send = async (securityCode: string) =>
      client.post(`${PAYMENTS}/${id}/verification`, {
        encryptionId: key.body.encryptionId,
        encryptedSecurityCode: await encryptForServer(key.body.publicEncryptionKey.pem, {
          securityCode,
        }),
      });
    const wrong = await send('1234');
    expect(codesOf(wrong.body)).toEqual(['SECURITY_CODE_INVALID']);
    expect(await send('123')).toMatchObject({
      status: 200,
      body: { creditCardDetail: { needsVerification: false } },
    });
  });

  it('answers 404 for another user’s card on PUT, DELETE and verification', async () => {
    const owner = await signIn(api);
    const id = await addCard(owner.client);
    const { client } = await signIn(api);
    expect((await client.put(`${PAYMENTS}/${id}`, { visible: false })).status).toBe(404);
    expect((await client.delete(`${PAYMENTS}/${id}`)).status).toBe(404);
    const verification = await client.post(`${PAYMENTS}/${id}/verification`, {
      encryptionId: 'card-key-1',
      encryptedSecurityCode: 'A'.repeat(344),
    });
    expect(verification.status).toBe(404);
    expect((await owner.client.get<unknown[]>(PAYMENTS)).body).toHaveLength(1);
  });

  it('answers 404 for a billing address of another user', async () => {
    const owner = await signIn(api);
    const addressId = await addAddress(owner.client);
    const { client } = await signIn(api);
    const response = await client.post(PAYMENTS, {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: {
        ...(await encryptedCard(client, { number: '4111111111111111', expiry: futureExpiry() })),
        addressId,
      },
    });
    expect(response.status).toBe(404);
    expect((await client.get<unknown[]>(`${PAYMENTS}?includeHidden=true`)).body).toEqual([]);
  });

  it('needs an authorized token', async () => {
    await expectAccountScopes('get', PAYMENTS);
    await expectAccountScopes('delete', `${PAYMENTS}/00000000-0000-4000-8000-000000000000`);
  });
});

describe('one-time codes and credentials (shell spec §3.2, §7; DESIGN §8)', () => {
  async function code(client: TestClient, target: Body) {
    const response = await client.post<{ referenceId: string; code: string }>(
      `${ME}/verifications`,
      target,
    );
    expect(response.status).toBe(201);
    return { referenceId: response.body.referenceId, otp: response.body.code };
  }

  it('POST /me/verifications answers a referenceId (and the code, in test mode only)', async () => {
    const { client } = await signIn(api);
    const response = await client.post(`${ME}/verifications`, { phoneNumber: '2155550100' });
    expect(response).toMatchObject({
      status: 201,
      body: {
        referenceId: expect.any(String),
        channel: 'SMS',
        code: expect.stringMatching(/^\d{6}$/),
      },
    });
    const [row] = await api.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM verifications WHERE reference_id = $1',
      [(response.body as { referenceId: string }).referenceId],
    );
    expect(row?.code_hash).not.toContain((response.body as { code: string }).code);
  });

  it.each([
    [{}, 'body'],
    [{ phoneNumber: '2155550100', emailAddress: 'a@example.com' }, 'body'],
    [{ phone: '2155550100' }, 'phone'],
    [{ phoneNumber: '+1 215 555 0100' }, 'phoneNumber'],
    [{ emailAddress: 'nope' }, 'emailAddress'],
  ])('refuses %o', async (body, field) => {
    const { client } = await signIn(api);
    const response = await client.post(`${ME}/verifications`, body);
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('rate-limits codes: the sixth request in the window answers 429 with the wait (issue 10)', async () => {
    const { client } = await signIn(api);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(
        await client.post(`${ME}/verifications`, { emailAddress: `n${attempt}@example.com` }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = answers.at(-1)!;
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(800);
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfterSeconds));
  });

  it('adds a phone number with a code; the code works once; POST again is 409', async () => {
    const { client } = await signIn(api);
    const proof = await code(client, { phoneNumber: '2155550111' });
    const added = await client.post(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550111',
      ...proof,
    });
    expect(added).toMatchObject({ status: 200, body: { phone: { number: '2155550111' } } });
    const replay = await client.put(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550111',
      ...proof,
    });
    expect(replay).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
    const again = await client.post(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550111',
      ...(await code(client, { phoneNumber: '2155550111' })),
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'PHONE_NUMBER_EXISTS' } });
    const changed = await client.put(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550112',
      ...(await code(client, { phoneNumber: '2155550112' })),
    });
    expect(changed.body).toMatchObject({ phone: { number: '2155550112' } });
  });

  it('one code used by ten concurrent requests changes the number once', async () => {
    const { client } = await signIn(api);
    const proof = await code(client, { phoneNumber: '2155550141' });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.put(`${ME}/credentials/phonenumber`, { phoneNumber: '2155550141', ...proof }),
      ),
    ).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, ...Array<number>(9).fill(400)]);
  });

  it('refuses a code for another number, a wrong code, and locks the code after five tries', async () => {
    const { client } = await signIn(api);
    const proof = await code(client, { phoneNumber: '2155550121' });
    const otherNumber = await client.post(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550122',
      ...proof,
    });
    expect(otherNumber.body).toMatchObject({ code: 'OTP_INVALID' });
    const wrong = proof.otp === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await client.post(`${ME}/credentials/phonenumber`, {
        phoneNumber: '2155550121',
        referenceId: proof.referenceId,
        otp: wrong,
      });
      expect(response).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
    }
    const locked = await client.post(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550121',
      ...proof,
    });
    expect(locked).toMatchObject({ status: 429, body: { code: 'OTP_LOCKED' } });
  });

  it('refuses a phone number of another account with 409, before using the code', async () => {
    const first = await signIn(api);
    await first.client.post(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550131',
      ...(await code(first.client, { phoneNumber: '2155550131' })),
    });
    const { client } = await signIn(api);
    const proof = await code(client, { phoneNumber: '2155550131' });
    const response = await client.post(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550131',
      ...proof,
    });
    expect(response).toMatchObject({ status: 409, body: { code: 'PHONE_NUMBER_IN_USE' } });
  });

  it.each([
    [{ phoneNumber: '(215) 555-0100' }, 'phoneNumber'],
    [{ otp: '12345' }, 'otp'],
    [{ referenceId: 'ref' }, 'referenceId'],
  ])('phone credentials refuse %o', async (change, field) => {
    const { client } = await signIn(api);
    const response = await client.post(`${ME}/credentials/phonenumber`, {
      phoneNumber: '2155550100',
      otp: '123456',
      referenceId: '00000000-0000-4000-8000-000000000000',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual([field]);
  });

  it('PUT v1 username changes the sign-in address with a code sent to it', async () => {
    const { client, user } = await signIn(api);
    const email = `renamed-${Date.now()}@example.com`;
    const proof = await code(client, { emailAddress: email });
    const response = await client.put('/profile/v1/an-us/me/credentials/username', {
      username: email,
      ...proof,
    });
    expect(response).toMatchObject({ status: 200, body: { emailAddress: email } });
    const login = await api
      .client()
      .post('/auth/v0/an-us/tokens/login', { email, password: user.password });
    expect(login.status).toBe(200);
  });

  it('PUT v1 username answers 409 for an address of another account', async () => {
    const other = await createUser(api.db);
    const { client } = await signIn(api);
    const proof = await code(client, { emailAddress: other.email });
    const response = await client.put('/profile/v1/an-us/me/credentials/username', {
      username: other.email,
      ...proof,
    });
    expect(response).toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } });
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { client, user } = await signIn(api);
    const elsewhere = api.client();
    await elsewhere.post('/auth/v0/an-us/tokens/login', {
      email: user.email,
      password: user.password,
    });
    const wrong = await client.put(`${ME}/credentials/password`, {
      currentPassword: 'not it',
      newPassword: 'new password 1',
    });
    expect(codesOf(wrong.body)).toEqual(['CURRENT_PASSWORD_WRONG']);
    const weak = await client.put(`${ME}/credentials/password`, {
      currentPassword: user.password,
      newPassword: 'onlyletters',
    });
    expect(codesOf(weak.body)).toEqual(['PASSWORD_TOO_WEAK']);
    const changed = await client.put(`${ME}/credentials/password`, {
      currentPassword: user.password,
      newPassword: 'new password 1',
    });
    expect(changed.status).toBe(204);
    expect((await client.get(ME)).status).toBe(200);
    expect(await elsewhere.get(ME)).toMatchObject({ status: 401, body: { code: 'TOKEN_INVALID' } });
    const login = await api
      .client()
      .post('/auth/v0/an-us/tokens/login', { email: user.email, password: 'new password 1' });
    expect(login.status).toBe(200);
  });

  it('resets a forgotten password with a code sent to the address; every session ends', async () => {
    const { client, user } = await signIn(api);
    const anonymous = api.client();
    const request = await anonymous.post<{ referenceId: string; code: string }>(
      '/profile/v0/an-us/password-resets',
      { emailAddress: user.email.toUpperCase() },
    );
    expect(request).toMatchObject({ status: 202, body: { channel: 'EMAIL' } });
    const wrong = await anonymous.put('/profile/v0/an-us/credentials/password', {
      emailAddress: user.email,
      referenceId: request.body.referenceId,
      otp: request.body.code === '000000' ? '111111' : '000000',
      newPassword: 'reset password 2',
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
    const reset = await anonymous.put('/profile/v0/an-us/credentials/password', {
      emailAddress: user.email,
      referenceId: request.body.referenceId,
      otp: request.body.code,
      newPassword: 'reset password 2',
    });
    expect(reset.status).toBe(204);
    expect((await client.get(ME)).status).toBe(401);
    const login = await api
      .client()
      .post('/auth/v0/an-us/tokens/login', { email: user.email, password: 'reset password 2' });
    expect(login.status).toBe(200);
  });

  it('answers a reset request for an unknown address the same way; its code resets nothing', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const request = await api
      .client()
      .post<{ referenceId: string; code: string }>('/profile/v0/an-us/password-resets', {
        emailAddress: email,
      });
    expect(request.status).toBe(202);
    const reset = await api.client().put('/profile/v0/an-us/credentials/password', {
      emailAddress: email,
      referenceId: request.body.referenceId,
      otp: request.body.code,
      newPassword: 'reset password 2',
    });
    expect(reset).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
  });

  it('needs an authorized token for account credentials', async () => {
    await expectAccountScopes('post', `${ME}/verifications`, { phoneNumber: '2155550100' });
    await expectAccountScopes('put', `${ME}/credentials/password`, {
      currentPassword: 'x',
      newPassword: 'new password 1',
    });
  });
});

describe('employee link: POST /profile/v0/{siteId}/me/employee (shell spec §3.2, §6)', () => {
  it('links the employee id and gives the employee role', async () => {
    const { client, user } = await signIn(api);
    const employeeId = String(100000 + Math.floor(Math.random() * 800000));
    const response = await client.post(`${ME}/employee`, {
      continent: 'NORTH_AMERICA',
      employeeId,
      storeLocation: 'Philadelphia',
    });
    expect(response).toMatchObject({
      status: 200,
      body: { employee: { employeeId, name: 'Test Shopper' } },
    });
    const [row] = await api.db.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row?.roles).toEqual(['employee']);
    const other = await signIn(api);
    expect(
      await other.client.post(`${ME}/employee`, {
        continent: 'EUROPE',
        employeeId,
        storeLocation: 'London',
      }),
    ).toMatchObject({ status: 409, body: { code: 'EMPLOYEE_ID_IN_USE' } });
  });

  it.each([
    [{ continent: 'ATLANTIS' }, 'continent'],
    [{ employeeId: 'E12' }, 'employeeId'],
    [{ storeLocation: '' }, 'storeLocation'],
  ])('refuses %o', async (change, field) => {
    const { client } = await signIn(api);
    const response = await client.post(`${ME}/employee`, {
      continent: 'EUROPE',
      employeeId: '12345',
      storeLocation: 'London',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('needs an authorized token', async () => {
    await expectAccountScopes('post', `${ME}/employee`, {
      continent: 'EUROPE',
      employeeId: '12345',
      storeLocation: 'London',
    });
  });
});

describe('traits: /profile/v0/{siteId}/me/traits (catalogue spec §7 "Profile")', () => {
  it('GET, POST (object, merged) and PATCH (list)', async () => {
    const { client } = await signIn(api);
    expect((await client.get(`${ME}/traits`)).body).toEqual({});
    await client.post(`${ME}/traits`, { style: 'boho', sizes: ['S', 'M'] });
    expect((await client.post(`${ME}/traits`, { loyal: true })).body).toEqual({
      style: 'boho',
      sizes: ['S', 'M'],
      loyal: true,
    });
    const patched = await client.patch(`${ME}/traits`, [
      { op: 'remove', path: '/loyal' },
      { op: 'replace', path: '/style', value: 'classic' },
      { op: 'add', path: '/visits', value: 3 },
    ]);
    expect(patched).toMatchObject({
      status: 200,
      body: { style: 'classic', sizes: ['S', 'M'], visits: 3 },
    });
    expect((await client.get(`${ME}/traits`)).body).toEqual(patched.body);
  });

  it('refuses replacing or removing a trait that is not there, and changes nothing', async () => {
    const { client } = await signIn(api);
    await client.post(`${ME}/traits`, { style: 'boho' });
    const response = await client.patch(`${ME}/traits`, [
      { op: 'add', path: '/visits', value: 1 },
      { op: 'remove', path: '/missing' },
    ]);
    expect(response.status).toBe(400);
    expect(codesOf(response.body)).toEqual(['TRAIT_NOT_FOUND']);
    expect((await client.get(`${ME}/traits`)).body).toEqual({ style: 'boho' });
  });

  it.each([
    ['post', {}],
    ['post', { 'bad key': 1 }],
    ['post', { style: { nested: true } }],
    ['patch', [{ op: 'add', path: '/style' }]],
    ['patch', [{ op: 'move', path: '/style', value: 1 }]],
  ] as const)('%s refuses %j', async (method, body) => {
    const { client } = await signIn(api);
    expect((await client[method](`${ME}/traits`, body)).status).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await api.client().get(`${ME}/traits`)).status).toBe(401);
  });
});
