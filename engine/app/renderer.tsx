import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { clientLimitsOf, createApiClient, isApiRequestError, siteContextOf } from '../api/index.ts';
import type { ResolvedBrand, ResolvedSite } from '../config/types.ts';
import { createI18n, FALLBACK_LOCALE, stringsFor } from '../i18n/index.ts';
import { isRegistered } from '../registry.ts';
import { buildReactRoutes } from '../routing/react-routes.tsx';
import { DEFAULT_META } from '../routing/route-meta.ts';
import { canonicalPath, siteForPath, subBrandDenyReload } from '../routing/path-rules.ts';
import { buildRouteTable } from '../routing/route-table.ts';
import type { RouteDefinition } from '../routing/route-table.ts';
import type {
  ModuleAssets,
  RenderFunction,
  RenderRequest,
  RenderResult,
} from '../server/render-contract.ts';
import { alternatesFor } from './alternates.ts';
import { ApiCookieJar } from './cookie-relay.ts';
import { LoginModalStore } from './env.tsx';
import type { AppEnv } from './env.tsx';
import { FLAG_COOKIE, requestFlags } from './flags.ts';
import { escapeHtml, scriptJson, STATE_SCRIPT_ID } from './html.ts';
import { serializeHydration } from './hydration.ts';
import type { PageState } from './hydration.ts';
import { pageQuery } from './loaders.ts';
import type { PageData } from './loaders.ts';
import { AppProviders } from './providers.tsx';
import { themeCss } from './theme.ts';

/** A webview announces itself with ?webview=true or this header (shell spec §2.2). */
export const WEBVIEW_HEADER = 'x-storefront-webview';

const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-cache',
};

/**
 * How long one page may take, loaders and React together (no config entry sets it: the limits
 * schema's timings are the browser's). A slow API answers the shopper with the 500 page after
 * this, rather than never; each API call also has its own limits.timings.requestTimeoutMs.
 */
export const SSR_RENDER_TIMEOUT_MS = 10_000;

export interface RendererOptions {
  /** Default SSR_RENDER_TIMEOUT_MS. */
  readonly renderTimeoutMs?: number;
}

/** The module of each lazily loaded page view (engine/routing/react-routes.tsx), to preload. */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  content: 'engine/app/pages/content-page.tsx',
  listing: 'engine/app/pages/listing-page.tsx',
  product: 'engine/app/pages/product-page.tsx',
  stores: 'engine/app/pages/stores-page.tsx',
};

class RenderTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`The page took longer than ${limitMs} ms to render.`);
    this.name = 'RenderTimeoutError';
  }
}

/** What one render shares: the API's cookies as they change, and the abort on time-out. */
interface RenderScope {
  readonly jar: ApiCookieJar;
  readonly signal: AbortSignal;
}

/**
 * The SSR entry of one brand (DESIGN §5): the site by path prefix, canonical path fixes, the
 * sub-brand deny reload, then react-router's static handler over the route table, loaders filling
 * a react-query cache, and React's stream with the page state for hydration.
 */
/**
 * One i18next instance per brand and locale, shared by every render: an instance is fixed to its
 * language (nothing changes it on the server) and building one costs more than a small page.
 */
const i18nByBrand = new WeakMap<ResolvedBrand, Map<string, Promise<I18n>>>();

function sharedI18n(brand: ResolvedBrand, locale: string): Promise<I18n> {
  let byLocale = i18nByBrand.get(brand);
  if (!byLocale) i18nByBrand.set(brand, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) {
    instance = createI18n(locale, brand.strings as Record<string, Record<string, string>>);
    byLocale.set(locale, instance);
    // A failed load is not kept: the next render tries again.
    instance.catch(() => byLocale.delete(locale));
  }
  return instance;
}

