import { createHash, randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Queryable } from '../storage/database.ts';

/**
 * Gift cards (catalogue spec §3 "Gift card balance inquiry"). The number is kept only as a
 * sha256 per brand, to look the card up, and the PIN as scrypt, like a password.
 */
export interface GiftCard {
  readonly id: string;
  readonly lastFour: string;
  readonly currency: string;
  readonly balance: number;
}

const numberHash = (brandId: string, cardNumber: string) =>
  createHash('sha256')
    .update(`${brandId}:${cardNumber.replace(/\D/g, '')}`)
    .digest('hex');

/** Issues a card (seed data and tests). */
export async function createGiftCard(
  db: Queryable,
  card: { brandId: string; cardNumber: string; pin: string; balance: number; currency: string },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO gift_cards (id, brand_id, number_hash, last_four, pin_hash, currency, balance)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      card.brandId,
      numberHash(card.brandId, card.cardNumber),
      card.cardNumber.replace(/\D/g, '').slice(-4),
      await hashPassword(card.pin),
      card.currency,
      card.balance,
    ],
  );
  return id;
}

/** The card with this number and PIN, or undefined: which of the two was wrong is not told. */
export async function findGiftCard(
  db: Queryable,
  brandId: string,
  cardNumber: string,
  pin: string,
): Promise<GiftCard | undefined> {
  const [row] = await db.query<{
    id: string;
    last_four: string;
    pin_hash: string;
    currency: string;
    balance: number | string;
  }>(
    'SELECT id, last_four, pin_hash, currency, balance FROM gift_cards WHERE brand_id = $1 AND number_hash = $2',
    [brandId, numberHash(brandId, cardNumber)],
  );
  if (!row || !(await verifyPassword(pin, row.pin_hash))) return undefined;
  return {
    id: row.id,
    lastFour: row.last_four,
    currency: row.currency,
    balance: Number(row.balance),
  };
}

/** Takes `amount` off the card in one statement; false when the balance does not cover it. */
export async function debitGiftCard(tx: Queryable, id: string, amount: number): Promise<boolean> {
  const rows = await tx.query(
    'UPDATE gift_cards SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING id',
    [id, amount],
  );
  return rows.length === 1;
}
