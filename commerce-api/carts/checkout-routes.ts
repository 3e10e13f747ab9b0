import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { ApiError, badRequest, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { isIdempotencyKey, orderForKey, placeOrder } from '../orders/place-order.ts';
import type { ShippingAddress } from './address.ts';
import { checkAddress, normalizeAddress } from './address.ts';
import { withTaxId } from './tax-id.ts';
import { findPickupStore } from './pickup-stores.ts';
import { activeCart, cartEmpty, lockActiveCart, requireCheckoutCaller } from './cart-access.ts';
import { loadCheckoutState, priceCart } from './cart-pricing.ts';
import { cartView } from './cart-view.ts';
import { ruleBasedReasons } from './rule-based-payments.ts';
import { PAYMENT_TYPES, REFUSAL_MESSAGES, paymentRefusal, siteMethods } from './payment-rules.ts';
import type { PaymentBody } from './payment-selection.ts';
import { selectPayment } from './payment-selection.ts';
import { fromCents } from './prices.ts';
import { requestLanguage } from './request-language.ts';
import { answers } from '../http/response-schemas.ts';

const GIFT_CARD_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };
const STYLIST_ID_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };

/**
 * The checkout steps (catalogue spec §2, §4; not shown in the specs, designed in the calls' style):
 * shipping address, delivery option, payment, place order. Open to guests and authorized users.
 */