export function createRenderer(
  brand: ResolvedBrand,
  options: RendererOptions = {},
): RenderFunction {
  const limitMs = options.renderTimeoutMs ?? SSR_RENDER_TIMEOUT_MS;
  const sites = Object.values(brand.sites);
  const tables = new Map<string, RouteDefinition[]>();
  const tableOf = (site: ResolvedSite) => {
    let table = tables.get(site.id);
    if (!table) tables.set(site.id, (table = buildRouteTable(site)));
    return table;
  };

  return async (request) => {
    const controller = new AbortController();
    const scope: RenderScope = { jar: new ApiCookieJar(request), signal: controller.signal };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new RenderTimeoutError(limitMs);
        // Settles the race first, then cancels the loaders' calls and React.
        reject(error);
        controller.abort(error);
      }, limitMs);
    });
    const rendering = render(brand, sites, tableOf, request, scope);
    try {
      const result = await Promise.race([rendering, timedOut]);
      const setCookies = scope.jar.setCookies();
      return setCookies.length > 0 ? { ...result, setCookies } : result;
    } catch (error) {
      if (error instanceof RenderTimeoutError) {
        console.error(
          `[storefront:ssr] Render of ${brand.id} ${request.url.slice(0, 200)} timed out after ${limitMs} ms; answering 500.`,
        );
        // Nothing was sent yet (the page streams once every boundary is ready): a render that
        // still finishes must not leave its stream open.
        rendering.then(discardBody, () => undefined);
      } else {
        console.error('[storefront:ssr] Render failed', error);
      }
      // A token the API issued before the failure still reaches the browser.
      return errorPage(brand, sites, request, scope.jar.setCookies());
    } finally {
      clearTimeout(timer);
    }
  };
}

function discardBody(result: RenderResult): void {
  const body = result.body as (NodeJS.ReadableStream & { destroy?: () => void }) | undefined;
  if (body && typeof body !== 'string') body.destroy?.();
}

/**
 * The global 500 page for a render that failed or timed out: the site's own words
 * (errors.global500Text) when the path names a known site, never indexed, no script.
 */
