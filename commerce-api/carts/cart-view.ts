import type { Currency } from '../../schemas/api/generated/types.ts';
import type {
  Cart,
  CartDeliveryPass,
  CartLine,
  CartPriceInfo,
  ChosenPayment,
} from '../../schemas/api/generated/types.ts';
import type { SiteRef } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';
import type { CartRow } from './cart-store.ts';
import type { CartLineRow } from './cart-lines.ts';
import { loadCartLines } from './cart-lines.ts';
import type { CheckoutState, PricedCart } from './cart-pricing.ts';
import { loadCheckoutState, priceCart } from './cart-pricing.ts';
import { unitCents } from './cart-summary.ts';
import { passOffer } from './delivery-pass-purchase.ts';
import { findPickupStore } from './pickup-stores.ts';
import type { Money } from '../catalog/money.ts';
import { toCents } from '../catalog/money.ts';
import { productWebPath } from '../catalog/product-view.ts';
import { fromCents } from './prices.ts';
import { cartRestrictions, lineRestrictions } from './restrictions.ts';
import type { StoredPayment } from './payment-selection.ts';
import { stylistView } from './stylist-payment.ts';
import { AVAILABILITY_CODES, availabilityOf, lineCap } from './stock.ts';

/** The save-for-later page size (catalogue spec §3, §9), a config value with the spec's default. */
export function saveForLaterPageSize(site: SiteRef['site']): number {
  const listing = (site.limits as { listing?: { saveForLaterPageSize?: number } }).listing;
  return listing?.saveForLaterPageSize ?? 6;
}

/** One line as the cart page shows it: display data, prices in the site currency, stock. */
export function lineView(
  line: CartLineRow,
  money: Money,
  { site }: SiteRef,
  destination?: string,
): CartLine {
  const availability = availabilityOf(line);
  const sale = unitCents(line, money);
  const restrictionReasons = lineRestrictions(line, site.country, destination);
  return {
    id: line.id,
    type: line.item_type,
    productId: line.product_id,
    skuId: line.sku_id,
    poolId: line.pool_id,
    quantity: line.quantity,
    maxQuantity: lineCap(line, site.limits.cart.itemQuantityMax),
    displayName: line.display_name,
    slug: line.slug,
    links: { web: productWebPath(line.product_type, line.slug) },
    styleNumber: line.style_number,
    colorCode: line.color_code,
    colorName: line.color_name,
    sizeName: line.size_name,
    price: { list: fromCents(toCents(money, line.list_price_usd)), sale: fromCents(sale) },
    lineTotal: fromCents(sale * line.quantity),
    availability: { status: availability, code: AVAILABILITY_CODES[availability] },
    ...(line.gift_card ? { giftCard: line.gift_card } : {}),
    ...(line.registry_id
      ? {
          registry: {
            id: line.registry_id,
            ...(line.registry_context ? { context: line.registry_context } : {}),
          },
        }
      : {}),
    ...(line.sales_attributes ? { salesAttributes: line.sales_attributes } : {}),
    ...(restrictionReasons.length > 0 ? { restrictionReasons } : {}),
    isQuickShip: isQuickShip(line.shipping, destination ?? site.country),
  };
}

/** The sku's quickShipRegions name the country (catalogue spec §3 shipping quickShipRegions). */
function isQuickShip(shipping: Record<string, unknown> | null, country: string): boolean {
  const regions = shipping?.quickShipRegions;
  return (
    Array.isArray(regions) &&
    regions.some(
      (region) =>
        typeof region === 'object' &&
        region !== null &&
        (region as { countryCode?: unknown }).countryCode === country,
    )
  );
}

/** The payment as the cart shows it back: the method and a card's brand and last four. */
export function paymentView(payment: StoredPayment | null): ChosenPayment | null {
  if (!payment) return null;
  return {
    paymentType: payment.paymentType,
    ...(payment.card ? { creditCardDetail: payment.card } : {}),
    ...(payment.giftCard ? { giftCard: giftCardView(payment.giftCard) } : {}),
    ...(payment.provider ? { providerStatus: payment.provider.status } : {}),
    ...(payment.stylist ? { stylist: stylistView(payment.stylist) } : {}),
  };
}

/** Money of a priced cart, in the site currency. */
export function priceInfo(priced: PricedCart, currency: Currency): CartPriceInfo {
  const categorySpendAmounts = Object.fromEntries(
    Object.entries(priced.summary.categorySpendCents).map(([slug, cents]) => [
      slug,
      fromCents(cents),
    ]),
  );
  return {
    currency,
    subtotal: fromCents(priced.summary.subtotalCents),
    discountableSubtotal: fromCents(priced.summary.discountableCents),
    categorySpendAmounts,
    shipping: fromCents(priced.shippingCents),
    giftWrap: fromCents(priced.giftWrap?.cents ?? 0),
    deliveryPass: fromCents(priced.deliveryPass?.cents ?? 0),
    discount: fromCents(priced.discountCents),
    ...(priced.promotion
      ? {
          promotion: {
            code: priced.promotion.code,
            applied: !priced.promotion.refusal,
            ...(priced.promotion.refusal ? { reason: priced.promotion.refusal } : {}),
          },
        }
      : {}),
    // Tax is settled by the payment provider at capture; the reference server charges none.
    tax: 0,
    total: fromCents(priced.totalCents),
  };
}

