import { constants, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { fieldError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { CardType } from './card-rules.ts';
import {
  detectCardType,
  isExpired,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
  stripToDigits,
} from './card-rules.ts';

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * The id of the first key. A fixed id is what lets two processes that both find the table empty
 * race safely: both INSERT ... ON CONFLICT DO NOTHING, one wins, both then read the winner.
 */
const FIRST_KEY_ID = 'card-key-1';

export interface PublicEncryptionKey {
  readonly pem: string;
  readonly encryptionId: string;
}

/** What is kept of a card (DESIGN §8): brand, last four and expiry; never the number. */
export interface CardDetails {
  readonly cardType: CardType;
  readonly lastFour: string;
  readonly expirationMonth: number;
  readonly expirationYear: number;
}

/**
 * The public half of the card-encryption key (RSA-OAEP 2048, SHA-256), created on first use.
 * Kept in card_keys so every process serves the same key and can decrypt the others' payloads.
 */
export async function getPublicKey(db: Queryable): Promise<PublicEncryptionKey> {
  const existing = await newestKey(db);
  if (existing) return existing;
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db.query(
    `INSERT INTO card_keys (encryption_id, public_pem, private_pem) VALUES ($1, $2, $3)
     ON CONFLICT (encryption_id) DO NOTHING`,
    [FIRST_KEY_ID, publicKey, privateKey],
  );
  const key = await newestKey(db);
  if (!key) throw new Error('[storefront:api] card_keys is empty right after an insert');
  return key;
}

async function newestKey(db: Queryable): Promise<PublicEncryptionKey | undefined> {
  const [row] = await db.query<{ encryption_id: string; public_pem: string }>(
    'SELECT encryption_id, public_pem FROM card_keys ORDER BY created_at DESC, encryption_id DESC LIMIT 1',
  );
  return row ? { pem: row.public_pem, encryptionId: row.encryption_id } : undefined;
}

/**
 * Decrypts a browser's crypto.subtle.encrypt({ name: 'RSA-OAEP' }) output (SHA-256, so the OAEP
 * and MGF1 hashes are both SHA-256, as Node's oaepHash sets them) and reads it as a JSON object.
 * Failures never echo the plaintext: JSON.parse's message would quote it.
 */
export async function decryptPayload(
  db: Queryable,
  encryptionId: string,
  payloadBase64: string,
  field = 'card',
): Promise<Record<string, unknown>> {
  const [key] = await db.query<{ private_pem: string }>(
    'SELECT private_pem FROM card_keys WHERE encryption_id = $1',
    [encryptionId],
  );
  if (!key) {
    throw fieldError(
      'encryptionId',
      'ENCRYPTION_KEY_UNKNOWN',
      'The card was encrypted with a key this server does not know. Reload the page and enter the card again.',
    );
  }
  const unreadable = () =>
    fieldError(
      field,
      'CARD_UNREADABLE',
      'The card details could not be read. Reload the page and enter the card again.',
    );
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payloadBase64)) throw unreadable();
  let parsed: unknown;
  try {
    const plaintext = privateDecrypt(
      { key: key.private_pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(payloadBase64, 'base64'),
    );
    parsed = JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw unreadable();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw unreadable();
  return parsed as Record<string, unknown>;
}

const CARD_KEYS = new Set(['number', 'expiry', 'securityCode']);

/**
 * Decrypts an encrypted card ({ number, expiry "MM/YY", securityCode? } as JSON) and applies the
 * card rules (spec §5). Returns only what may be stored; the number and security code go no further.
 */
export async function decryptCard(
  db: Queryable,
  encryptionId: string,
  payloadBase64: string,
  now = new Date(),
): Promise<CardDetails> {
  const card = await decryptPayload(db, encryptionId, payloadBase64);
  const unknown = Object.keys(card).filter((key) => !CARD_KEYS.has(key));
  if (unknown.length > 0) {
    throw fieldError(
      'card',
      'CARD_FIELDS_UNKNOWN',
      `The encrypted card may hold number, expiry and securityCode only (found ${unknown.join(', ')}).`,
    );
  }
  const digits = typeof card.number === 'string' ? stripToDigits(card.number) : '';
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) {
    throw fieldError('card.number', 'CARD_NUMBER_INVALID', 'The card number is not valid.');
  }
  const cardType = detectCardType(digits);
  if (!cardType) {
    throw fieldError('card.number', 'CARD_TYPE_UNKNOWN', 'This type of card is not accepted.');
  }
  const expiry = typeof card.expiry === 'string' ? parseExpiry(card.expiry) : undefined;
  if (!expiry) {
    throw fieldError('card.expiry', 'CARD_EXPIRY_INVALID', 'Enter the expiry date as MM/YY.');
  }
  if (isExpired(expiry, now)) {
    throw fieldError('card.expiry', 'CARD_EXPIRED', 'This card has expired.');
  }
  if (card.securityCode !== undefined) assertSecurityCode(card.securityCode, cardType);
  return {
    cardType,
    lastFour: digits.slice(-4),
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
  };
}

/** A security code is checked and dropped: it is never kept (DESIGN §8). */
export function assertSecurityCode(value: unknown, cardType: CardType): void {
  const length = securityCodeLength(cardType);
  if (typeof value !== 'string' || !new RegExp(`^\\d{${length}}$`).test(value)) {
    throw fieldError(
      'card.securityCode',
      'SECURITY_CODE_INVALID',
      `The security code is the ${length}-digit number on the card.`,
    );
  }
}
