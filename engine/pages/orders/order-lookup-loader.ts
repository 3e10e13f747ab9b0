import { orderNumberFromQuery } from '../../domain/orders/order-lookup.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/**
 * /order-inquiry, /order-tracking, /order-pickup, /order-payments (shell spec §2.1): the page the
 * route names and the order number its link carries (?orderNumber=, hostile: kept only when it is
 * an order number). Nothing is fetched: the order needs its email, which only the form has.
 */
export function orderLookupLoader({ def }: LoaderContext): PageLoader {
  return async ({ request }) => {
    const orderNumber = orderNumberFromQuery(new URL(request.url).searchParams.get('orderNumber'));
    return {
      status: 200,
      view: 'OrderLookupPage',
      props: { page: def.name, ...(orderNumber ? { orderNumber } : {}) },
    };
  };
}
