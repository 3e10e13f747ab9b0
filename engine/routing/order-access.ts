import { matchPath, redirect } from 'react-router';
import { apiQuery, isApiRequestError } from '../api/index.ts';
import { getOrder } from '../api/calls/orders.ts';
import { ORDER_NUMBER_PATTERN, isValidOrderNumber } from '../domain/orders/order-lookup.ts';
import type { RouteDefinition } from './route-table.ts';
import type { AppEnv, Session } from './app-env.ts';
import { NOT_FOUND } from './page-data.ts';
import type { PageData } from './page-data.ts';

/**
 * The separate access check of order details and claims order selection (shell spec §2.2: "order
 * details and claims order selection use a separate access check"), for the routes whose meta
 * guard is 'order-access'. What each route does:
 *
 * /order/{orderNumber} (an order's detail page, linked from emails and the order history)
 * - A malformed number answers the 404 not-found page: no lookup, nothing to leak.
 * - A registered shopper who is not authorized (an old session) is asked to log in again, as on
 *   every protected route: the login modal in the browser, the page with the dialog open from the
 *   server, the webview login path with returnUrl and webview=true in a webview.
 * - Then the API decides who owns the order (GET /order/v0/{siteId}/orders/{orderNumber}, the
 *   owner check findOwnOrder): the signed-in shopper who placed it, or the guest token that placed
 *   it (a guest who has just checked out). The owner sees the page; the order stays in the query
 *   cache for the page to read.
 * - Anyone else (a guest, another shopper) gets a 302 to /order-inquiry?orderNumber={number},
 *   where the order number and the order's email let them in. An unknown order and somebody else's
 *   order answer the same redirect, so whether an order exists never leaks.
 *
 * /claims/select (choosing the order a claim is about)
 * - Claims never allow guests (§2.2 "returns and claims do not allow continuing as guest"): anyone
 *   not authorized gets the login flow above, guests included.
 * - With ?orderNumber=, the order must be the shopper's own: a malformed number, an unknown order
 *   or somebody else's order all answer the same 404 page. Without it, the shopper picks from
 *   their orders on the page.
 *
 * /account/order/{id} (an account page): authorized as every account page, then the order must be
 * the shopper's own, else the same 404 page.
 *
 * The owner check always asks the API (staleTime 0, no retry): a cached order from an earlier
 * session never stands in for it, and a refused order is dropped from the cache.
 */

// The order number's rule is the guest lookup's too (engine/domain/orders/order-lookup.ts).
export { ORDER_NUMBER_PATTERN, isValidOrderNumber };

export interface OrderAccessContext {
  /** The request path below the site's context path (loaders.ts relativePath). */
  readonly path: string;
  /** The shopper's session (loaders.ts loadSession). */
  session(): Promise<Session>;
  /**
   * The protected-route login flow of loaders.ts `guard`: undefined once the shopper is authorized
   * (already, or after signing in through the modal); the page with the login dialog on the
   * server; throws the webview login redirect, or the cancelled navigation in the browser.
   */
  logIn(): Promise<PageData | undefined>;
}

/** Where a shopper who cannot see an order is sent: the order inquiry form, number filled in. */
export function orderInquiryPath(orderNumber: string, webview: boolean): string {
  const query = new URLSearchParams({ orderNumber: orderNumber.toUpperCase() });
  if (webview) query.set('webview', 'true');
  return `/order-inquiry?${query.toString()}`;
}

/** The access check of an 'order-access' route: undefined lets the page load. */
export async function orderAccess(
  def: RouteDefinition,
  env: AppEnv,
  request: Request,
  context: OrderAccessContext,
): Promise<PageData | undefined> {
  const params = matchPath(def.path, context.path)?.params ?? {};
  if (def.name === 'order') return orderDetails(env, params.orderNumber, context);
  if (def.name === 'claims-select') {
    const query = new URL(request.url).searchParams;
    return ownOrderOnly(env, query.has('orderNumber') ? query.get('orderNumber') : null, context);
  }
  // Any other order page (/account/order/{id}): signed in and the shopper's own order.
  const [, value] = Object.entries(params).find(([name]) => name !== '*') ?? [];
  return ownOrderOnly(env, value ?? '', context);
}

async function orderDetails(
  env: AppEnv,
  orderNumber: string | undefined,
  context: OrderAccessContext,
): Promise<PageData | undefined> {
  if (!isValidOrderNumber(orderNumber)) return NOT_FOUND;
  const session = await context.session();
  if (session.registered && !session.authorized) {
    const blocked = await context.logIn();
    if (blocked) return blocked;
  }
  if (await ownsOrder(env, orderNumber)) return undefined;
  throw redirect(orderInquiryPath(orderNumber, env.webview), 302);
}

/** Signed in and authorized; with an order number (null: none asked), the shopper's own order. */
async function ownOrderOnly(
  env: AppEnv,
  orderNumber: string | null,
  context: OrderAccessContext,
): Promise<PageData | undefined> {
  const session = await context.session();
  if (!session.authorized) {
    const blocked = await context.logIn();
    if (blocked) return blocked;
  }
  if (orderNumber === null) return undefined;
  if (!isValidOrderNumber(orderNumber)) return NOT_FOUND;
  return (await ownsOrder(env, orderNumber)) ? undefined : NOT_FOUND;
}

/** The API's owner check: its order detail call answers only the order's owner. */
async function ownsOrder(env: AppEnv, orderNumber: string): Promise<boolean> {
  const query = apiQuery(env.api, getOrder, { orderNumber });
  try {
    await env.queryClient.fetchQuery({ ...query, staleTime: 0, retry: false });
    return true;
  } catch (error) {
    // 404 (unknown or not theirs), 401/403 (no token that could own it): the same answer.
    if (isApiRequestError(error) && [400, 401, 403, 404].includes(error.status)) {
      env.queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      return false;
    }
    throw error;
  }
}
