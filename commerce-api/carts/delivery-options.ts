import type { CartLineRow } from './cart-lines.ts';
import type { Money } from '../catalog/money.ts';
import { toCents } from '../catalog/money.ts';
import { fromCents } from './prices.ts';

/**
 * Delivery options of the shipping-delivery step (not shown in the specs; designed as a retailer
 * would): standard everywhere the site ships, faster options only within the site's own country,
 * and email delivery alone for a cart of e-gift cards. Prices are USD, shown in the site currency.
 * Store pickup (PICKUP, free, shipped to the store) where the site's country has a pickup store
 * (`pickup`), whatever the shipping address: the shopper collects it. STANDARD is free once the
 * cart reaches the site's free-shipping promise or the shopper's delivery pass counts
 * (`freeStandard`: free-shipping.ts, delivery-pass.ts).
 */
interface OptionRule {
  readonly id: string;
  readonly minDays: number;
  readonly maxDays: number;
  readonly priceUsd: number;
  readonly domesticOnly: boolean;
  readonly countries?: readonly string[];
}

const RULES: readonly OptionRule[] = [
  { id: 'STANDARD', minDays: 5, maxDays: 7, priceUsd: 8, domesticOnly: false },
  { id: 'EXPRESS', minDays: 2, maxDays: 3, priceUsd: 20, domesticOnly: true },
  { id: 'OVERNIGHT', minDays: 1, maxDays: 1, priceUsd: 30, domesticOnly: true, countries: ['US'] },
];

const EMAIL: OptionRule = { id: 'EMAIL', minDays: 0, maxDays: 0, priceUsd: 0, domesticOnly: false };
const PICKUP: OptionRule = {
  id: 'PICKUP',
  minDays: 2,
  maxDays: 4,
  priceUsd: 0,
  domesticOnly: false,
};

export interface DeliveryOption {
  readonly id: string;
  readonly estimatedDays: { readonly min: number; readonly max: number };
  readonly price: number;
  readonly priceCents: number;
}

const isEmailOnly = (lines: readonly CartLineRow[]) =>
  lines.length > 0 &&
  lines.every((line) => line.flags.isEgiftCard === true || line.product_type === 'egiftcard');

export function deliveryOptionsFor(
  lines: readonly CartLineRow[],
  siteCountry: string,
  destination: string,
  money: Money,
  { pickup = false, freeStandard = false }: { pickup?: boolean; freeStandard?: boolean } = {},
): DeliveryOption[] {
  const rules = isEmailOnly(lines)
    ? [EMAIL]
    : [
        ...RULES.filter(
          (rule) =>
            (!rule.domesticOnly || destination === siteCountry) &&
            (!rule.countries || rule.countries.includes(destination)),
        ),
        ...(pickup ? [PICKUP] : []),
      ];
  return rules.map((rule) => {
    const priceCents = freeStandard && rule.id === 'STANDARD' ? 0 : toCents(money, rule.priceUsd);
    return {
      id: rule.id,
      estimatedDays: { min: rule.minDays, max: rule.maxDays },
      price: fromCents(priceCents),
      priceCents,
    };
  });
}