export async function checkoutRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const base = '/checkout/v0/:siteId/carts/current';

  app.put(
    `${base}/shipping-address`,
    { schema: { response: answers('checkout/cart'), body: ref('checkout/shipping-address') } },
    async (request) => {
      const ref_ = requireCheckoutCaller(context, request);
      const body = request.body as {
        address: ShippingAddress & { taxId?: string };
        email?: string;
      };
      const taxed = withTaxId(normalizeAddress(body.address), body.address.taxId, ref_.site);
      const address = taxed.address;
      const errors = [...checkAddress(address, ref_.site), ...taxed.errors];
      if (errors.length > 0) {
        throw badRequest(
          'VALIDATION_ERROR',
          errors.map((error) => error.message).join(' '),
          errors,
        );
      }
      const cart = await db.transaction(async (tx) => {
        const locked = await lockActiveCart(tx, request.auth);
        await tx.query(
          `UPDATE carts SET shipping_address = $2, email = COALESCE($3, email), updated_at = now()
           WHERE id = $1`,
          [locked.id, address, body.email?.trim().toLowerCase() ?? null],
        );
        return locked;
      });
      return cartView(db, cart, ref_);
    },
  );

  app.get(
    `${base}/delivery-options`,
    { schema: { response: answers('checkout/delivery-options') } },
    async (request) => {
      const ref_ = requireCheckoutCaller(context, request);
      const cart = await activeCart(db, request.auth);
      const priced = await priceCart(db, cart.id, ref_, await loadCheckoutState(db, cart.id));
      return {
        destination: priced.destination,
        currency: ref_.site.currency,
        options: priced.deliveryOptions.map(({ id, estimatedDays, price }) => ({
          id,
          estimatedDays,
          price,
        })),
        selected: priced.deliveryOption?.id ?? null,
      };
    },
  );

  app.put(
    `${base}/delivery-option`,
    { schema: { response: answers('checkout/cart'), body: ref('checkout/delivery-option') } },
    async (request) => {
      const ref_ = requireCheckoutCaller(context, request);
      const { deliveryOptionId, storeNumber } = request.body as {
        deliveryOptionId: string;
        storeNumber?: string;
      };
      if ((deliveryOptionId === 'PICKUP') !== (storeNumber !== undefined)) {
        throw fieldError(
          'storeNumber',
          deliveryOptionId === 'PICKUP' ? 'REQUIRED' : 'UNEXPECTED',
          deliveryOptionId === 'PICKUP'
            ? 'Store pickup needs the number of the store to collect from.'
            : 'Only store pickup (PICKUP) names a store.',
        );
      }
      const pickupStore = storeNumber
        ? await findPickupStore(db, ref_.brand.id, ref_.site.country, storeNumber)
        : null;
      if (storeNumber && !pickupStore) {
        throw fieldError(
          'storeNumber',
          'PICKUP_STORE_UNAVAILABLE',
          `Store ${storeNumber} does not offer pickup for this site. Choose another store.`,
        );
      }
      const cart = await db.transaction(async (tx) => {
        const locked = await lockActiveCart(tx, request.auth);
        const state = await loadCheckoutState(tx, locked.id);
        if (!state.shippingAddress) {
          throw new ApiError(409, 'SHIPPING_ADDRESS_REQUIRED', 'Add a shipping address first.');
        }
        const priced = await priceCart(tx, locked.id, ref_, state);
        if (!priced.deliveryOptions.some((option) => option.id === deliveryOptionId)) {
          throw fieldError(
            'deliveryOptionId',
            'DELIVERY_OPTION_UNAVAILABLE',
            `${deliveryOptionId} is not offered for this cart and address.`,
          );
        }
        await tx.query(
          `UPDATE carts SET delivery_option = $2, pickup_store = $3, updated_at = now()
           WHERE id = $1`,
          [locked.id, deliveryOptionId, pickupStore],
        );
        return locked;
      });
      return cartView(db, cart, ref_);
    },
  );

  app.get(
    `${base}/payment-methods`,
    { schema: { response: answers('checkout/payment-methods') } },
    async (request) => {
      const ref_ = requireCheckoutCaller(context, request);
      const cart = await activeCart(db, request.auth);
      const priced = await priceCart(db, cart.id, ref_, await loadCheckoutState(db, cart.id));
      const methods = siteMethods(ref_.site.payments);
      const situation = {
        currency: ref_.site.currency,
        language: requestLanguage(request, ref_.site),
        scopes: request.auth.scopes,
        amount: fromCents(priced.totalCents),
        cartReasons: ruleBasedReasons(ref_.site, priced),
      };
      return {
        total: situation.amount,
        currency: ref_.site.currency,
        methods: PAYMENT_TYPES.filter((type) => methods[type]).map((type) => {
          const refusal = paymentRefusal(type, methods[type], situation);
          return {
            paymentType: type,
            available: refusal === undefined,
            ...(refusal ? { reason: refusal, message: REFUSAL_MESSAGES[refusal] } : {}),
            ...(type === 'CREDIT_CARD'
              ? { acceptedCreditCards: methods[type]?.acceptedCreditCards ?? [] }
              : {}),
          };
        }),
      };
    },
  );

  app.put(
    `${base}/payment`,
    { schema: { response: answers('checkout/cart'), body: ref('checkout/payment') } },
    async (request) => {
      const ref_ = requireCheckoutCaller(context, request);
      const body = request.body as PaymentBody;
      if (body.stylistId !== undefined) {
        // A stylist ID names a person (first name, last initial): limit guesses per token.
        await limitAttempts(
          db,
          `stylist-id:${request.auth.tokenId ?? request.ip}`,
          STYLIST_ID_ATTEMPTS,
        );
      }
      if (body.giftCard) {
        // A PIN is short: limit guesses per token, like the balance inquiry.
        await limitAttempts(
          db,
          `gift-card:${request.auth.tokenId ?? request.ip}`,
          GIFT_CARD_ATTEMPTS,
        );
      }
      const cart = await activeCart(db, request.auth);
      const priced = await priceCart(db, cart.id, ref_, await loadCheckoutState(db, cart.id));
      if (priced.lines.length === 0) throw cartEmpty();
      const payment = await selectPayment(
        db,
        body,
        {
          auth: request.auth,
          site: ref_.site,
          brandId: ref_.brand.id,
          brandName: ref_.brand.settings.name,
          language: requestLanguage(request, ref_.site),
          totalCents: priced.totalCents,
          cartReasons: ruleBasedReasons(ref_.site, priced),
        },
        context.cardKeys,
      );
      const saved = await db.transaction(async (tx) => {
        const locked = await lockActiveCart(tx, request.auth);
        await tx.query('UPDATE carts SET payment = $2, updated_at = now() WHERE id = $1', [
          locked.id,
          payment,
        ]);
        return locked;
      });
      return cartView(db, saved, ref_);
    },
  );

  app.post(
    `${base}/orders`,
    {
      schema: { response: answers('orders/placed-order'), body: ref('checkout/place-order') },
      // The body is optional (a signed-in user has nothing to send): none reads as {}.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const ref_ = requireCheckoutCaller(context, request);
      const body = request.body as { email?: string };
      const header = request.headers['idempotency-key'];
      if (header !== undefined && !isIdempotencyKey(header)) {
        throw badRequest(
          'VALIDATION_ERROR',
          'Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores (a UUID).',
          [{ field: 'Idempotency-Key', code: 'INVALID', message: 'Send a UUID.' }],
        );
      }
      const key = header;
      // A retry of an attempt that already placed its order answers that order again.
      const again = key ? await orderForKey(db, request.auth, ref_, key) : undefined;
      if (again) return reply.status(200).send(again);
      try {
        const order = await placeOrder(db, {
          auth: request.auth,
          ref: ref_,
          language: requestLanguage(request, ref_.site),
          ...(body.email ? { email: body.email.trim().toLowerCase() } : {}),
          ...(key ? { idempotencyKey: key } : {}),
        });
        return reply.status(201).send(order);
      } catch (error) {
        // The same attempt sent twice at once: the first placed it while this one waited.
        const placed = key ? await orderForKey(db, request.auth, ref_, key) : undefined;
        if (placed) return reply.status(200).send(placed);
        throw error;
      }
    },
  );
}
