import type { SiteRef } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';
import type { PickupStore } from '../../schemas/api/generated/types.ts';
import type { ShippingAddress } from './address.ts';
import type { CartLineRow } from './cart-lines.ts';
import { loadCartLines } from './cart-lines.ts';
import type { CartSummary } from './cart-summary.ts';
import { summarize } from './cart-summary.ts';
import type { DeliveryOption } from './delivery-options.ts';
import { deliveryOptionsFor } from './delivery-options.ts';
import type { CartOwner } from './delivery-pass.ts';
import { activePass, cartOwner, NO_PASS_OWNER, passCountry, passSite } from './delivery-pass.ts';
import { dayOf, passPriceCents } from './delivery-pass-purchase.ts';
import { freeShippingReached } from './free-shipping.ts';
import type { StoredPayment } from './payment-selection.ts';
import type { Money } from '../catalog/money.ts';
import { moneyFor, toCents } from '../catalog/money.ts';
import { siteGiftWraps } from './gift-options.ts';
import { pickupOffered } from './pickup-stores.ts';
import type { PromotionRefusal } from './promotions.ts';
import { loadPromotion, promotionDiscountCents, promotionRefusal } from './promotions.ts';

/** What the checkout steps saved on the cart. */
export interface CheckoutState {
  readonly shippingAddress: ShippingAddress | null;
  readonly deliveryOption: string | null;
  readonly payment: StoredPayment | null;
  readonly email: string | null;
  readonly promoCode: string | null;
  readonly giftWrapSku: string | null;
  readonly giftMessage: string | null;
  /** The store a PICKUP delivery option names. */
  readonly pickupStore: PickupStore | null;
  /** The shopper put a delivery pass in the bag (delivery-pass-purchase.ts). */
  readonly deliveryPass: boolean;
}

export async function loadCheckoutState(db: Queryable, cartId: string): Promise<CheckoutState> {
  const [row] = await db.query<{
    shipping_address: ShippingAddress | null;
    delivery_option: string | null;
    payment: StoredPayment | null;
    email: string | null;
    promo_code: string | null;
    gift_wrap_sku: string | null;
    gift_message: string | null;
    pickup_store: PickupStore | null;
    delivery_pass: boolean | null;
  }>(
    `SELECT shipping_address, delivery_option, payment, email, promo_code, gift_wrap_sku,
       gift_message, pickup_store, delivery_pass FROM carts WHERE id = $1`,
    [cartId],
  );
  return {
    shippingAddress: row?.shipping_address ?? null,
    deliveryOption: row?.delivery_option ?? null,
    payment: row?.payment ?? null,
    email: row?.email ?? null,
    promoCode: row?.promo_code ?? null,
    giftWrapSku: row?.gift_wrap_sku ?? null,
    giftMessage: row?.gift_message ?? null,
    pickupStore: row?.pickup_store ?? null,
    deliveryPass: row?.delivery_pass === true,
  };
}

/** A cart priced for its site: lines, totals, the delivery options open to it and the choice. */
export interface PricedCart {
  readonly lines: readonly CartLineRow[];
  readonly summary: CartSummary;
  readonly money: Money;
  readonly destination: string;
  readonly deliveryOptions: readonly DeliveryOption[];
  /** The chosen option while it is still offered (a changed cart or address may drop it). */
  readonly deliveryOption?: DeliveryOption;
  readonly shippingCents: number;
  /** The promo code the cart holds, and what it takes off now (0 while it does not apply). */
  readonly promotion?: { readonly code: string; readonly refusal?: PromotionRefusal };
  readonly discountCents: number;
  /** The gift wrap while the site still offers it, and its price. */
  readonly giftWrap?: { readonly sku: string; readonly cents: number };
  /** The delivery pass in the bag while the site still sells it, and its price. */
  readonly deliveryPass?: { readonly cents: number };
  /** Whose bag it is and their membership, the day it was priced (for the pass offer). */
  readonly owner: CartOwner;
  readonly today: string;
  readonly totalCents: number;
}

export async function priceCart(
  db: Queryable,
  cartId: string,
  { site, brand }: SiteRef,
  state: CheckoutState,
): Promise<PricedCart> {
  const lines = await loadCartLines(db, cartId);
  const money = await moneyFor(db, site.currency);
  const summary = summarize(lines, money);
  const destination = state.shippingAddress?.country ?? site.country;
  const now = Date.now();
  const today = dayOf(now);
  // Only a site with a pass asks whose bag it is (its offer and a member's free shipping).
  const owner = passSite(site) ? await cartOwner(db, cartId) : NO_PASS_OWNER;
  const passCents = state.deliveryPass ? passPriceCents(site) : undefined;
  // A running pass, or one in the bag, makes this order's standard shipping free in its countries.
  const passShipsFree =
    passCountry(site, destination) &&
    (activePass(owner.membership, today) || passCents !== undefined);
  const deliveryOptions = deliveryOptionsFor(lines, site.country, destination, money, {
    pickup: await pickupOffered(db, brand.id, site.country),
    freeStandard:
      freeShippingReached(brand.content, site.id, summary.discountableCents, now) || passShipsFree,
  });
  // PICKUP holds only with its store (a cart from before the store was kept has none).
  const deliveryOption = deliveryOptions.find(
    (option) =>
      option.id === state.deliveryOption && (option.id !== 'PICKUP' || state.pickupStore !== null),
  );
  const shippingCents = deliveryOption?.priceCents ?? 0;
  const promotion = state.promoCode
    ? await loadPromotion(db, brand.id, state.promoCode)
    : undefined;
  const refusal = promotion
    ? promotionRefusal(promotion, summary.discountableCents, money, Date.now())
    : undefined;
  const discountCents =
    promotion && !refusal ? promotionDiscountCents(promotion, summary.discountableCents, money) : 0;
  const wrap = state.giftWrapSku
    ? (await siteGiftWraps(db, brand.id, site)).find((row) => row.sku === state.giftWrapSku)
    : undefined;
  const giftWrap = wrap ? { sku: wrap.sku, cents: toCents(money, wrap.price_usd) } : undefined;
  return {
    lines,
    summary,
    money,
    destination,
    deliveryOptions,
    ...(deliveryOption ? { deliveryOption } : {}),
    shippingCents,
    ...(promotion ? { promotion: { code: promotion.code, ...(refusal ? { refusal } : {}) } } : {}),
    discountCents,
    ...(giftWrap ? { giftWrap } : {}),
    ...(passCents !== undefined ? { deliveryPass: { cents: passCents } } : {}),
    owner,
    today,
    totalCents:
      summary.subtotalCents -
      discountCents +
      (giftWrap?.cents ?? 0) +
      (passCents ?? 0) +
      shippingCents,
  };
}
