import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './fixtures/profile.ts';
import { startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

/** Starting validates every brand config and migrates a fresh database: slow on a busy machine. */
beforeAll(async () => {
  api = await startApi();
}, 60_000);
afterAll(() => api.close());

const SUBSCRIBE = '/profile/v0/an-us/marketing-subscriptions';
const CONTACT_US = '/profile/v0/an-us/contact-us';
const CATALOG = '/profile/v0/an-us/catalog-requests';
const EMAIL = '/slipstream/api/email/v0';

let counter = 0;
const uniqueEmail = () => `form-${Date.now()}-${(counter += 1)}@example.com`;

async function subscriptionsFor(email: string) {
  return api.db.query<{ site_id: string; payload: Record<string, unknown> }>(
    'SELECT site_id, payload FROM subscriptions WHERE lower(email) = lower($1)',
    [email],
  );
}

describe('marketing subscriptions (shell spec §3.2, §5, §7)', () => {
  it('keeps the required fields and only the non-empty others, phone stripped to digits', async () => {
    const email = uniqueEmail();
    const response = await api.client().post(SUBSCRIBE, {
      emailAddress: email,
      gender: 'UNKNOWN',
      source: 'EMAIL_SIGNUP_MODAL',
      additionalBrands: ['free-people'],
      firstName: 'Ada',
      lastName: '',
      postalCode: '  ',
      mobilePhoneNumber: '+1 (215) 555-0100',
      country: 'US',
    });
    expect(response.status).toBe(201);
    const [row] = await subscriptionsFor(email);
    expect(row?.site_id).toBe('an-us');
    expect(row?.payload).toEqual({
      action: 'SUBSCRIBE',
      emailAddress: email,
      gender: 'UNKNOWN',
      source: 'EMAIL_SIGNUP_MODAL',
      additionalBrands: ['free-people'],
      firstName: 'Ada',
      mobilePhoneNumber: '12155550100',
      country: 'US',
    });
  });

  it('keeps one subscription per site and address: signing up again replaces it', async () => {
    const email = uniqueEmail();
    const body = { emailAddress: email, gender: 'FEMALE', source: 'FOOTER', additionalBrands: [] };
    await api.client().post(SUBSCRIBE, body);
    await api
      .client()
      .post(SUBSCRIBE, { ...body, emailAddress: email.toUpperCase(), action: 'UNSUBSCRIBE' });
    const rows = await subscriptionsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload.action).toBe('UNSUBSCRIBE');
  });

  it.each(['additionalBrands', 'gender', 'source'])('requires %s', async (field) => {
    const body: Record<string, unknown> = {
      emailAddress: uniqueEmail(),
      gender: 'UNKNOWN',
      source: 'FOOTER',
      additionalBrands: [],
    };
    delete body[field];
    expect(await api.client().post(SUBSCRIBE, body)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', field_errors: [expect.objectContaining({ field })] },
    });
  });

  it('requires an email address from a shopper who is not signed in', async () => {
    const response = await api
      .client()
      .post(SUBSCRIBE, { gender: 'UNKNOWN', source: 'FOOTER', additionalBrands: [] });
    expect(response).toMatchObject({
      status: 400,
      body: { field_errors: [expect.objectContaining({ field: 'emailAddress' })] },
    });
  });

  it('refuses an unknown additional brand, a short phone number and SMS where not offered', async () => {
    const base = { emailAddress: uniqueEmail(), gender: 'UNKNOWN', source: 'FOOTER' };
    expect(
      (await api.client().post(SUBSCRIBE, { ...base, additionalBrands: ['no-such-brand'] })).body,
    ).toMatchObject({ field_errors: [expect.objectContaining({ code: 'BRAND_UNKNOWN' })] });
    expect(
      (
        await api
          .client()
          .post(SUBSCRIBE, { ...base, additionalBrands: [], mobilePhoneNumber: '12-34' })
      ).body,
    ).toMatchObject({ field_errors: [expect.objectContaining({ code: 'PHONE_NUMBER_INVALID' })] });
    // an-de offers no SMS marketing (site config smsMarketing.countries is empty).
    const german = await api.client().post('/profile/v0/an-de/marketing-subscriptions', {
      ...base,
      additionalBrands: [],
      mobilePhoneNumber: '+49 30 1234567',
    });
    expect(german.body).toMatchObject({
      field_errors: [expect.objectContaining({ code: 'SMS_MARKETING_UNAVAILABLE' })],
    });
  });

  it('/me/marketing-subscriptions uses the account’s address and needs a signed-in shopper', async () => {
    const { client, user } = await signIn(api);
    const response = await client.post('/profile/v0/an-us/me/marketing-subscriptions', {
      gender: 'UNKNOWN',
      source: 'ACCOUNT_SETTINGS',
      additionalBrands: [],
    });
    expect(response).toMatchObject({ status: 201, body: { emailAddress: user.email } });
    expect(await subscriptionsFor(user.email)).toHaveLength(1);
    const anonymous = await api.client().post('/profile/v0/an-us/me/marketing-subscriptions', {
      gender: 'UNKNOWN',
      source: 'X',
      additionalBrands: [],
    });
    expect(anonymous.status).toBe(401);
  });

  it('GET /me/marketing-subscriptions says whether the account’s address is subscribed on the site, with its texts number (shell spec §1)', async () => {
    const { client, user } = await signIn(api);
    const ME = '/profile/v0/an-us/me/marketing-subscriptions';
    expect((await client.get(ME)).body).toEqual({ emailAddress: user.email, subscribed: false });
    await client.post(ME, {
      gender: 'UNKNOWN',
      source: 'ACCOUNT_SETTINGS',
      additionalBrands: [],
      mobilePhoneNumber: '(215) 555-0100',
      country: 'US',
    });
    expect((await client.get(ME)).body).toEqual({
      emailAddress: user.email,
      subscribed: true,
      mobilePhoneNumber: '2155550100',
    });
    // Another site of the brand keeps its own list.
    expect((await client.get('/profile/v0/an-uk/me/marketing-subscriptions')).body).toMatchObject({
      subscribed: false,
    });
    // Unsubscribing is a sign-up with action UNSUBSCRIBE: the number is no longer said.
    await client.post(ME, {
      gender: 'UNKNOWN',
      source: 'ACCOUNT_SETTINGS',
      additionalBrands: [],
      action: 'UNSUBSCRIBE',
    });
    expect((await client.get(ME)).body).toEqual({ emailAddress: user.email, subscribed: false });
    // Another address's sign-up is not the account's.
    const other = await signIn(api);
    await other.client.post(ME, {
      emailAddress: uniqueEmail(),
      gender: 'UNKNOWN',
      source: 'ACCOUNT_SETTINGS',
      additionalBrands: [],
    });
    expect((await other.client.get(ME)).body).toMatchObject({ subscribed: false });
    expect((await api.client().get(ME)).status).toBe(401);
  });
});

