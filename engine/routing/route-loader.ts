import { redirect, redirectDocument, replace } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { isApiRequestError } from '../api/index.ts';
import type { AppEnv } from './app-env.ts';
import { currentLocation, isCurrentLocation } from './browser-location.ts';
import { guard } from './guards.ts';
import { relativePath } from './not-found.ts';
import { NOT_FOUND } from './page-data.ts';
import type { PageData } from './page-data.ts';
import { subBrandDenyReload } from './path-rules.ts';
import type { RouteDefinition } from './route-table.ts';

export type PageLoader = (args: LoaderFunctionArgs) => Promise<PageData>;

/**
 * The loader of one route of the table: its redirect, its feature flag and its guard first, then
 * the page's own data (`page`, the loader of the page kind).
 */
export function loaderFor(def: RouteDefinition, env: AppEnv, page: PageLoader): PageLoader {
  const load: PageLoader = async (args) => {
    if (def.redirectTo) throw redirect(def.redirectTo, 301);
    if (def.meta.requiresFlag && env.flags[def.meta.requiresFlag] !== true) return NOT_FOUND;
    const blocked = await guard(def, env, args.request);
    if (blocked) return blocked;
    return page(args);
  };
  const { redirects } = env;
  if (!redirects) return load;
  // In the browser: the sub-brand deny list reloads the document, redirects are checked (§2.2).
  return async (args) => {
    const reload = denyReload(env, args.request);
    if (reload) throw redirectDocument(new URL(reload, args.request.url).href, 302);
    try {
      return await load(args);
    } catch (thrown) {
      if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400)
        throw redirects.follow(args.request.url, thrown);
      // A data-fetching error stops the navigation: the shopper stays on the page they were on.
      // (Reloading the page they are on has nowhere to stay: its error boundary shows.)
      if (isApiRequestError(thrown) && !isCurrentLocation(args.request.url)) {
        console.error('[storefront:router] Navigation stopped: the page data failed', thrown);
        throw replace(currentLocation(env.site.contextPath));
      }
      throw thrown;
    }
  };
}

/** The sub-brand deny list's reload target (behind its flag), for a client navigation. */
function denyReload(env: AppEnv, request: Request): string | undefined {
  if (env.flags.enableSubBrandDenyReload !== true) return undefined;
  const { routing } = env.brand.settings;
  return subBrandDenyReload(
    relativePath(request, env.site.contextPath),
    routing.subBrands.map((subBrand) => subBrand.id),
    routing.subBrandDenyList,
    env.site.contextPath,
  );
}
