import { redirect } from 'react-router';
import { apiQuery, isApiRequestError } from '../../api/index.ts';
import { getCart } from '../../api/calls/cart.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { PageLoader } from '../../routing/route-loader.ts';
import { isCheckoutStep, stepFor, stepPath } from './checkout-steps.ts';

/** The query flags a redirect between the steps keeps (catalogue spec §2; shell spec §2.2). */
export const KEPT_FLAGS: readonly string[] = [
  'paymentError',
  'apmCompleted',
  'scaCompleted',
  'invalidPickupLocation',
  'downgrade',
];

/** An order number as the API writes them (the brand's prefix, then digits). */
const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/**
 * The checkout's routes (catalogue spec §2, §4): the API's cart is the truth of which step the
 * shopper is on, so /checkout and a step whose earlier steps are not done redirect to the first
 * open one, an empty cart to /cart; the confirmation reads its order number from the query.
 */
export function checkoutLoader({ def, env }: LoaderContext): PageLoader {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (def.name === 'checkout-order-confirmation') {
      const orderNumber = url.searchParams.get('orderNumber') ?? '';
      if (!ORDER_NUMBER.test(orderNumber)) throw redirect('/cart', 302);
      return {
        status: 200,
        view: 'CheckoutPage',
        props: { step: 'checkout-order-confirmation', orderNumber },
      };
    }
    let cart;
    try {
      // Fresh each time: another tab may have changed the cart or placed its order.
      cart = await env.queryClient.fetchQuery({ ...apiQuery(env.api, getCart, {}), staleTime: 0 });
    } catch (error) {
      // No cart for this token (never added, or already ordered): the bag says what to do.
      if (isApiRequestError(error) && [401, 403, 404, 412].includes(error.status)) {
        throw redirect('/cart', 302);
      }
      throw error;
    }
    const target = stepFor(def.name, {
      itemCount: cart.items.length,
      hasShippingAddress: cart.shippingAddress !== null,
      hasDeliveryOption: cart.deliveryOption !== null,
    });
    if (target === 'cart') throw redirect('/cart', 302);
    if (target !== def.name || !isCheckoutStep(def.name)) {
      // The steps' query flags (the payment step's paymentError, apmCompleted and scaCompleted,
      // the address step's invalidPickupLocation, the login downgrade) go along.
      const keep = Object.fromEntries(
        KEPT_FLAGS.map((key) => [key, url.searchParams.get(key)] as const).filter(
          (entry): entry is readonly [string, string] => entry[1] !== null,
        ),
      );
      throw redirect(stepPath(target, keep), 302);
    }
    return { status: 200, view: 'CheckoutPage', props: { step: target } };
  };
}
