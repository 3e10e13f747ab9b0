import type { RestrictionReason } from '../../../schemas/api/generated/types.ts';

/**
 * Cart restriction reasons (catalogue spec §3: "CBD item, gift card item, multiple shipments, out
 * of range, shipping destination not supported, shipping restricted, split tender not supported,
 * flat rate item, backordered item, marketplace item, list item"): the message each shows and what
 * the shopper can do about it (a string key under cart.restriction and cart.restrictionAction).
 */
/**
 * All eleven reasons of the spec: the cart's nine, and the two payment refusals the API answers
 * where payment is decided (OUT_OF_RANGE, SPLIT_TENDER_NOT_SUPPORTED), for checkout to show alike.
 */
export type CartRestrictionReason =
  RestrictionReason | 'OUT_OF_RANGE' | 'SPLIT_TENDER_NOT_SUPPORTED';

export interface RestrictionMessage {
  readonly reason: CartRestrictionReason;
  readonly message: string;
  /** What the shopper can do; absent where nothing needs doing (an information only). */
  readonly action?: string;
}

const MESSAGES: Readonly<Record<CartRestrictionReason, Omit<RestrictionMessage, 'reason'>>> = {
  CBD_ITEM: { message: 'cart.restriction.cbd', action: 'cart.restrictionAction.cbd' },
  GIFT_CARD_ITEM: {
    message: 'cart.restriction.giftCard',
    action: 'cart.restrictionAction.separateOrder',
  },
  MULTIPLE_SHIPMENTS: { message: 'cart.restriction.multipleShipments' },
  OUT_OF_RANGE: {
    message: 'cart.restriction.outOfRange',
    action: 'cart.restrictionAction.otherPayment',
  },
  SHIPPING_DESTINATION_NOT_SUPPORTED: {
    message: 'cart.restriction.destinationNotSupported',
    action: 'cart.restrictionAction.changeAddress',
  },
  SHIPPING_RESTRICTED: {
    message: 'cart.restriction.shippingRestricted',
    action: 'cart.restrictionAction.changeAddress',
  },
  SPLIT_TENDER_NOT_SUPPORTED: {
    message: 'cart.restriction.splitTenderNotSupported',
    action: 'cart.restrictionAction.onePayment',
  },
  FLAT_RATE_ITEM: { message: 'cart.restriction.flatRate' },
  BACKORDERED_ITEM: {
    message: 'cart.restriction.backordered',
    action: 'cart.restrictionAction.saveForLater',
  },
  MARKETPLACE_ITEM: { message: 'cart.restriction.marketplace' },
  LIST_ITEM: {
    message: 'cart.restriction.listItem',
    action: 'cart.restrictionAction.separateOrder',
  },
};

/** The messages of one line's reasons, in the order given, each reason once; unknown ones skipped. */
export function restrictionMessages(reasons: readonly string[] | undefined): RestrictionMessage[] {
  const seen = new Set<string>();
  const messages: RestrictionMessage[] = [];
  for (const reason of reasons ?? []) {
    if (seen.has(reason) || !Object.hasOwn(MESSAGES, reason)) continue;
    seen.add(reason);
    messages.push({
      reason: reason as RestrictionReason,
      ...MESSAGES[reason as RestrictionReason],
    });
  }
  return messages;
}

/**
 * The cart's reasons no line carries (multiple shipments, and the payment refusals): these apply to
 * the order as a whole and are shown above the lines, the others on the lines they apply to.
 */
export function cartLevelReasons(
  cartReasons: readonly string[],
  lines: readonly { readonly restrictionReasons?: readonly string[] }[],
): RestrictionMessage[] {
  const onLines = new Set(lines.flatMap((line) => line.restrictionReasons ?? []));
  return restrictionMessages(cartReasons.filter((reason) => !onLines.has(reason)));
}
