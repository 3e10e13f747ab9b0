import type { CardBrand, PaymentMethodType } from '../../schemas/api/generated/types.ts';
import type { AuthContext } from '../auth/scopes.ts';
import type { ApiSiteConfig } from '../brands.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { decryptCard } from '../payments/card-crypto.ts';
import type { CardKeyring } from '../payments/card-keyring.ts';
import { isExpired } from '../payments/card-rules.ts';
import type { Queryable } from '../storage/database.ts';
import { findGiftCard } from './gift-cards.ts';
import type { PaymentRefusal } from './payment-rules.ts';
import { REFUSAL_MESSAGES, paymentRefusal, siteMethods } from './payment-rules.ts';
import { fromCents } from './prices.ts';
import { findStylist } from './stylist-payment.ts';
import type { StylistRef } from './stylist-payment.ts';

/** The payment kept on the cart: what the order records, never a card number. */
export interface StoredPayment {
  readonly paymentType: PaymentMethodType;
  readonly card?: {
    readonly paymentId?: string;
    readonly cardType: CardBrand;
    readonly lastFourDigits: string;
    readonly expirationMonth: number;
    readonly expirationYear: number;
  };
  readonly giftCard?: {
    readonly id: string;
    readonly lastFourDigits: string;
    /**
     * Split tender (with CREDIT_CARD): what the gift card pays, its balance up to the total; the
     * card pays the rest. Set again from the balance when the order is placed.
     */
    readonly amountCents?: number;
  };
  /** A redirect method's session at its provider (redirect-payments.ts). */
  readonly provider?: {
    readonly sessionId: string;
    readonly returnPath: string;
    readonly status: 'pending' | 'authorized' | 'declined';
    /** The total the shopper approved at the provider. */
    readonly amountCents?: number;
  };
  /** STYLIST: the brand's stylist who takes the payment (stylist-payment.ts). */
  readonly stylist?: StylistRef;
}

export interface PaymentBody {
  readonly paymentType: PaymentMethodType;
  /** A saved card of the signed-in user (profile payments). */
  readonly paymentId?: string;
  /** A new card, encrypted in the browser with the configuration call's public key. */
  readonly encryptedCard?: { readonly encryptionId: string; readonly encryptedCard: string };
  readonly giftCard?: { readonly cardNumber: string; readonly pin: string };
  /** STYLIST: the ID the brand's stylist gave the shopper. */
  readonly stylistId?: string;
}

