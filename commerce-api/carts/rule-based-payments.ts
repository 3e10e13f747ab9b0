import type { ApiSiteConfig } from '../brands.ts';
import type { CartLineRow } from './cart-lines.ts';
import { cartRestrictions } from './restrictions.ts';
import type { RestrictionReason } from './restrictions.ts';

/**
 * Rule-based payments (catalogue spec §5 and shell spec §5 per-site switches: "rule-based payments
 * (US only)"; issue 12 "rule-based payments on US sites by flag"). The rules are not shown; designed
 * as a US retailer's payment partners require: what is in the bag rules some methods out. Gift cards
 * are not bought on pay-later credit or with another gift card; CBD goods are refused by PayPal and
 * the pay-later lenders; a marketplace seller's goods are not financed by them either.
 *
 * Applied only where the site's switch ruleBasedPayments is on (the config check keeps it to US
 * sites) and its flag enableRuleBasedPayments is above 0 (1 and 2 are the same rules; the flag's
 * values leave room for a variant).
 */
const PAY_LATER = ['AFTERPAY', 'KLARNA', 'AFFIRM', 'CLEARPAY'] as const;

export const CART_RULES: Readonly<Partial<Record<RestrictionReason, readonly string[]>>> = {
  GIFT_CARD_ITEM: [...PAY_LATER, 'GIFT_CARD'],
  CBD_ITEM: [...PAY_LATER, 'PAYPAL'],
  MARKETPLACE_ITEM: [...PAY_LATER],
};

export function ruleBasedPaymentsOn(site: ApiSiteConfig): boolean {
  return (
    site.country === 'US' &&
    site.switches.ruleBasedPayments === true &&
    Number(site.flags?.enableRuleBasedPayments ?? 0) > 0
  );
}

/**
 * The cart's restriction reasons the payment rules read (payment-rules.ts `cartReasons`), or none
 * where rule-based payments are off.
 */
export function ruleBasedReasons(
  site: ApiSiteConfig,
  priced: { readonly lines: readonly CartLineRow[]; readonly destination: string },
): readonly RestrictionReason[] {
  if (!ruleBasedPaymentsOn(site)) return [];
  return cartRestrictions(priced.lines, site.country, priced.destination);
}

/** The first of the cart's reasons that rules the method out, if any. */
export function cartRuleFor(
  methodType: string,
  reasons: readonly string[],
): RestrictionReason | undefined {
  return (Object.keys(CART_RULES) as RestrictionReason[]).find(
    (reason) => reasons.includes(reason) && CART_RULES[reason]!.includes(methodType),
  );
}