async function errorPage(
  brand: ResolvedBrand,
  sites: readonly ResolvedSite[],
  request: RenderRequest,
  setCookies: readonly string[],
): Promise<RenderResult> {
  let locale = FALLBACK_LOCALE;
  let text = 'Oops! Something went wrong on our end. Please try again in a moment.';
  try {
    const { site } = siteForPath(sites, new URL(request.url, 'http://storefront.invalid').pathname);
    locale = site.defaultLocale;
    const strings = await stringsFor(
      locale,
      brand.strings as Record<string, Record<string, string>>,
    );
    text = strings['errors.global500Text'] ?? text;
  } catch {
    // No site for this path: the English text above.
  }
  return {
    status: 500,
    headers: { ...HTML_HEADERS, 'X-Robots-Tag': 'noindex, nofollow', 'Content-Language': locale },
    ...(setCookies.length > 0 ? { setCookies } : {}),
    body:
      `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
      '<meta name="robots" content="noindex, nofollow">' +
      `<title>${escapeHtml(brand.settings.name)}</title></head>` +
      `<body><main><h1>${escapeHtml(text)}</h1></main></body></html>`,
  };
}

async function render(
  brand: ResolvedBrand,
  sites: readonly ResolvedSite[],
  tableOf: (site: ResolvedSite) => RouteDefinition[],
  request: RenderRequest,
  scope: RenderScope,
): Promise<RenderResult> {
  const url = new URL(request.url, 'http://storefront.invalid');
  const { routing } = brand.settings;
  const { site, rest } = siteForPath(sites, url.pathname);

  const canonical = canonicalPath(url.pathname, routing.trailingSlash);
  if (canonical.fix) return redirect(301, canonical.pathname + url.search);

  const flags = requestFlags(site, {
    environment: request.environmentFlags,
    cookie: request.cookies[FLAG_COOKIE],
    search: url.searchParams,
  });
  if (flags.enableSubBrandDenyReload === true) {
    const reload = subBrandDenyReload(
      rest,
      routing.subBrands.map((subBrand) => subBrand.id),
      routing.subBrandDenyList,
      site.contextPath,
    );
    if (reload) return redirect(302, reload);
  }

  const webview =
    url.searchParams.get('webview') === 'true' || request.headers[WEBVIEW_HEADER] === 'true';
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  // On time-out the loaders' calls are cancelled as the caller's (no retry of a render that is over).
  scope.signal.addEventListener('abort', () => void queryClient.cancelQueries(), { once: true });
  const api = createApiClient({
    baseUrl: request.apiBase,
    site: siteContextOf(site),
    fetch: forwardingFetch(request, scope),
    ...clientLimitsOf(site),
  });
  const env: AppEnv = {
    brand,
    site,
    locale: site.defaultLocale,
    api,
    queryClient,
    flags,
    webview,
    side: 'server',
    login: new LoginModalStore(),
  };

  const handler = createStaticHandler(buildReactRoutes(tableOf(site), env), {
    basename: site.contextPath || '/',
  });
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const context = await handler.query(
    new Request(origin + url.pathname + url.search, { method: 'GET', signal: scope.signal }),
  );
  scope.signal.throwIfAborted();
  if (context instanceof Response) {
    const location = context.headers.get('Location') ?? (site.contextPath || '/');
    return redirect(context.status, withTrailingSlashRule(location, routing.trailingSlash));
  }

  const leaf = context.matches[context.matches.length - 1];
  const definition = (leaf?.route.handle as { route?: RouteDefinition } | undefined)?.route;
  const meta = definition?.meta ?? DEFAULT_META;
  const page = (leaf ? context.loaderData[leaf.route.id] : undefined) as PageData | undefined;
  const status = statusOf(context, page, meta.status);

  const noindex = webview || meta.noindex || page?.robots?.noindex === true || status !== 200;
  const nofollow = webview || meta.nofollow || page?.robots?.nofollow === true;
  const robots = `${noindex ? 'noindex' : 'index'}, ${nofollow ? 'nofollow' : 'follow'}`;

  const i18n = await sharedI18n(brand, env.locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const state: PageState = {
    siteId: site.id,
    webview,
    flags,
    router: serializeHydration(context),
    queries: dehydrate(queryClient),
  };

  const title = page?.title ? `${page.title} | ${brand.settings.name}` : brand.settings.name;
  // Alternates name the page, not the shopper's query (tracking parameters, returnUrl...).
  const relative = rest;
  const head = documentHead({
    brand,
    site,
    request,
    title,
    description: page?.description,
    robots,
    relative,
    status,
    preload: preloadsFor(request, [
      ...(page?.view ? [PAGE_MODULES[page.view]] : []),
      ...contentModules(env, page, definition),
      localeModule(request, env.locale),
    ]),
  });
  const tail =
    `</div><script type="application/json" id="${STATE_SCRIPT_ID}" nonce="${escapeHtml(request.nonce)}">${scriptJson(state)}</script>` +
    request.assets.scripts
      .map(
        (src) =>
          `<script type="module" src="${escapeHtml(src)}" nonce="${escapeHtml(request.nonce)}"></script>`,
      )
      .join('') +
    '</body></html>';

  const body = await streamApp(
    <AppProviders env={env} i18n={i18n}>
      <StaticRouterProvider
        router={router}
        context={context}
        hydrate={false}
        nonce={request.nonce}
      />
    </AppProviders>,
    request.nonce,
    head,
    tail,
    scope.signal,
  );
  return {
    status,
    headers: { ...HTML_HEADERS, 'X-Robots-Tag': robots, 'Content-Language': site.defaultLocale },
    body,
  };
}

/** An internal redirect goes straight to the canonical path, not through a second 301. */
function withTrailingSlashRule(location: string, trailingSlash: boolean): string {
  if (!location.startsWith('/') || location.startsWith('//')) return location;
  const match = /^([^?#]*)(.*)$/.exec(location);
  return canonicalPath(match?.[1] || '/', trailingSlash).pathname + (match?.[2] ?? '');
}

function redirect(status: number, location: string): RenderResult {
  return { status, headers: { Location: location, 'Cache-Control': 'no-cache' } };
}

/** Errors decide first (451 from the API, else the error's status or 500), then the page data. */
function statusOf(
  context: StaticHandlerContext,
  page: PageData | undefined,
  metaStatus: number,
): number {
  const error = context.errors ? Object.values(context.errors)[0] : undefined;
  if (error !== undefined) {
    if (isApiRequestError(error) && error.status === 451) return 451;
    return context.statusCode >= 400 && context.statusCode !== 404 ? context.statusCode : 500;
  }
  return page?.status ?? metaStatus;
}

/**
 * Server-side fetches carry the shopper's cookies, so the API sees the shopper's token; a cookie
 * the API sets on the way is kept for the render's later calls and relayed to the browser, and
 * the render's time-out cancels every call still running.
 */
function forwardingFetch(request: RenderRequest, scope: RenderScope): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    const cookie = scope.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const forwardedFor = request.headers['x-forwarded-for'];
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    const signal = init?.signal ? AbortSignal.any([init.signal, scope.signal]) : scope.signal;
    const response = await globalThis.fetch(input, { ...init, headers, signal });
    scope.jar.receive(response.headers.getSetCookie());
    return response;
  };
}

/**
 * The registered components a content page composes, by module (engine/registry.ts: one chunk
 * each, its file named after the component in kebab case): on the home page they would
 * otherwise load only after the content page chunk, a second waterfall.
 */
function contentModules(
  env: AppEnv,
  page: PageData | undefined,
  definition: RouteDefinition | undefined,
): string[] {
  if (page?.view !== 'content' || !page.slug) return [];
  const found = env.queryClient.getQueryData(
    pageQuery(env, page.slug, definition?.name === 'content-preview').queryKey,
  );
  const modules = (found?.items[0]?.fields.modules ?? []) as readonly { component?: unknown }[];
  const names = new Set(
    modules.flatMap((module) =>
      typeof module.component === 'string' && isRegistered(module.component)
        ? [module.component]
        : [],
    ),
  );
  return [...names].map(
    (name) =>
      `engine/components/content/${name.replace(/(?<!^)[A-Z]/g, (letter) => '-' + letter).toLowerCase()}.tsx`,
  );
}

/** The site's engine strings chunk (engine/i18n: en-US for a locale the engine lacks). */
function localeModule(request: RenderRequest, locale: string): string {
  const module = `engine/i18n/locales/${locale}.json`;
  return request.assets.lazy?.[module] ? module : `engine/i18n/locales/${FALLBACK_LOCALE}.json`;
}

/** The first load's scripts and, beyond them, the given lazy modules' scripts and styles. */
function preloadsFor(
  request: RenderRequest,
  modules: readonly (string | undefined)[],
): ModuleAssets {
  const lazy = request.assets.lazy ?? {};
  const found = modules.flatMap((module) => (module && lazy[module] ? [lazy[module]] : []));
  const unique = (list: readonly string[]) => [...new Set(list)];
  return {
    scripts: unique([...request.assets.scripts, ...found.flatMap((assets) => assets.scripts)]),
    styles: unique(found.flatMap((assets) => assets.styles)).filter(
      (href) => !request.assets.styles.includes(href),
    ),
  };
}

/** The shopper-facing origin, for absolute alternate links. */
function publicOrigin(request: RenderRequest): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  if (!host || !/^[a-z0-9.:[\]-]+$/i.test(host)) return '';
  const protocol = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

function documentHead(options: {
  brand: ResolvedBrand;
  site: ResolvedSite;
  request: RenderRequest;
  title: string;
  description: string | undefined;
  robots: string;
  relative: string;
  status: number;
  preload: ModuleAssets;
}): string {
  const { brand, site, request, title, description, robots, relative, status, preload } = options;
  const nonce = escapeHtml(request.nonce);
  const alternates =
    status === 200
      ? alternatesFor(brand, relative, publicOrigin(request), site)
          .map(
            (link) =>
              `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
          )
          .join('')
      : '';
  const styles = [...request.assets.styles, ...preload.styles]
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  // Fetched with the document, not after the entry runs and asks for them (no waterfall).
  const modulePreloads = preload.scripts
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(site.defaultLocale)}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="robots" content="${robots}">` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    alternates +
    `<style nonce="${nonce}">${themeCss(brand.settings.theme)}</style>` +
    styles +
    modulePreloads +
    '</head><body><div id="root">'
  );
}

/**
 * React's stream between the hand-written head and tail; resolves once every boundary is ready,
 * so nothing is sent before the page is complete: a time-out (signal) aborts React and the
 * shopper gets the 500 page, never half a shell.
 */
function streamApp(
  element: ReactNode,
  nonce: string,
  head: string,
  tail: string,
  signal: AbortSignal,
): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('Render aborted'));
      return;
    }
    const body = new PassThrough();
    const inner = new PassThrough();
    inner.on('data', (chunk: Buffer) => body.write(chunk));
    inner.on('end', () => body.end(tail));
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Everything is ready before the first byte (onAllReady): keep every Suspense boundary's
      // content inline, where it is in the HTML before any script, instead of React moving a
      // large one behind a reveal script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        signal.removeEventListener('abort', onAbort);
        if (failed) return;
        body.write(head);
        pipe(inner);
        resolve(body);
      },
      onShellError(error) {
        signal.removeEventListener('abort', onAbort);
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        if (!signal.aborted) console.error('[storefront:ssr] Render error', error);
      },
    });
    function onAbort() {
      failed = true;
      abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('Render aborted'));
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
