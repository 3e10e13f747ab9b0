import { redirect, redirectDocument, replace } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import {
  apiQuery,
  callApi,
  categoryTilesUrl,
  getContentEntries,
  getCurrentToken,
  getPaginatedAndSortedProducts,
  getPathRedirect,
  getProducts,
  isApiRequestError,
} from '../api/index.ts';
import type { ApiClient, ContentEntriesLookup } from '../api/index.ts';
import type { ContentEntry, TokenResponse } from '../../schemas/api/generated/types.ts';
import type { ResolvedNavigation } from '../config/generated/resolved.ts';
import { safeReturnUrl } from '../domain/return-url.ts';
import { subBrandDenyReload } from '../routing/path-rules.ts';
import { resolveNotFound } from '../routing/redirects.ts';
import { loadStoresPage } from './pages/stores-data.ts';
import { orderAccess } from './order-access.ts';
import type { RouteDefinition } from '../routing/route-table.ts';
import { GUEST_SESSION } from './env.tsx';
import type { AppEnv, Session } from './env.tsx';

/** What every page loader answers; the renderer reads status and robots from it (shell spec §2.2). */
export interface PageData {
  readonly status: 200 | 404 | 451;
  readonly title?: string;
  readonly description?: string;
  /** Crawler directives from page data (content pages); route meta gives the rest. */
  readonly robots?: { readonly noindex: boolean; readonly nofollow: boolean };
  /** A protected route reached without authorization: the page shows the login dialog. */
  readonly loginRequired?: boolean;
  /** The content page, category or product slug the page shows. */
  readonly slug?: string;
  readonly view?:
    | 'content'
    | 'listing'
    | 'product'
    | 'stores'
    | 'login'
    | 'back-in-stock'
    | 'placeholder'
    | 'not-found'
    | 'legal';
  /** A same-origin return path (login page). */
  readonly returnUrl?: string;
}

/** The page entry query, shared by loaders and components so both read one cache key. */
export function pageQuery(env: Pick<AppEnv, 'api' | 'locale'>, slug: string, preview = false) {
  const query: ContentEntriesLookup = {
    contentType: 'page',
    slug,
    locale: env.locale,
    ...(preview ? { environment: 'preview' as const } : {}),
  };
  return apiQuery(env.api, getContentEntries, query);
}

export const LISTING_PAGE_SIZE = 24;

/** A slice of a category's tiles in a projection; listing pages and trays share the call. */
function tilesQuery(
  api: ApiClient,
  slug: string,
  slice: { skip: number; pageSize: number; projectionSlug: 'categorytiles' | 'categorytray' },
) {
  return apiQuery(api, getPaginatedAndSortedProducts, {
    url: categoryTilesUrl(api.site, slug),
    ...slice,
  });
}

export function listingQuery(api: ApiClient, slug: string, page: number) {
  return tilesQuery(api, slug, {
    skip: (page - 1) * LISTING_PAGE_SIZE,
    pageSize: LISTING_PAGE_SIZE,
    projectionSlug: 'categorytiles',
  });
}

/** A product tray's tiles: only as many as it shows, in the tray projection (fewer fields). */
export function trayQuery(api: ApiClient, slug: string, limit: number) {
  return tilesQuery(api, slug, { skip: 0, pageSize: limit, projectionSlug: 'categorytray' });
}

export function productQuery(api: ApiClient, slug: string) {
  return apiQuery(api, getProducts, { slug });
}

/** What a token description allows. */
export function sessionOf(token: Pick<TokenResponse, 'scopes' | 'authorized'>): Session {
  const scopes = token.scopes ?? [];
  return { scopes, registered: scopes.includes('registered'), authorized: token.authorized };
}

export async function loadSession(env: AppEnv): Promise<Session> {
  try {
    const token = await env.queryClient.fetchQuery({
      ...apiQuery(env.api, getCurrentToken, {}),
      staleTime: Infinity,
    });
    return sessionOf(token);
  } catch {
    return GUEST_SESSION;
  }
}

/** The content page entry, or undefined when the content service has none (404). */
export async function loadPage(
  env: AppEnv,
  slug: string,
  preview = false,
): Promise<ContentEntry | undefined> {
  try {
    const found = await env.queryClient.fetchQuery(pageQuery(env, slug, preview));
    const page = found.items[0];
    if (page) await prefetchModules(env, page);
    return page;
  } catch (error) {
    // A slug the API cannot even look up (400) is as absent as one it does not know (404).
    if (isApiRequestError(error) && (error.status === 404 || error.status === 400))
      return undefined;
    throw error;
  }
}

/** Trays on the page come with their tiles in the first HTML; a failed tray stays empty. */
async function prefetchModules(env: AppEnv, page: ContentEntry): Promise<void> {
  const modules = (page.fields.modules ?? []) as readonly { component: string; props: unknown }[];
  await Promise.all(
    modules
      .filter((module) => module.component === 'ProductTray')
      .map((module) => {
        const { categorySlug, limit } = module.props as { categorySlug: string; limit: number };
        return env.queryClient
          .prefetchQuery(trayQuery(env.api, categorySlug, limit))
          .catch(() => undefined);
      }),
  );
}

/** A navigation category with this slug, on this site (shell spec §2.1 catch-all). */
export function findCategory(
  navigation: ResolvedNavigation | { readonly items: readonly unknown[] },
  slug: string,
  siteId: string,
): boolean {
  type Item = {
    slug?: string;
    typeCode: string;
    sites?: readonly string[];
    navigationItems?: readonly Item[];
  };
  const walk = (items: readonly Item[]): boolean =>
    items.some(
      (item) =>
        (!item.sites || item.sites.includes(siteId)) &&
        ((item.slug === slug &&
          !item.typeCode.startsWith('CONTENT') &&
          item.typeCode !== 'EXTERNAL') ||
          walk(item.navigationItems ?? [])),
    );
  return walk(navigation.items as readonly Item[]);
}

