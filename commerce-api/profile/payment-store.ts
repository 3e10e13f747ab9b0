import type { CardBrand, SavedPayment } from '../../schemas/api/generated/types.ts';
import { notFound } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import { isUuid } from './account.ts';
import type { AddressRow } from './address-store.ts';
import { addressView } from './address-store.ts';

export interface PaymentRow {
  id: string;
  payment_type: SavedPayment['paymentType'];
  visible: boolean;
  card_type: CardBrand;
  last_four: string;
  expiration_month: number;
  expiration_year: number;
  address_id: string | null;
  needs_verification: boolean;
  address: AddressRow['address'] | null;
  address_visible: boolean | null;
}

const SELECT = `SELECT p.id, p.payment_type, p.visible, p.card_type, p.last_four, p.expiration_month,
  p.expiration_year, p.address_id, p.needs_verification, a.address, a.visible AS address_visible
  FROM payments p LEFT JOIN addresses a ON a.id = p.address_id`;

export async function listPayments(
  db: Queryable,
  userId: string,
  includeHidden: boolean,
): Promise<PaymentRow[]> {
  return db.query<PaymentRow>(
    `${SELECT} WHERE p.user_id = $1 AND ($2 OR p.visible) ORDER BY p.created_at, p.id`,
    [userId, includeHidden],
  );
}

/** One of the user's cards; another user's id is a 404 like an unknown one. */
export async function findOwnPayment(
  db: Queryable,
  userId: string,
  id: string | undefined,
): Promise<PaymentRow> {
  const [row] = isUuid(id)
    ? await db.query<PaymentRow>(`${SELECT} WHERE p.id = $1 AND p.user_id = $2`, [id, userId])
    : [];
  if (!row) throw notFound('The payment method');
  return row;
}

/** The payment record of shell spec §3.2: the card's brand, last four and expiry, never more. */
export function paymentView(row: PaymentRow): SavedPayment {
  return {
    id: row.id,
    paymentType: row.payment_type,
    visible: row.visible,
    creditCardDetail: {
      cardType: row.card_type,
      expirationMonth: row.expiration_month,
      expirationYear: row.expiration_year,
      lastFourDigits: row.last_four,
      needsVerification: row.needs_verification,
      ...(row.address_id ? { addressId: row.address_id } : {}),
      ...(row.address_id && row.address
        ? {
            address: addressView({
              id: row.address_id,
              address: row.address,
              visible: row.address_visible ?? false,
            }),
          }
        : {}),
    },
  };
}