export interface PaymentCaller {
  readonly auth: AuthContext;
  readonly site: ApiSiteConfig;
  readonly brandId: string;
  /** The brand's name, for messages that name it (a stylist ID of another brand). */
  readonly brandName?: string;
  readonly language: string;
  readonly totalCents: number;
  /** The cart's reasons where rule-based payments apply (rule-based-payments.ts). */
  readonly cartReasons?: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function refusalError(refusal: PaymentRefusal): ApiError {
  const message = REFUSAL_MESSAGES[refusal];
  return new ApiError(400, 'PAYMENT_METHOD_UNAVAILABLE', message, [
    { field: 'paymentType', code: refusal, message },
  ]);
}

/** The availability rules for this caller and cart total (payment-rules.ts). */
export function assertMethodAvailable(paymentType: string, caller: PaymentCaller): void {
  const refusal = paymentRefusal(paymentType, siteMethods(caller.site.payments)[paymentType], {
    currency: caller.site.currency,
    language: caller.language,
    scopes: caller.auth.scopes,
    amount: fromCents(caller.totalCents),
    cartReasons: caller.cartReasons ?? [],
  });
  if (refusal) throw refusalError(refusal);
}

/**
 * Checks a payment choice and returns what the cart keeps of it: the method's availability, then a
 * card (saved, or decrypted here and reduced to brand, last four and expiry) or a gift card whose
 * balance covers the total (one tender per order: no split between a gift card and a card).
 */
export async function selectPayment(
  db: Queryable,
  body: PaymentBody,
  caller: PaymentCaller,
  cardKeys: CardKeyring,
): Promise<StoredPayment> {
  assertMethodAvailable(body.paymentType, caller);
  const isCard = body.paymentType === 'CREDIT_CARD';
  if (!isCard && (body.paymentId !== undefined || body.encryptedCard !== undefined)) {
    throw fieldError('paymentType', 'CARD_NOT_EXPECTED', 'Card details go with CREDIT_CARD only.');
  }
  if (!isCard && body.paymentType !== 'GIFT_CARD' && body.giftCard !== undefined) {
    // Split tender pairs a gift card with a card only (issue 12): never with a provider's method.
    throw fieldError(
      'giftCard',
      'SPLIT_TENDER_NOT_SUPPORTED',
      'A gift card can be combined with a credit card only.',
    );
  }
  if (body.paymentType !== 'STYLIST' && body.stylistId !== undefined) {
    throw fieldError(
      'stylistId',
      'STYLIST_ID_NOT_EXPECTED',
      'A stylist ID goes with STYLIST only.',
    );
  }
  if (body.paymentType === 'STYLIST') {
    const stylist = await findStylist(
      db,
      caller.brandId,
      caller.brandName ?? caller.brandId,
      body.stylistId,
    );
    return { paymentType: 'STYLIST', stylist };
  }
  if (isCard && body.giftCard !== undefined) {
    // Split tender: the gift card method must be open to this caller too (call-centre, stylist).
    assertMethodAvailable('GIFT_CARD', caller);
    const gift = await usableGiftCard(db, body.giftCard, caller);
    if (Math.round(gift.balance * 100) <= 0) {
      throw fieldError('giftCard', 'GIFT_CARD_EMPTY', 'This gift card has no balance left.');
    }
    const card = await chooseCard(db, body, caller, cardKeys);
    return {
      paymentType: 'CREDIT_CARD',
      card,
      giftCard: {
        id: gift.id,
        lastFourDigits: gift.lastFour,
        amountCents: Math.min(Math.round(gift.balance * 100), caller.totalCents),
      },
    };
  }
  if (isCard)
    return { paymentType: 'CREDIT_CARD', card: await chooseCard(db, body, caller, cardKeys) };
  if (body.paymentType === 'GIFT_CARD') return chooseGiftCard(db, body, caller);
  return { paymentType: body.paymentType };
}

async function chooseCard(
  db: Queryable,
  body: PaymentBody,
  caller: PaymentCaller,
  cardKeys: CardKeyring,
) {
  if ((body.paymentId === undefined) === (body.encryptedCard === undefined)) {
    throw fieldError(
      'paymentId',
      'CARD_REQUIRED',
      'Send either a saved paymentId or an encryptedCard.',
    );
  }
  let card: NonNullable<StoredPayment['card']>;
  if (body.paymentId !== undefined) {
    const [row] =
      caller.auth.userId && UUID.test(body.paymentId)
        ? await db.query<{
            card_type: string;
            last_four: string;
            expiration_month: number;
            expiration_year: number;
          }>(
            `SELECT card_type, last_four, expiration_month, expiration_year FROM payments
             WHERE id = $1 AND user_id = $2 AND payment_type = 'CREDIT_CARD'`,
            [body.paymentId, caller.auth.userId],
          )
        : [];
    // Another user's card is as unknown as a made-up id.
    if (!row) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'The saved card was not found.');
    card = {
      paymentId: body.paymentId,
      cardType: row.card_type.toUpperCase() as CardBrand,
      lastFourDigits: row.last_four,
      expirationMonth: row.expiration_month,
      expirationYear: row.expiration_year,
    };
    if (isExpired({ month: card.expirationMonth, year: card.expirationYear })) {
      throw fieldError('paymentId', 'CARD_EXPIRED', 'This card has expired.');
    }
  } else {
    const encrypted = body.encryptedCard!;
    const details = decryptCard(cardKeys, encrypted.encryptionId, encrypted.encryptedCard);
    card = {
      cardType: details.cardType,
      lastFourDigits: details.lastFour,
      expirationMonth: details.expirationMonth,
      expirationYear: details.expirationYear,
    };
  }
  const accepted = siteMethods(caller.site.payments).CREDIT_CARD?.acceptedCreditCards ?? [];
  if (accepted.length > 0 && !accepted.includes(card.cardType)) {
    throw fieldError(
      'card',
      'CARD_TYPE_NOT_ACCEPTED',
      `This site does not take ${card.cardType} cards.`,
    );
  }
  return card;
}

async function chooseGiftCard(
  db: Queryable,
  body: PaymentBody,
  caller: PaymentCaller,
): Promise<StoredPayment> {
  if (!body.giftCard) {
    throw fieldError('giftCard', 'GIFT_CARD_REQUIRED', 'Send the gift card number and PIN.');
  }
  const card = await usableGiftCard(db, body.giftCard, caller);
  if (Math.round(card.balance * 100) < caller.totalCents) {
    throw new ApiError(
      409,
      'SPLIT_TENDER_NOT_SUPPORTED',
      'The gift card balance does not cover the order on its own: pay the rest with a credit card (CREDIT_CARD with the giftCard).',
    );
  }
  return { paymentType: 'GIFT_CARD', giftCard: { id: card.id, lastFourDigits: card.lastFour } };
}

/** The gift card by number and PIN, in the site's currency, else a field error. */
async function usableGiftCard(
  db: Queryable,
  giftCard: NonNullable<PaymentBody['giftCard']>,
  caller: PaymentCaller,
) {
  const card = await findGiftCard(db, caller.brandId, giftCard.cardNumber, giftCard.pin);
  if (!card) {
    throw fieldError('giftCard', 'GIFT_CARD_INVALID', 'The gift card number or PIN is not right.');
  }
  if (card.currency !== caller.site.currency) {
    throw fieldError('giftCard', 'GIFT_CARD_CURRENCY', `This gift card is in ${card.currency}.`);
  }
  return card;
}
