import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceApi } from '../../../commerce-api/app.ts';
import { BrandDirectory } from '../../../commerce-api/brands.ts';
import { decryptCard, getPublicKey } from '../../../commerce-api/payments/card-crypto.ts';
import {
  cardKeySourceFromEnv,
  openCardKeyring,
  rotateCardKey,
} from '../../../commerce-api/payments/card-keyring.ts';
import type { CardKeyring } from '../../../commerce-api/payments/card-keyring.ts';
import { cardKeyCommand } from '../../../scripts/cli/card-key-command.ts';
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

describe('card encryption keys outside the database (DESIGN §8; issue 10 "the card private key")', () => {
  let folder: string;
  let keyFile: string;
  let keyring: CardKeyring;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sf-card-test-'));
    keyFile = join(folder, 'keys', 'card-keys.pem');
    // Three processes starting at once on one machine: one key file, one key, for all three.
    const opened = await Promise.all(
      [1, 2, 3].map(() => openCardKeyring({ kind: 'file', path: keyFile })),
    );
    expect(new Set(opened.map((entry) => entry.keyring.current.id)).size).toBe(1);
    keyring = opened[0]!.keyring;
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates the key file on first start, readable by its owner only (0600 in a 0700 folder)', () => {
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(keyFile)).mode & 0o777).toBe(0o700);
    expect(readFileSync(keyFile, 'utf8').match(/BEGIN PRIVATE KEY/g)).toHaveLength(1);
    expect(getPublicKey(keyring)).toEqual({
      pem: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
      encryptionId: expect.stringMatching(/^ck-[0-9a-f]{16}$/),
    });
  });

  it('decrypts a WebCrypto RSA-OAEP payload and keeps brand, last four and expiry', async () => {
    const key = getPublicKey(keyring);
    const payload = await encryptForServer(key.pem, {
      number: '4111 1111 1111 1111',
      expiry: '08/27',
    });
    expect(decryptCard(keyring, key.encryptionId, payload, new Date(Date.UTC(2026, 0, 1)))).toEqual(
      { cardType: 'VISA', lastFour: '1111', expirationMonth: 8, expirationYear: 2027 },
    );
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
    const key = getPublicKey(keyring);
    const payload = await encryptForServer(key.pem, card);
    expect(() =>
      decryptCard(keyring, key.encryptionId, payload, new Date(Date.UTC(2026, 0, 1))),
    ).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'VALIDATION_ERROR',
        fieldErrors: [expect.objectContaining({ code })],
      }),
    );
  });

  it('refuses an unknown key id and a payload that is not its ciphertext', () => {
    const key = getPublicKey(keyring);
    const failure = (id: string, payload: string) => {
      try {
        decryptCard(keyring, id, payload);
      } catch (error) {
        return (error as { fieldErrors: { code: string }[] }).fieldErrors[0]?.code;
      }
      return 'decrypted';
    };
    expect(failure('ck-0000000000000000', 'AAAA')).toBe('ENCRYPTION_KEY_UNKNOWN');
    expect(failure(key.encryptionId, Buffer.alloc(256, 7).toString('base64'))).toBe(
      'CARD_UNREADABLE',
    );
    expect(failure(key.encryptionId, 'not base64!')).toBe('CARD_UNREADABLE');
  });

  it('rotates with a key id: the new key encrypts, cards encrypted with the old one still decrypt', async () => {
    const rotationFile = join(folder, 'rotation.pem');
    const { keyring: before } = await openCardKeyring({ kind: 'file', path: rotationFile });
    const old = getPublicKey(before);
    const oldPayload = await encryptForServer(old.pem, {
      number: '4111111111111111',
      expiry: '08/39',
    });
    const newId = await rotateCardKey(rotationFile);
    expect(newId).not.toBe(old.encryptionId);
    expect(statSync(rotationFile).mode & 0o777).toBe(0o600);
    const { keyring: after } = await openCardKeyring({ kind: 'file', path: rotationFile });
    expect(getPublicKey(after).encryptionId).toBe(newId);
    expect(after.ids).toEqual([old.encryptionId, newId]);
    expect(decryptCard(after, old.encryptionId, oldPayload).lastFour).toBe('1111');
    // A process started before the rotation reads the file again when it meets the new id.
    const newPayload = await encryptForServer(getPublicKey(after).pem, {
      number: '5555555555554444',
      expiry: '08/39',
    });
    expect(decryptCard(before, newId, newPayload).lastFour).toBe('4444');
  });

  it('takes the keys from the CARD_PRIVATE_KEYS secret when it is set, oldest first', async () => {
    const pems = readFileSync(join(folder, 'rotation.pem'), 'utf8');
    const source = cardKeySourceFromEnv({ CARD_PRIVATE_KEYS: pems, CARD_KEY_FILE: '/nowhere' });
    expect(source).toEqual({ kind: 'env', pems: pems.trim() });
    const { keyring: fromEnv } = await openCardKeyring(source);
    const { keyring: fromFile } = await openCardKeyring({
      kind: 'file',
      path: join(folder, 'rotation.pem'),
    });
    expect(fromEnv.ids).toEqual(fromFile.ids);
    expect(cardKeySourceFromEnv({})).toEqual({ kind: 'file', path: '.data/keys/card-keys.pem' });
  });

  it('`storefront card-key rotate` adds a key to CARD_KEY_FILE; with CARD_PRIVATE_KEYS it explains instead', async () => {
    const file = join(folder, 'cli.pem');
    await rotateCardKey(file);
    const said: string[] = [];
    expect(await cardKeyCommand('rotate', (text) => said.push(text), { CARD_KEY_FILE: file })).toBe(
      0,
    );
    const { keyring: rotated } = await openCardKeyring({ kind: 'file', path: file });
    expect(rotated.ids).toHaveLength(2);
    expect(said).toEqual([expect.stringContaining(`New card key ${rotated.current.id}`)]);
    const pems = readFileSync(file, 'utf8');
    expect(
      await cardKeyCommand('rotate', (text) => said.push(text), { CARD_PRIVATE_KEYS: pems }),
    ).toBe(1);
    expect(said.at(-1)).toContain('CARD_PRIVATE_KEYS');
    expect(await cardKeyCommand('spin', (text) => said.push(text), {})).toBe(1);
  });

  it('card-key rotate --json says it in one object (issue 15: every command has --json)', async () => {
    const file = join(folder, 'json.pem');
    await rotateCardKey(file);
    const said: string[] = [];
    const json = { json: true };
    expect(
      await cardKeyCommand('rotate', (text) => said.push(text), { CARD_KEY_FILE: file }, json),
    ).toBe(0);
    const { keyring } = await openCardKeyring({ kind: 'file', path: file });
    expect(JSON.parse(said[0]!)).toEqual({ ok: true, keyId: keyring.current.id, file });
    expect(await cardKeyCommand('spin', (text) => said.push(text), {}, json)).toBe(1);
    expect(JSON.parse(said[1]!)).toEqual({
      ok: false,
      problem: 'Unknown action "spin". Use: storefront card-key rotate',
    });
  });

  it('warns when the key file can be read by others', async () => {
    const loose = join(folder, 'loose.pem');
    await rotateCardKey(loose);
    chmodSync(loose, 0o644);
    const { warnings } = await openCardKeyring({ kind: 'file', path: loose });
    expect(warnings).toEqual([expect.stringContaining(`chmod 600 ${loose}`)]);
  });
});

