import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceApi } from '../../../commerce-api/app.ts';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import { decryptCard, getPublicKey } from '../../../commerce-api/payments/card-crypto.ts';
import {
  detectCardType,
  isExpired,
  parseExpiry,
  passesLuhn,
  stripToDigits,
} from '../../../commerce-api/payments/card-rules.ts';
import type { Database } from '../../../commerce-api/storage/database.ts';
import { migrate } from '../../../commerce-api/storage/migrate.ts';
import { encryptForServer, encryptedCard, futureExpiry, signIn } from './fixtures/profile.ts';
import { loadBrands, openTestDatabase, startApi, TestClient } from './harness.ts';
import type { TestApi } from './harness.ts';

/** Appends the Luhn check digit, to make valid numbers of any brand's prefix. */
function withCheckDigit(partial: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(partial + digit)) return partial + digit;
  }
  throw new Error('unreachable');
}

describe('card rules (shell spec §5, catalogue spec §5 "Card")', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['378282246310005', true],
    ['0', true],
    ['12a4', false],
  ])('Luhn check of %s is %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it('strips a card number to numerals', () => {
    expect(stripToDigits(' 4111-1111 1111.1111 ')).toBe('4111111111111111');
  });

  it.each([
    ['4111111111111111', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['371449635398431', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    [withCheckDigit('622126000000000'), 'DISCOVER'],
    [withCheckDigit('650000000000000'), 'DISCOVER'],
    ['3056930009020004', 'DINERS'],
    ['36227206271667', 'DINERS'],
    ['3530111333300000', 'JCB'],
    ['6200000000000005', 'CHINA_UNIONPAY'],
    [withCheckDigit('675964982643845'), 'MAESTRO'],
    [withCheckDigit('501800000000000'), 'MAESTRO'],
    ['9111111111111111', undefined],
  ])('%s is a %s card', (digits, type) => {
    expect(detectCardType(digits)).toBe(type);
  });

  it.each([
    ['08/27', { month: 8, year: 2027 }],
    [' 01/30 ', { month: 1, year: 2030 }],
    ['13/27', undefined],
    ['00/27', undefined],
    ['8/27', undefined],
    ['08/2027', undefined],
  ])('expiry "%s" reads as %o (MM/YY, year 20YY)', (value, expected) => {
    expect(parseExpiry(value)).toEqual(expected);
  });

  const june2026 = new Date(Date.UTC(2026, 5, 15));
  it.each([
    [{ month: 5, year: 2026 }, true, 'same year, earlier month'],
    [{ month: 6, year: 2026 }, false, 'same year and month'],
    [{ month: 1, year: 2027 }, false, 'later year'],
    [{ month: 12, year: 2025 }, true, 'earlier year'],
  ])('%o is expired: %s (%s)', (expiry, expired) => {
    expect(isExpired(expiry, june2026)).toBe(expired);
  });
});

describe('card encryption keys and decryption (DESIGN §8, issue item 5)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
  }, 60_000);
  afterAll(() => db.close());

  it('hands every caller the same key, even when they race to create it', async () => {
    const keys = await Promise.all([getPublicKey(db), getPublicKey(db), getPublicKey(db)]);
    expect(new Set(keys.map((key) => key.encryptionId)).size).toBe(1);
    expect(new Set(keys.map((key) => key.pem)).size).toBe(1);
    expect(keys[0]?.pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const [{ count }] = (await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM card_keys',
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('decrypts a WebCrypto RSA-OAEP payload and keeps brand, last four and expiry', async () => {
    const key = await getPublicKey(db);
    const payload = await encryptForServer(key.pem, {
      number: '4111 1111 1111 1111',
      expiry: '08/27',
    });
    expect(
      await decryptCard(db, key.encryptionId, payload, new Date(Date.UTC(2026, 0, 1))),
    ).toEqual({
      cardType: 'VISA',
      lastFour: '1111',
      expirationMonth: 8,
      expirationYear: 2027,
    });
  });

  it.each([
    [{ number: '4111111111111112', expiry: '08/27' }, 'CARD_NUMBER_INVALID'],
    [{ number: '4111', expiry: '08/27' }, 'CARD_NUMBER_INVALID'],
    [{ number: withCheckDigit('911111111111111'), expiry: '08/27' }, 'CARD_TYPE_UNKNOWN'],
    [{ number: '4111111111111111', expiry: '8/27' }, 'CARD_EXPIRY_INVALID'],
    [{ number: '4111111111111111', expiry: '12/25' }, 'CARD_EXPIRED'],
    [{ number: '4111111111111111', expiry: '08/27', securityCode: '12' }, 'SECURITY_CODE_INVALID'],
    [{ number: '378282246310005', expiry: '08/27', securityCode: '123' }, 'SECURITY_CODE_INVALID'],
    [{ number: '4111111111111111', expiry: '08/27', holder: 'x' }, 'CARD_FIELDS_UNKNOWN'],
  ])('refuses %o with %s', async (card, code) => {
    const key = await getPublicKey(db);
    const payload = await encryptForServer(key.pem, card);
    const failure = decryptCard(db, key.encryptionId, payload, new Date(Date.UTC(2026, 0, 1)));
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      fieldErrors: [expect.objectContaining({ code })],
    });
  });

  it('refuses an unknown key id and a payload that is not its ciphertext', async () => {
    const key = await getPublicKey(db);
    await expect(decryptCard(db, 'card-key-999', 'AAAA')).rejects.toMatchObject({
      fieldErrors: [expect.objectContaining({ code: 'ENCRYPTION_KEY_UNKNOWN' })],
    });
    await expect(
      decryptCard(db, key.encryptionId, Buffer.alloc(256, 7).toString('base64')),
    ).rejects.toMatchObject({
      fieldErrors: [expect.objectContaining({ code: 'CARD_UNREADABLE' })],
    });
    await expect(decryptCard(db, key.encryptionId, 'not base64!')).rejects.toMatchObject({
      fieldErrors: [expect.objectContaining({ code: 'CARD_UNREADABLE' })],
    });
  });
});

