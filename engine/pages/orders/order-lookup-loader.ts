import { mockOrderId } from '../../domain/orders/mock-order.ts';
import { orderNumberFromQuery } from '../../domain/orders/order-lookup.ts';
import { NOT_FOUND } from '../../routing/page-data.ts';
import type { LoaderContext } from '../../registry/entry.ts';
import type { PageLoader } from '../../routing/route-loader.ts';

/**
 * /order-inquiry, /order-tracking, /order-pickup, /order-payments (shell spec §2.1): the page the
 * route names and the order number its link carries (?orderNumber=, hostile: kept only when it is
 * an order number). Nothing is fetched: the order needs its email, which only the form has.
 */
export function orderLookupLoader({ def }: LoaderContext): PageLoader {
  if (def.name === 'mock-order') {
    // /mock-order/{mockId} (its flag checked by the route): a known mock id, else not found.
    return async ({ params }) => {
      const mockId = mockOrderId(params.mockId);
      return mockId
        ? { status: 200, view: 'OrderLookupPage', props: { page: 'mock-order', mockId } }
        : NOT_FOUND;
    };
  }
  return async ({ request }) => {
    const orderNumber = orderNumberFromQuery(new URL(request.url).searchParams.get('orderNumber'));
    return {
      status: 200,
      view: 'OrderLookupPage',
      props: { page: def.name, ...(orderNumber ? { orderNumber } : {}) },
    };
  };
}
