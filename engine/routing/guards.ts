import { redirect, replace } from 'react-router';
import type { AppEnv } from './app-env.ts';
import { currentLocation } from './browser-location.ts';
import { relativePath } from './not-found.ts';
import { orderAccess } from './order-access.ts';
import { placeholder } from './page-data.ts';
import type { PageData } from './page-data.ts';
import type { RouteDefinition } from './route-table.ts';
import { loadSession } from './session.ts';

/**
 * The route's guard (shell spec §2.2): undefined lets the page load; a PageData answers instead
 * (the page with the login dialog open, on the server); a thrown response redirects.
 */
export async function guard(
  def: RouteDefinition,
  env: AppEnv,
  request: Request,
): Promise<PageData | undefined> {
  const { guard: rule } = def.meta;
  if (rule === 'none') return undefined;
  // Order details and claims order selection: their own check, with this login flow (§2.2).
  if (rule === 'order-access') {
    return orderAccess(def, env, request, {
      path: relativePath(request, env.site.contextPath),
      session: () => loadSession(env),
      logIn: () => guard({ ...def, meta: { ...def.meta, guard: 'authorized' } }, env, request),
    });
  }
  const session = await loadSession(env);
  const url = new URL(request.url);
  const here = relativePath(request, env.site.contextPath) + url.search;
  if (rule === 'guest-or-authorized') {
    if (!session.registered || session.authorized) return undefined;
    // A registered but not authorized shopper is downgraded to a guest checkout (flag) or asked to log in.
    if (env.flags.enableCheckoutDowngrade === true && url.searchParams.get('downgrade') !== '1') {
      throw redirect('/checkout?downgrade=1', 302);
    }
  } else if (session.authorized) {
    return undefined;
  }
  if (env.webview) {
    const login = env.site.brand.routing.webviewLoginPath;
    throw redirect(`${login}?returnUrl=${encodeURIComponent(here)}&webview=true`, 302);
  }
  if (env.side === 'client') {
    if (await env.login.open()) return undefined;
    // Dismissed: stay where the shopper was, without a new history entry.
    throw replace(currentLocation(env.site.contextPath));
  }
  return { ...placeholder(def.name), loginRequired: true };
}