/** The path below the site's context path, as the route table and the redirect lookup see it. */
export function relativePath(request: Request, contextPath: string): string {
  const { pathname } = new URL(request.url);
  const rest =
    contextPath && pathname.startsWith(contextPath) ? pathname.slice(contextPath.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

/**
 * A 404 goes through the redirect lookup (shell spec §2.2): force-redirect flag, else the
 * lookup's redirect keeping the query, else a not-found page.
 */
export async function notFound(env: AppEnv, request: Request): Promise<PageData> {
  const url = new URL(request.url);
  const outcome = await resolveNotFound(
    relativePath(request, env.site.contextPath),
    url.search,
    '/',
    async (requestPath) => {
      try {
        const found = await callApi(env.api, getPathRedirect, { requestPath });
        return found;
      } catch {
        return undefined;
      }
    },
  );
  if (outcome.kind === 'redirect') throw redirect(outcome.location, outcome.status);
  return { status: 404, view: 'not-found' };
}

type Loader = (args: LoaderFunctionArgs) => Promise<PageData>;

/** The loader of one route of the table: guard first, then the page's own data. */
export function loaderFor(def: RouteDefinition, env: AppEnv): Loader {
  const page = pageLoader(def, env);
  const load: Loader = async (args) => {
    if (def.redirectTo) throw redirect(def.redirectTo, 301);
    if (def.meta.requiresFlag && env.flags[def.meta.requiresFlag] !== true) {
      return { status: 404, view: 'not-found' };
    }
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

async function guard(
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
  return { status: 200, view: 'placeholder', loginRequired: true };
}

/** Whether a loader's request is for the location the browser shows now (a revalidation). */
function isCurrentLocation(requestUrl: string): boolean {
  const asked = new URL(requestUrl);
  return asked.pathname + asked.search === window.location.pathname + window.location.search;
}

function currentLocation(contextPath: string): string {
  const { pathname, search } = window.location;
  const rest =
    contextPath && pathname.startsWith(contextPath) ? pathname.slice(contextPath.length) : pathname;
  return (rest || '/') + search;
}

function pageLoader(def: RouteDefinition, env: AppEnv): Loader {
  switch (def.meta.kind) {
    case 'home':
      return async () => {
        const page = await loadPage(env, env.brand.settings.components.homePage);
        return {
          status: 200,
          view: 'content',
          slug: page ? env.brand.settings.components.homePage : undefined,
        };
      };
    case 'help':
    case 'landing':
      return async ({ params, request }) => {
        const slug = params.slug ?? '';
        const page = await loadPage(env, slug);
        if (page && (def.meta.kind === 'landing' || page.fields.kind === 'help')) {
          return {
            status: 200,
            view: 'content',
            slug,
            title: typeof page.fields.title === 'string' ? page.fields.title : undefined,
            description:
              typeof page.fields.metaDescription === 'string'
                ? page.fields.metaDescription
                : undefined,
            robots: page.fields.robots as PageData['robots'],
          };
        }
        if (
          def.meta.kind === 'landing' &&
          findCategory(env.brand.content.navigation, slug, env.site.id)
        ) {
          const pageNumber = Math.max(
            1,
            Number(new URL(request.url).searchParams.get('page')) || 1,
          );
          try {
            const listing = await env.queryClient.fetchQuery(
              listingQuery(env.api, slug, pageNumber),
            );
            return { status: 200, view: 'listing', slug, title: listing.category.displayName };
          } catch (error) {
            if (!isApiRequestError(error) || error.status !== 404) throw error;
          }
        }
        return notFound(env, request);
      };
    case 'content':
      return async ({ request }) => {
        const slug =
          new URL(request.url).searchParams.get('slug') ?? env.brand.settings.components.homePage;
        const page = await loadPage(env, slug, true);
        return page ? { status: 200, view: 'content', slug } : { status: 404, view: 'not-found' };
      };
    case 'product':
      return async ({ params, request }) => {
        const slug = params.slug ?? '';
        try {
          const list = await env.queryClient.fetchQuery(productQuery(env.api, slug));
          const entry = list[0];
          if (!entry) return notFound(env, request);
          if (entry.product.removeForLegalReasons) return { status: 451, view: 'legal' };
          return { status: 200, view: 'product', slug, title: entry.product.displayName };
        } catch (error) {
          if (isApiRequestError(error) && error.status === 451)
            return { status: 451, view: 'legal' };
          if (isApiRequestError(error) && (error.status === 404 || error.status === 400))
            return notFound(env, request);
          throw error;
        }
      };
    case 'stores':
      return async ({ params, request }) => loadStoresPage(env, request, params.slug);
    case 'not-found':
      // Non-content prefixes are other systems' paths: a plain 404 without the lookup.
      return def.name === 'not-found'
        ? async ({ request }) => notFound(env, request)
        : async () => ({ status: 404, view: 'not-found' });
    case 'login':
      return async ({ request }) => {
        const returnUrl = safeReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
        if (def.name === 'login' && new URL(request.url).searchParams.has('returnUrl')) {
          const session = await loadSession(env);
          if (session.authorized) throw redirect(returnUrl, 302);
        }
        return { status: 200, view: def.name === 'login' ? 'login' : 'placeholder', returnUrl };
      };
    case 'back-in-stock':
      // The page checks the item's ids itself and says what is wrong (never a 500, §2.2).
      return async ({ request }) => ({
        status: 200,
        view: 'back-in-stock',
        returnUrl: safeReturnUrl(new URL(request.url).searchParams.get('returnUrl')),
      });
    default:
      return async () => ({ status: 200, view: 'placeholder' });
  }
}