/**
 * An empty cart, for a caller who has none yet; `deliveryPass` is what the site offers this caller
 * (passOffer with nothing in the bag).
 */
export function emptyCartView(
  ref: SiteRef,
  pageSize: number,
  deliveryPass: CartDeliveryPass | null,
): Cart {
  return {
    id: null,
    siteId: ref.site.id,
    status: 'active',
    items: [],
    savedForLater: { items: [], page: 1, pageSize, totalItems: 0, totalPages: 0 },
    watching: [],
    meta: { totalQuantity: 0 },
    priceInfo: {
      currency: ref.site.currency,
      subtotal: 0,
      discountableSubtotal: 0,
      categorySpendAmounts: {},
      shipping: 0,
      giftWrap: 0,
      deliveryPass: 0,
      discount: 0,
      tax: 0,
      total: 0,
    },
    restrictionReasons: [],
    shippingAddress: null,
    deliveryOption: null,
    payment: null,
    email: null,
    giftOptions: { giftWrapSku: null, giftMessage: null },
    deliveryPass,
  };
}

/** The cart page: lines, saved-for-later lines one page at a time, totals and checkout choices. */
export async function cartView(
  db: Queryable,
  cart: CartRow,
  ref: SiteRef,
  savedPage = 1,
): Promise<Cart> {
  const state: CheckoutState = await loadCheckoutState(db, cart.id);
  const priced = await priceCart(db, cart.id, ref, state);
  const destination = state.shippingAddress?.country;
  const pageSize = saveForLaterPageSize(ref.site);
  const saved = await loadCartLines(db, cart.id, ['later']);
  const watching = await loadCartLines(db, cart.id, ['watch']);
  // The pickup store is checked again on every read, as Place Order does (place-order.ts
  // assertPickupStillOffered): a store that stopped offering pickup is named, so the cart and
  // checkout say so on its lines instead of showing the order as collected there.
  const chosenStore = state.deliveryOption === 'PICKUP' ? state.pickupStore : null;
  const pickupUnavailable =
    chosenStore &&
    !(await findPickupStore(db, ref.brand.id, ref.site.country, chosenStore.storeNumber))
      ? { storeNumber: chosenStore.storeNumber, storeName: chosenStore.storeName }
      : undefined;
  const totalPages = Math.ceil(saved.length / pageSize);
  const page = saved.slice((savedPage - 1) * pageSize, savedPage * pageSize);
  return {
    id: cart.id,
    siteId: ref.site.id,
    status: cart.status,
    items: priced.lines.map((line) => lineView(line, priced.money, ref, destination)),
    savedForLater: {
      items: page.map((line) => lineView(line, priced.money, ref, destination)),
      page: savedPage,
      pageSize,
      totalItems: saved.length,
      totalPages,
    },
    watching: watching.map((line) => lineView(line, priced.money, ref, destination)),
    meta: { totalQuantity: priced.summary.totalQuantity },
    priceInfo: priceInfo(priced, ref.site.currency),
    restrictionReasons: cartRestrictions(priced.lines, ref.site.country, destination),
    ...(pickupUnavailable ? { pickupUnavailable } : {}),
    shippingAddress: state.shippingAddress,
    deliveryOption: priced.deliveryOption
      ? {
          id: priced.deliveryOption.id,
          price: priced.deliveryOption.price,
          ...(priced.deliveryOption.id === 'PICKUP' && state.pickupStore
            ? { pickupStore: state.pickupStore }
            : {}),
        }
      : null,
    payment: paymentView(state.payment),
    email: state.email,
    giftOptions: {
      giftWrapSku: priced.giftWrap?.sku ?? null,
      giftMessage: state.giftMessage,
    },
    deliveryPass: passOffer(ref.site, {
      ...priced.owner,
      today: priced.today,
      added: priced.deliveryPass !== undefined,
    }),
  };
}

/** A gift card as a payment shows it: its last four, and in a split tender what it pays. */
export function giftCardView(giftCard: NonNullable<StoredPayment['giftCard']>) {
  return {
    lastFourDigits: giftCard.lastFourDigits,
    ...(giftCard.amountCents !== undefined ? { amount: fromCents(giftCard.amountCents) } : {}),
  };
}