describe('contact us (shell spec §3.2, §5, §8 "Invalid parameters for contact us")', () => {
  const valid = () => ({
    name: { first: 'Ada', last: 'Lovelace' },
    replyToEmail: 'ada@example.com',
    subjectCode: 'ORDER_STATUS',
    subjectText: 'Where is my order?',
    message: 'It has been a week.',
  });

  it('stores the message', async () => {
    const response = await api.client().post(CONTACT_US, valid());
    expect(response).toMatchObject({ status: 201, body: { status: 'RECEIVED' } });
    const [row] = await api.db.query<{ kind: string; payload: unknown }>(
      'SELECT kind, payload FROM form_submissions WHERE id = $1',
      [(response.body as { id: string }).id],
    );
    expect(row).toMatchObject({ kind: 'contact-us', payload: valid() });
  });

  it.each([
    ['name.first', { name: { last: 'Lovelace' } }],
    ['name.last', { name: { first: 'Ada', last: '' } }],
    ['replyToEmail', { replyToEmail: 'not-an-email' }],
    ['subjectCode', { subjectCode: undefined }],
    ['subjectText', { subjectText: ' ' }],
  ])('refuses a missing or bad %s with the spec message', async (field, change) => {
    const response = await api.client().post(CONTACT_US, { ...valid(), ...change });
    expect(response).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid parameters for contact us',
        field_errors: expect.arrayContaining([expect.objectContaining({ field })]),
      },
    });
  });
});

