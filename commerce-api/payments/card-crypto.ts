import { constants, privateDecrypt } from 'node:crypto';
import { fieldError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { CardKeyring } from './card-keyring.ts';
import type { CardType } from './card-rules.ts';
import {
  detectCardType,
  isExpired,
  parseExpiry,
  passesLuhn,
  securityCodeLength,
  stripToDigits,
} from './card-rules.ts';

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

/** The public half of the current card-encryption key (RSA-OAEP 2048, SHA-256). */
export function getPublicKey(keyring: CardKeyring): PublicEncryptionKey {
  return { pem: keyring.current.publicPem, encryptionId: keyring.current.id };
}

/**
 * Notes the key this process serves in card_keys (public halves only) and answers the ids other
 * processes sharing the database serve but this keyring lacks: cards encrypted with those fail
 * here, so the operator must give every process the same keys.
 */
export async function recordServedKey(db: Queryable, keyring: CardKeyring): Promise<string[]> {
  await db.query(
    `INSERT INTO card_keys (encryption_id, public_pem) VALUES ($1, $2)
     ON CONFLICT (encryption_id) DO NOTHING`,
    [keyring.current.id, keyring.current.publicPem],
  );
  const rows = await db.query<{ encryption_id: string }>('SELECT encryption_id FROM card_keys');
  return rows.map((row) => row.encryption_id).filter((id) => !keyring.ids.includes(id));
}

/**
 * Decrypts a browser's crypto.subtle.encrypt({ name: 'RSA-OAEP' }) output (SHA-256, so the OAEP
 * and MGF1 hashes are both SHA-256, as Node's oaepHash sets them) and reads it as a JSON object.
 * Failures never echo the plaintext: JSON.parse's message would quote it.
 */
export function decryptPayload(
  keyring: CardKeyring,
  encryptionId: string,
  payloadBase64: string,
  field = 'card',
): Record<string, unknown> {
  const key = keyring.find(encryptionId);
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
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
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
export function decryptCard(
  keyring: CardKeyring,
  encryptionId: string,
  payloadBase64: string,
  now = new Date(),
): CardDetails {
  const card = decryptPayload(keyring, encryptionId, payloadBase64);
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
