import type { CartLineRow } from './cart-lines.ts';
import { availabilityOf } from './stock.ts';

/**
 * Cart restriction reasons (catalogue spec §3): why a line, or the cart, limits what checkout can
 * offer (split shipments, payment methods, destinations). Listed only when they apply. The two
 * reasons about paying carry the same names where payment is decided: OUT_OF_RANGE is a payment
 * method's refusal (payment-rules.ts), SPLIT_TENDER_NOT_SUPPORTED a gift card that does not
 * cover the order (payment-selection.ts).
 */
export type RestrictionReason =
  | 'CBD_ITEM'
  | 'GIFT_CARD_ITEM'
  | 'MULTIPLE_SHIPMENTS'
  | 'SHIPPING_DESTINATION_NOT_SUPPORTED'
  | 'SHIPPING_RESTRICTED'
  | 'FLAT_RATE_ITEM'
  | 'BACKORDERED_ITEM'
  | 'MARKETPLACE_ITEM'
  | 'LIST_ITEM';

export const isGiftCardLine = (line: Pick<CartLineRow, 'flags' | 'product_type'>): boolean =>
  line.flags.isGiftCard === true ||
  line.flags.isEgiftCard === true ||
  line.product_type === 'giftcard' ||
  line.product_type === 'egiftcard';

function shipRestriction(line: CartLineRow): string | undefined {
  const restriction = line.shipping.shipRestriction as { codeName?: unknown } | undefined;
  return typeof restriction?.codeName === 'string' ? restriction.codeName : undefined;
}

/** The reasons one line carries; `destination` is the shipping address's country, when set. */
export function lineRestrictions(
  line: CartLineRow,
  siteCountry: string,
  destination?: string,
): RestrictionReason[] {
  const reasons: RestrictionReason[] = [];
  if (line.flags.isCBD === true || /\bcbd\b/i.test(line.merchandise_class))
    reasons.push('CBD_ITEM');
  if (isGiftCardLine(line)) reasons.push('GIFT_CARD_ITEM');
  if (availabilityOf(line) === 'backordered') reasons.push('BACKORDERED_ITEM');
  if (line.flags.isMarketPlace === true) reasons.push('MARKETPLACE_ITEM');
  if (line.shipping.isFlatRate === true) reasons.push('FLAT_RATE_ITEM');
  if (shipRestriction(line)) {
    reasons.push('SHIPPING_RESTRICTED');
    // A restricted sku ships only within the site's own country.
    if (destination && destination !== siteCountry)
      reasons.push('SHIPPING_DESTINATION_NOT_SUPPORTED');
  }
  if (line.registry_id) reasons.push('LIST_ITEM');
  return reasons;
}

/** Lines that leave from different places arrive in more than one shipment. */
function shipmentGroup(line: CartLineRow): string {
  if (line.flags.isMarketPlace === true) return 'marketplace';
  if (line.is_drop_ship) return 'drop-ship';
  if (availabilityOf(line) === 'backordered') return 'backorder';
  if (line.flags.isEgiftCard === true || line.product_type === 'egiftcard') return 'email';
  return 'warehouse';
}

/** The cart's reasons: every line's, plus MULTIPLE_SHIPMENTS when the lines ship apart. */
export function cartRestrictions(
  lines: readonly CartLineRow[],
  siteCountry: string,
  destination?: string,
): RestrictionReason[] {
  const reasons = new Set<RestrictionReason>();
  for (const line of lines) {
    for (const reason of lineRestrictions(line, siteCountry, destination)) reasons.add(reason);
  }
  if (new Set(lines.map(shipmentGroup)).size > 1) reasons.add('MULTIPLE_SHIPMENTS');
  return [...reasons];
}