describe('the card number is never stored or logged (DESIGN §8, issue item 5)', () => {
  const NUMBER = '5555555555554444';
  const logLines: string[] = [];
  let db: Database;
  let app: FastifyInstance;
  let url: string;

  /** The API with a trace-level logger writing into logLines, over the same storage as the harness. */
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    app = Fastify({
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
    await app.register(commerceApi, {
      context: { db, brands: new BrandDirectory(loadBrands()), mode: 'test' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** Every text, json and array column of every table, searched for the number. */
  async function tablesHolding(value: string): Promise<string[]> {
    const columns = await db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema()
         AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')`,
    );
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const [row] = await db.query<{ hits: number }>(
        `SELECT count(*)::int AS hits FROM "${table_name}" WHERE "${column_name}"::text LIKE $1`,
        [`%${value}%`],
      );
      if ((row?.hits ?? 0) > 0) found.push(`${table_name}.${column_name}`);
    }
    return found;
  }

  it('saves a card encrypted in the browser: the API answers the last four only', async () => {
    const api = { url, db, client: () => new TestClient(url) } as unknown as TestApi;
    const { client } = await signIn(api);
    const card = await encryptedCard(client, { number: NUMBER, expiry: futureExpiry() });
    const saved = await client.post('/profile/v0/an-us/me/payments', {
      paymentType: 'CREDIT_CARD',
      visible: true,
      creditCardDetail: card,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      paymentType: 'CREDIT_CARD',
      creditCardDetail: { cardType: 'MASTERCARD', lastFourDigits: '4444' },
    });
    const listed = await client.get('/profile/v0/an-us/me/payments');
    expect(JSON.stringify(listed.body)).toContain('"lastFourDigits":"4444"');
    expect(JSON.stringify(listed.body)).not.toContain(NUMBER);

    // A refused card (expired) goes through the error path; it must not leak either.
    const expired = await encryptedCard(client, { number: NUMBER, expiry: '01/20' });
    const refused = await client.post('/profile/v0/an-us/me/payments', {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: expired,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).not.toContain(NUMBER);

    const [payment] = await db.query<Record<string, unknown>>('SELECT * FROM payments');
    expect(payment).toMatchObject({ card_type: 'MASTERCARD', last_four: '4444' });
    expect(
      Object.values(payment ?? {})
        .map(String)
        .join('|'),
    ).not.toContain(NUMBER);
    // The scan finds what is there (the last four), so its empty answers below mean something.
    expect(await tablesHolding('4444')).toContain('payments.last_four');
    expect(await tablesHolding(NUMBER)).toEqual([]);
    expect(await tablesHolding(NUMBER.slice(0, 12))).toEqual([]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(NUMBER);
    expect(logLines.join('\n')).not.toContain(NUMBER.slice(0, 12));
  });
});

describe('the same key across server processes sharing one database (DESIGN §8)', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await startApi();
    second = await startApi({ db: first.db });
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a card encrypted with one server’s key is saved through the other', async () => {
    const keyOne = await first.client().get('/configuration/v0/an-us/configuration/pxp-public-key');
    const keyTwo = await second
      .client()
      .get('/configuration/v0/an-us/configuration/pxp-public-key');
    expect(keyTwo.body).toEqual(keyOne.body);
    const { client } = await signIn(second);
    const card = await encryptedCard(first.client(), {
      number: '4111111111111111',
      expiry: futureExpiry(),
    });
    const saved = await client.post('/profile/v0/an-us/me/payments', {
      paymentType: 'CREDIT_CARD',
      creditCardDetail: card,
    });
    expect(saved).toMatchObject({
      status: 201,
      body: { creditCardDetail: { lastFourDigits: '1111' } },
    });
  });
});
