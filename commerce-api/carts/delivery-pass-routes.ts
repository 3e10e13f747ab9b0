import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { answers } from '../http/response-schemas.ts';
import { ref } from '../http/schema-validation.ts';
import { lockActiveCart, requireCartCaller, touchCart } from './cart-access.ts';
import { cartView } from './cart-view.ts';
import { membershipOf } from './delivery-pass.ts';
import { canOwnPass, dayOf, passRefusal } from './delivery-pass-purchase.ts';

/**
 * A delivery pass in the bag (issue 12; shell spec §1 "a delivery-pass membership"; the call
 * designed in the gift options call's style): PUT .../carts/current/delivery-pass { added } puts the
 * site's pass in the bag or takes it out and answers the cart. Adding is refused at the field
 * `added` where the site sells none, for a guest and for a shopper whose pass still runs; taking it
 * out never is. Nothing on the cart changes on a refusal.
 */
export async function deliveryPassRoutes(
  app: FastifyInstance,
  context: ApiServices,
): Promise<void> {
  const { db } = context;

  app.put(
    '/checkout/v0/:siteId/carts/current/delivery-pass',
    { schema: { response: answers('checkout/cart'), body: ref('checkout/set-delivery-pass') } },
    async (request) => {
      const ref_ = requireCartCaller(context, request);
      const { added } = request.body as { added: boolean };
      if (added) {
        const refusal = passRefusal(ref_.site, canOwnPass(request.auth), {
          membership: await membershipOf(db, request.auth.userId),
          today: dayOf(Date.now()),
        });
        if (refusal) throw badRequest('VALIDATION_ERROR', refusal.message, [refusal]);
      }
      // A pass bought meanwhile is caught when the order is placed (DELIVERY_PASS_MEMBER there).
      const cart = await db.transaction(async (tx) => {
        const locked = await lockActiveCart(tx, request.auth);
        await tx.query('UPDATE carts SET delivery_pass = $2 WHERE id = $1', [locked.id, added]);
        await touchCart(tx, locked.id);
        return locked;
      });
      return cartView(db, cart, ref_);
    },
  );
}
