import { randomUUID } from 'node:crypto';
import type { OrderTotals } from '../../schemas/api/generated/types.ts';
import type { AuthContext } from '../auth/scopes.ts';
import type { SiteRef } from '../brands.ts';
import { cartEmpty, lockActiveCart } from '../carts/cart-access.ts';
import { loadCheckoutState, priceCart } from '../carts/cart-pricing.ts';
import type { CheckoutState, PricedCart } from '../carts/cart-pricing.ts';
import { unitCents } from '../carts/cart-summary.ts';
import { debitGiftCard } from '../carts/gift-cards.ts';
import { assertMethodAvailable } from '../carts/payment-selection.ts';
import { ruleBasedReasons } from '../carts/rule-based-payments.ts';
import { assertProviderAuthorized } from '../carts/redirect-payments.ts';
import { canOwnPass } from '../carts/delivery-pass-purchase.ts';
import { findPickupStore } from '../carts/pickup-stores.ts';
import { fromCents } from '../carts/prices.ts';
import { isGiftCardLine } from '../carts/restrictions.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import type { Database, Queryable } from '../storage/database.ts';
import type { StoredOrderPass } from './delivery-pass-membership.ts';
import { startPassMembership } from './delivery-pass-membership.ts';
import type { StoredTotals } from './order-rows.ts';
import { storedTotals } from './order-rows.ts';

export interface PlaceOrderInput {
  readonly auth: AuthContext;
  readonly ref: SiteRef;
  readonly language: string;
  /** A guest's email, when the shipping step did not already give one. */
  readonly email?: string;
  /** The Idempotency-Key header: a retry with it answers the order already placed. */
  readonly idempotencyKey?: string;
}

export interface PlacedOrder {
  readonly orderNumber: string;
  readonly orderId: string;
  readonly status: string;
  readonly email: string;
  readonly currency: string;
  readonly totals: OrderTotals;
}

const required = (code: string, message: string) => new ApiError(409, code, message);

/**
 * Places the order in one transaction with the cart row locked: checks every step is done, takes
 * the stock (or backorder) of each line and the gift card's balance with conditional updates,
 * writes the order and its lines, and marks the cart ordered. Any failure rolls all of it back;
 * a second attempt on the same cart finds it ordered and answers 412 CART_NOT_ACTIVE.
 */
