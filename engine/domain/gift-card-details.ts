/**
 * The gift card details a gift card product adds to the bag with (catalogue spec §3 "Gift card
 * info: name, emailAddress, message, deliveryDate (year, month, day)"; add-to-cart payload
 * giftCard or eGiftCard). A physical card may carry a name and a message; an e-gift card goes to
 * a recipient by email, so it needs their name and address, and may be sent on a later day. The
 * message lengths are the brand's (limits.giftMessage). Checked in the browser with the API's
 * rules (commerce-api/carts/add-to-cart-input.ts), so a shopper hears of a problem at its field.
 */
import type { GiftCardDraft, GiftCardField, GiftCardKind } from './gift-card-kind.ts';
import { isValidEmail } from './validation/email.ts';

export type GiftCardProblem =
  'nameRequired' | 'emailRequired' | 'emailInvalid' | 'messageTooLong' | 'dateInvalid' | 'datePast';

/** The id of a gift card field, for its label and for focusing the first one with a problem. */
export const giftCardFieldId = (field: GiftCardField) => `sf-gift-card-${field}`;

export interface GiftMessageLimits {
  readonly physicalMaxLength: number;
  readonly egiftMaxLength: number;
}

/** A name of at most 100 characters: enough for any recipient, bounded for the API. */
export const GIFT_CARD_NAME_MAX = 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function messageMaxLength(kind: GiftCardKind, limits: GiftMessageLimits): number {
  return kind === 'electronic' ? limits.egiftMaxLength : limits.physicalMaxLength;
}

/** Today as the API counts it (UTC), in the date input's form: the earliest delivery date. */
export function earliestDeliveryDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function parseDate(text: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const when = new Date(Date.UTC(year, month - 1, day));
  if (when.getUTCMonth() !== month - 1 || when.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

/** What is wrong with the details, by field (empty when they can be added). */
export function giftCardProblems(
  kind: GiftCardKind,
  draft: GiftCardDraft,
  limits: GiftMessageLimits,
  now: Date,
): Partial<Record<GiftCardField, GiftCardProblem>> {
  const problems: Partial<Record<GiftCardField, GiftCardProblem>> = {};
  if (draft.message.length > messageMaxLength(kind, limits)) problems.message = 'messageTooLong';
  if (kind === 'physical') return problems;
  if (draft.name.trim() === '') problems.name = 'nameRequired';
  const email = draft.emailAddress.trim();
  if (email === '') problems.emailAddress = 'emailRequired';
  else if (!isValidEmail(email)) problems.emailAddress = 'emailInvalid';
  if (draft.deliveryDate !== '') {
    const date = parseDate(draft.deliveryDate);
    if (!date) problems.deliveryDate = 'dateInvalid';
    else if (draft.deliveryDate < earliestDeliveryDate(now)) problems.deliveryDate = 'datePast';
  }
  return problems;
}

/** The add-to-cart payload's part for the details (only what the shopper gave). */
export function giftCardPayload(
  kind: GiftCardKind,
  draft: GiftCardDraft,
):
  | { giftCard: { name?: string; message?: string } }
  | {
      eGiftCard: {
        name: string;
        emailAddress: string;
        message?: string;
        deliveryDate?: { year: number; month: number; day: number };
      };
    } {
  const name = draft.name.trim();
  const message = draft.message.trim();
  if (kind === 'physical') {
    return { giftCard: { ...(name ? { name } : {}), ...(message ? { message } : {}) } };
  }
  const date = parseDate(draft.deliveryDate);
  return {
    eGiftCard: {
      name,
      emailAddress: draft.emailAddress.trim(),
      ...(message ? { message } : {}),
      ...(date ? { deliveryDate: date } : {}),
    },
  };
}