describe('catalogue requests (shell spec §3.2, §5, §8 "Invalid parameters for request a catalog")', () => {
  const MESSAGE = 'Invalid parameters for request a catalog';
  const valid = () => ({
    name: { first: 'Ada', last: 'Lovelace' },
    address1: '5000 South Broad Street',
    poBox: '',
    city: 'Philadelphia',
    region: 'PA',
    postalCode: '19112',
    country: 'US',
  });

  it('stores a request on a US site with the switch on, and on the Canadian site', async () => {
    const response = await api.client().post(CATALOG, valid());
    expect(response).toMatchObject({ status: 201, body: { status: 'RECEIVED' } });
    const [row] = await api.db.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM form_submissions WHERE id = $1',
      [(response.body as { id: string }).id],
    );
    expect(row?.payload).not.toHaveProperty('poBox');
    expect(row?.payload).toMatchObject({ address1: '5000 South Broad Street', region: 'PA' });
    const canada = await api.client().post('/profile/v0/an-ca/catalog-requests', {
      ...valid(),
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CA',
    });
    expect(canada.status).toBe(201);
  });

  it('is offered only on US and CA sites whose catalogRequest switch is on', async () => {
    for (const siteId of ['an-uk', 'uo-us']) {
      expect(
        await api.client().post(`/profile/v0/${siteId}/catalog-requests`, valid()),
      ).toMatchObject({
        status: 404,
        body: { code: 'CATALOG_REQUEST_UNAVAILABLE' },
      });
    }
  });

  it.each([
    ['name.first', { name: { last: 'Lovelace' } }],
    ['address1', { address1: '' }],
    ['city', { city: undefined }],
    ['region', { region: undefined }],
    ['postalCode', { postalCode: undefined }],
    ['country', { country: 'GB' }],
  ])('refuses a missing or bad %s with the spec message', async (field, change) => {
    const response = await api.client().post(CATALOG, { ...valid(), ...change });
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: MESSAGE,
        field_errors: expect.arrayContaining([expect.objectContaining({ field })]),
      },
    });
  });

  it('refuses a region of another country and a postal code of the wrong shape', async () => {
    const region = await api.client().post(CATALOG, { ...valid(), region: 'ON' });
    expect(region.body).toMatchObject({
      message: MESSAGE,
      field_errors: [expect.objectContaining({ field: 'region', code: 'REGION_INVALID' })],
    });
    const postal = await api.client().post(CATALOG, { ...valid(), postalCode: 'ABCDE' });
    expect(postal.body).toMatchObject({
      message: MESSAGE,
      field_errors: [expect.objectContaining({ field: 'postalCode', code: 'POSTAL_CODE_INVALID' })],
    });
  });
});