export async function placeOrder(db: Database, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { auth, ref } = input;
  return db.transaction(async (tx) => {
    const cart = await lockActiveCart(tx, auth);
    const state = await loadCheckoutState(tx, cart.id);
    const priced = await priceCart(tx, cart.id, ref, state);
    if (priced.lines.length === 0) throw cartEmpty();
    if (!state.shippingAddress) {
      throw required('SHIPPING_ADDRESS_REQUIRED', 'Add a shipping address first.');
    }
    await assertPickupStillOffered(tx, ref, state);
    if (!priced.deliveryOption) {
      throw required('DELIVERY_OPTION_REQUIRED', 'Choose a delivery option first.');
    }
    if (!state.payment) throw required('PAYMENT_REQUIRED', 'Choose how to pay first.');
    try {
      // The cart may have changed since the payment step: the rules hold for the final total.
      assertMethodAvailable(state.payment.paymentType, {
        auth,
        site: ref.site,
        brandId: ref.brand.id,
        language: input.language,
        totalCents: priced.totalCents,
        cartReasons: ruleBasedReasons(ref.site, priced),
      });
    } catch (error) {
      if (error instanceof ApiError)
        throw new ApiError(409, error.code, error.message, error.fieldErrors);
      throw error;
    }
    // A pass belongs to an account: a bag that holds one is placed by its signed-in owner.
    if (priced.deliveryPass && !canOwnPass(auth)) {
      throw new ApiError(
        409,
        'DELIVERY_PASS_SIGN_IN',
        'Sign in to buy a delivery pass: it belongs to your account.',
      );
    }
    assertProviderAuthorized(state.payment, priced.totalCents);
    const email = await orderEmail(tx, auth, input.email ?? state.email ?? undefined);
    await takeStock(tx, priced);
    let payment = state.payment;
    if (payment.giftCard && payment.paymentType === 'CREDIT_CARD') {
      // Split tender: the gift card pays its balance now, up to the total; the card the rest.
      const [row] = await tx.query<{ balance: number | string }>(
        'SELECT balance FROM gift_cards WHERE id = $1 FOR UPDATE',
        [payment.giftCard.id],
      );
      const amountCents = Math.min(Math.round(Number(row?.balance ?? 0) * 100), priced.totalCents);
      if (
        amountCents > 0 &&
        !(await debitGiftCard(tx, payment.giftCard.id, fromCents(amountCents)))
      ) {
        throw new ApiError(409, 'GIFT_CARD_BALANCE_CHANGED', 'The gift card balance changed.');
      }
      payment = { ...payment, giftCard: { ...payment.giftCard, amountCents } };
    } else if (payment.giftCard) {
      const covered = await debitGiftCard(tx, payment.giftCard.id, fromCents(priced.totalCents));
      if (!covered) {
        throw new ApiError(
          409,
          'SPLIT_TENDER_NOT_SUPPORTED',
          'The gift card balance no longer covers the order.',
        );
      }
    }
    if (payment.stylist) {
      // Pay with your stylist: the order is held until the stylist records the payment.
      payment = { ...payment, stylist: { ...payment.stylist, status: 'awaiting' } };
    }
    const [sequence] = await tx.query<{ next: string }>(
      `SELECT nextval('order_numbers')::text AS next`,
    );
    const orderNumber = `${ref.brand.settings.siteIdPrefix.toUpperCase()}${sequence?.next ?? ''}`;
    const orderId = randomUUID();
    const totals = {
      subtotal: fromCents(priced.summary.subtotalCents),
      discountableSubtotal: fromCents(priced.summary.discountableCents),
      shipping: fromCents(priced.shippingCents),
      ...(priced.giftWrap ? { giftWrap: fromCents(priced.giftWrap.cents) } : {}),
      deliveryPass: fromCents(priced.deliveryPass?.cents ?? 0),
      ...(priced.discountCents > 0 && priced.promotion
        ? { discount: fromCents(priced.discountCents), promoCode: priced.promotion.code }
        : {}),
      tax: 0,
      total: fromCents(priced.totalCents),
    };
    // The pass's membership starts with the order (its owner signed in, checked above).
    const pass: StoredOrderPass | null =
      priced.deliveryPass && auth.userId
        ? await startPassMembership(tx, auth.userId, orderNumber, priced.today)
        : null;
    await tx.query(
      `INSERT INTO orders (id, order_number, brand_id, site_id, user_id, cart_id, email, currency,
         totals, shipping_address, delivery_option, payment, tracking, idempotency_key, pickup_store,
         delivery_pass)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        orderId,
        orderNumber,
        ref.brand.id,
        ref.site.id,
        auth.userId ?? null,
        cart.id,
        email,
        ref.site.currency,
        totals,
        state.shippingAddress,
        priced.deliveryOption.id,
        payment,
        JSON.stringify([{ status: 'ORDER_PLACED', at: new Date().toISOString() }]),
        input.idempotencyKey ?? null,
        priced.deliveryOption.id === 'PICKUP' ? state.pickupStore : null,
        pass,
      ],
    );
    await writeOrderItems(tx, orderId, priced);
    await tx.query(`UPDATE carts SET status = 'ordered', updated_at = now() WHERE id = $1`, [
      cart.id,
    ]);
    return { orderNumber, orderId, status: 'placed', email, currency: ref.site.currency, totals };
  });
}

/**
 * Store pickup is checked again when the order is placed (catalogue spec §2: the shipping-address
 * step's invalid-pickup-location flag; §3 Store inStorePickUp): the store chosen at the delivery
 * step may have paused pickup, dropped its last pickup service or closed since. The order is then
 * refused with PICKUP_STORE_UNAVAILABLE (nothing taken, the cart kept) and the storefront sends the
 * shopper back to the address step with invalidPickupLocation=1. Checked before the delivery
 * option, which disappears altogether when no store of the country offers pickup any more and
 * would otherwise say only "choose a delivery option".
 */
async function assertPickupStillOffered(
  tx: Queryable,
  { brand, site }: SiteRef,
  state: Pick<CheckoutState, 'deliveryOption' | 'pickupStore'>,
): Promise<void> {
  if (state.deliveryOption !== 'PICKUP' || !state.pickupStore) return;
  const { storeNumber, storeName } = state.pickupStore;
  if (await findPickupStore(tx, brand.id, site.country, storeNumber)) return;
  const message = `${storeName} (store ${storeNumber}) no longer offers pickup. Choose another store or have the order delivered.`;
  throw new ApiError(409, 'PICKUP_STORE_UNAVAILABLE', message, [
    { field: 'storeNumber', code: 'PICKUP_STORE_UNAVAILABLE', message },
  ]);
}

/** An Idempotency-Key: a client's random id for one attempt (a UUID or the like). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value);
}

/**
 * The order a request with this key already placed for this caller (its cart, or its account),
 * or undefined. Another shopper's key finds nothing: a key is no way to read someone's order.
 */
export async function orderForKey(
  db: Queryable,
  auth: AuthContext,
  ref: SiteRef,
  key: string,
): Promise<PlacedOrder | undefined> {
  const [row] = await db.query<{
    order_number: string;
    id: string;
    status: string;
    email: string;
    currency: string;
    totals: StoredTotals;
  }>(
    `SELECT order_number, id, status, email, currency, totals FROM orders
      WHERE brand_id = $1 AND idempotency_key = $2
        AND (cart_id = $3::uuid OR (user_id IS NOT NULL AND user_id = $4::uuid))`,
    [ref.brand.id, key, auth.cartId ?? null, auth.userId ?? null],
  );
  if (!row) return undefined;
  return {
    orderNumber: row.order_number,
    orderId: row.id,
    status: row.status,
    email: row.email,
    currency: row.currency,
    totals: storedTotals(row.totals),
  };
}

/** A signed-in user's orders go to the account's address; a guest must give one. */
async function orderEmail(tx: Queryable, auth: AuthContext, given?: string): Promise<string> {
  if (auth.userId) {
    const [user] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      auth.userId,
    ]);
    if (user) return user.email;
  }
  if (!given) {
    throw fieldError('email', 'REQUIRED', 'A guest order needs an email address.');
  }
  return given;
}

/**
 * Takes each line from its pool: from stock while there is stock, else from the backorder (the
 * same rule that capped the line, catalogue spec §5). The condition in the UPDATE makes it safe
 * against another order taking the same units at the same time.
 */
async function takeStock(tx: Queryable, priced: PricedCart): Promise<void> {
  // Rows are locked in one order (product, sku, pool) by every order, so two orders for the same
  // skus in different cart orders wait for each other instead of deadlocking; the product comes
  // first because the catalogue's listing triggers lock per product.
  const key = (line: PricedCart['lines'][number]) =>
    `${line.product_id}\u0000${line.sku_id}\u0000${line.pool_id}`;
  const lines = [...priced.lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const line of lines) {
    const taken = await tx.query(
      `UPDATE inventory SET
         stock_level = CASE WHEN stock_level > 0 THEN stock_level - $3 ELSE stock_level END,
         backorder = CASE WHEN stock_level > 0 THEN backorder ELSE backorder - $3 END
       WHERE sku_id = $1 AND pool_id = $2 AND available_status NOT IN ('unavailable', 'discontinued')
         AND ((stock_level > 0 AND stock_level >= $3) OR (stock_level <= 0 AND backorder >= $3))
       RETURNING sku_id`,
      [line.sku_id, line.pool_id, line.quantity],
    );
    if (taken.length === 0) {
      throw new ApiError(
        409,
        'OUT_OF_STOCK',
        `There is not enough stock left for ${line.quantity} of ${line.display_name} (${line.size_name}). Change the quantity and try again.`,
        [{ field: `items.${line.id}`, code: 'OUT_OF_STOCK', message: 'Not enough stock left.' }],
      );
    }
  }
}

async function writeOrderItems(tx: Queryable, orderId: string, priced: PricedCart) {
  for (const [position, line] of priced.lines.entries()) {
    await tx.query(
      `INSERT INTO order_items (id, order_id, product_id, sku_id, quantity, unit_price, display,
         pool_id, gift_card, registry_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        orderId,
        line.product_id,
        line.sku_id,
        line.quantity,
        fromCents(unitCents(line, priced.money)),
        {
          position,
          displayName: line.display_name,
          slug: line.slug,
          styleNumber: line.style_number,
          colorCode: line.color_code,
          colorName: line.color_name,
          sizeName: line.size_name,
          isGiftCard: isGiftCardLine(line),
        },
        line.pool_id,
        line.gift_card,
        line.registry_id,
      ],
    );
    if (line.registry_id) {
      // A registry gift counts as purchased; the registry's version moves so that an owner's
      // edit made from the older state is refused (registry 409).
      const bought = await tx.query(
        `UPDATE registry_items SET purchased_quantity = purchased_quantity + $3
         WHERE registry_id = $1 AND sku = $2 RETURNING sku`,
        [line.registry_id, line.sku_id, line.quantity],
      );
      if (bought.length > 0) {
        await tx.query('UPDATE registries SET version = version + 1 WHERE id = $1', [
          line.registry_id,
        ]);
      }
    }
  }
}
