/**
 * What a product page needs of a gift card before the shopper types anything: its kind and the
 * empty details. The rules live in gift-card-details.ts, loaded with the fields (a gift card's
 * page only), so other product pages do not carry them (issue 9 budget). Nothing the lazy fields
 * import at run time may live here: a lazy chunk importing the product chunk makes it a shared
 * chunk, which the page no longer preloads.
 */
export type GiftCardKind = 'physical' | 'electronic';

export interface GiftCardDraft {
  readonly name: string;
  readonly emailAddress: string;
  readonly message: string;
  /** As a date input gives it: YYYY-MM-DD, or empty for today. */
  readonly deliveryDate: string;
}

export type GiftCardField = keyof GiftCardDraft;

export const EMPTY_GIFT_CARD: GiftCardDraft = {
  name: '',
  emailAddress: '',
  message: '',
  deliveryDate: '',
};

export function giftCardKind(product: {
  readonly isGiftCard?: boolean;
  readonly isEgiftCard?: boolean;
}): GiftCardKind | undefined {
  if (product.isEgiftCard) return 'electronic';
  if (product.isGiftCard) return 'physical';
  return undefined;
}