describe('trade programme applications (shell spec §5 "trade forms limited to certain countries per brand")', () => {
  const TRADE = '/profile/v0/an-us/trade-applications';
  const MESSAGE = 'Invalid parameters for trade application';
  const valid = () => ({
    businessName: '  Lovelace Interiors ',
    businessType: 'INTERIOR_DESIGN',
    taxId: '12-3456789',
    name: { first: 'Ada', last: 'Lovelace' },
    email: 'ada@example.com',
    phoneNumber: '2155550100',
    website: 'https://lovelace.example',
    country: 'US',
  });

  it('stores an application on an-us (switch on, US listed), the EIN without its dash', async () => {
    const response = await api.client().post(TRADE, valid());
    expect(response).toMatchObject({ status: 201, body: { status: 'RECEIVED' } });
    const [row] = await api.db.query<{
      kind: string;
      site_id: string;
      payload: Record<string, unknown>;
    }>('SELECT kind, site_id, payload FROM form_submissions WHERE id = $1', [
      (response.body as { id: string }).id,
    ]);
    expect(row).toMatchObject({ kind: 'trade-application', site_id: 'an-us' });
    expect(row?.payload).toMatchObject({
      businessName: 'Lovelace Interiors',
      taxId: '123456789',
      country: 'US',
      name: { first: 'Ada', last: 'Lovelace' },
    });
  });

  it('is offered only where the site switch is on and the brand lists the site country', async () => {
    // an-ca and an-uk: switch off; uo-us: its brand lists no trade countries.
    for (const siteId of ['an-ca', 'an-uk', 'uo-us']) {
      expect(
        await api.client().post(`/profile/v0/${siteId}/trade-applications`, valid()),
      ).toMatchObject({ status: 404, body: { code: 'TRADE_FORMS_UNAVAILABLE' } });
    }
  });

  it.each([
    ['businessName', { businessName: ' ' }],
    ['businessType', { businessType: 'FLORIST' }],
    ['phoneNumber', { phoneNumber: '555' }],
    ['website', { website: 'lovelace' }],
    ['email', { email: 'ada@' }],
    ['name.last', { name: { first: 'Ada' } }],
  ])('refuses a missing or bad %s with its message', async (field, change) => {
    const response = await api.client().post(TRADE, { ...valid(), ...change });
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: MESSAGE,
        field_errors: expect.arrayContaining([expect.objectContaining({ field })]),
      },
    });
  });

  it("refuses a country the brand does not list and a tax id not in the country's shape", async () => {
    const country = await api.client().post(TRADE, { ...valid(), country: 'GB' });
    expect(country.body).toMatchObject({
      message: MESSAGE,
      field_errors: expect.arrayContaining([
        expect.objectContaining({ field: 'country', code: 'COUNTRY_NOT_OFFERED' }),
      ]),
    });
    const taxId = await api.client().post(TRADE, { ...valid(), taxId: '12-34567' });
    expect(taxId.body).toMatchObject({
      message: MESSAGE,
      field_errors: [expect.objectContaining({ field: 'taxId', code: 'TAX_ID_INVALID' })],
    });
  });
});

describe('generic email form: POST /slipstream/api/email/v0 (shell spec §5, §7)', () => {
  const MESSAGE = 'Invalid parameters for the generic email form';
  const valid = () => ({
    emailtype: 'MANUAL_EMAIL',
    brand: 'anthropologie',
    campaignId: 'TRADE_PROGRAM',
    body: { company: 'Ada & Co', message: 'Hello' },
    config: { template: 'trade' },
    brandCode: 'AN',
    eid: 'eid-123',
    sendToEmail: 'trade@example.com',
  });

  it('queues the email on the brand’s default site', async () => {
    const response = await api.client().post(EMAIL, valid());
    expect(response).toMatchObject({ status: 202, body: { status: 'QUEUED' } });
    const [row] = await api.db.query<{ kind: string; site_id: string }>(
      'SELECT kind, site_id FROM form_submissions WHERE id = $1',
      [(response.body as { id: string }).id],
    );
    expect(row).toEqual({ kind: 'email', site_id: 'an-us' });
  });

  it.each([
    ['body', { body: 'text' }],
    ['config', { config: undefined }],
    ['brandCode', { brandCode: '' }],
    ['eid', { eid: undefined }],
    ['sendToEmail', { sendToEmail: '' }],
    ['emailtype', { emailtype: 'AUTO_EMAIL' }],
    ['campaignId', { campaignId: undefined }],
    ['brand', { brand: 'no-such-brand' }],
  ])('refuses a missing or bad %s', async (field, change) => {
    const response = await api.client().post(EMAIL, { ...valid(), ...change });
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: MESSAGE,
        field_errors: expect.arrayContaining([expect.objectContaining({ field })]),
      },
    });
  });
});