describe('the card number is never stored or logged (DESIGN §8, issue item 5)', () => {
  const NUMBER = '5555555555554444';
  const logLines: string[] = [];
  let db: Database;
  let app: FastifyInstance;
  let url: string;
  let keyFolder: string;

  /** The API with a trace-level logger writing into logLines, over the same storage as the harness. */
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    app = Fastify({
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    });
    keyFolder = mkdtempSync(join(tmpdir(), 'sf-card-log-'));
    const { keyring } = await openCardKeyring({ kind: 'file', path: join(keyFolder, 'k.pem') });
    await app.register(commerceApi, {
      context: { db, brands: new BrandDirectory(loadBrands()), mode: 'test', cardKeys: keyring },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(keyFolder, { recursive: true, force: true });
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

  it('keeps no private key in the database: card_keys holds public halves only', async () => {
    const columns = await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'card_keys'`,
    );
    expect(columns.map((column) => column.column_name).sort()).toEqual([
      'created_at',
      'encryption_id',
      'public_pem',
    ]);
    expect(await tablesHolding('PUBLIC KEY')).toEqual(['card_keys.public_pem']);
    expect(await tablesHolding('PRIVATE KEY')).toEqual([]);
  });
});

describe('the same key across server processes sharing one database and key file (DESIGN §8)', () => {
  let first: TestApi;
  let second: TestApi;

  let keyFolder: string;

  beforeAll(async () => {
    keyFolder = mkdtempSync(join(tmpdir(), 'sf-card-shared-'));
    const cardKeyFile = join(keyFolder, 'card-keys.pem');
    first = await startApi({ cardKeyFile });
    second = await startApi({ db: first.db, cardKeyFile });
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
    rmSync(keyFolder, { recursive: true, force: true });
  });

  it('a process with other keys on the same database warns that their cards fail there', async () => {
    expect(second.logLines().join('\n')).not.toContain('card keys');
    const stranger = await startApi({ db: first.db, cardKeyFile: join(keyFolder, 'other.pem') });
    try {
      const warning = stranger
        .logLines()
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((line) => line.msg.includes('card keys'));
      const served = await first
        .client()
        .get<{ encryptionId: string }>('/configuration/v0/an-us/configuration/pxp-public-key');
      expect(warning).toMatchObject({ level: 40 });
      expect(warning?.msg).toContain(served.body.encryptionId);
    } finally {
      await stranger.close();
    }
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
