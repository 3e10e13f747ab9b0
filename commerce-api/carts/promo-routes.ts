import type { FastifyInstance } from 'fastify';
import { limitAttempts } from '../auth/rate-limit.ts';
import type { ApiServices } from '../context.ts';
import { fieldError } from '../http/errors.ts';
import { answers } from '../http/response-schemas.ts';
import { ref } from '../http/schema-validation.ts';
import { lockActiveCart, requireCartCaller, touchCart } from './cart-access.ts';
import { summarize } from './cart-summary.ts';
import { loadCartLines } from './cart-lines.ts';
import { cartView } from './cart-view.ts';
import { moneyFor } from '../catalog/money.ts';
import type { PromotionRefusal } from './promotions.ts';
import { loadPromotion, normalizePromoCode, promotionRefusal } from './promotions.ts';

/** Guesses of codes per token (or address) in a window, like gift card PINs. */
const PROMO_ATTEMPTS = { max: 20, windowMs: 15 * 60 * 1000 };

const REFUSAL_MESSAGES: Readonly<Record<PromotionRefusal | 'PROMO_CODE_INVALID', string>> = {
  PROMO_CODE_INVALID: 'This promo code is not valid. Check the code and try again.',
  PROMO_CODE_EXPIRED: 'This promo code has expired.',
  PROMO_CODE_NOT_STARTED: 'This promo code is not active yet.',
  PROMO_CODE_MINIMUM: 'Your bag does not reach the minimum for this promo code yet.',
};

const refuse = (code: keyof typeof REFUSAL_MESSAGES) =>
  fieldError('code', code, REFUSAL_MESSAGES[code]);

/**
 * Promo codes on the cart (issue 12; designed in the cart calls' style): POST applies a code (the
 * cart holds one: a new code replaces the old), DELETE removes it; both answer the cart page. A
 * code that is unknown, expired, not started or whose minimum the bag does not reach is a 400
 * naming the field `code` with its reason; nothing already on the cart changes.
 */
export async function promoRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const base = '/checkout/v0/:siteId/carts/current/promo-codes';

  app.post(
    base,
    { schema: { response: answers('checkout/cart'), body: ref('checkout/promo-code') } },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      await limitAttempts(db, `promo-code:${request.auth.tokenId ?? request.ip}`, PROMO_ATTEMPTS);
      const code = normalizePromoCode((request.body as { code: string }).code);
      const promotion = code ? await loadPromotion(db, ref_.brand.id, code) : undefined;
      if (!code || !promotion) throw refuse('PROMO_CODE_INVALID');
      const cart = await db.transaction(async (tx) => {
        const locked = await lockActiveCart(tx, request.auth);
        const money = await moneyFor(tx, ref_.site.currency);
        const summary = summarize(await loadCartLines(tx, locked.id), money);
        const refusal = promotionRefusal(promotion, summary.discountableCents, money, Date.now());
        if (refusal) throw refuse(refusal);
        await tx.query('UPDATE carts SET promo_code = $2 WHERE id = $1', [locked.id, code]);
        await touchCart(tx, locked.id);
        return locked;
      });
      return cartView(db, cart, ref_);
    },
  );

  app.delete(
    `${base}/:code`,
    { schema: { response: answers('checkout/cart') } },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      const code = normalizePromoCode((request.params as { code: string }).code);
      const cart = await db.transaction(async (tx) => {
        const locked = await lockActiveCart(tx, request.auth);
        await tx.query('UPDATE carts SET promo_code = NULL WHERE id = $1 AND promo_code = $2', [
          locked.id,
          code ?? '',
        ]);
        await touchCart(tx, locked.id);
        return locked;
      });
      return cartView(db, cart, ref_);
    },
  );
}
