import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { StaticHandlerContext } from 'react-router';
import { clientLimitsOf, createApiClient, isApiRequestError, siteContextOf } from '../api/index.ts';
import type { ResolvedBrand, ResolvedSite } from '../config/types.ts';
import { createI18n } from '../i18n/index.ts';
import { buildReactRoutes } from '../routing/react-routes.tsx';
import { DEFAULT_META } from '../routing/route-meta.ts';
import { canonicalPath, siteForPath, subBrandDenyReload } from '../routing/path-rules.ts';
import { buildRouteTable } from '../routing/route-table.ts';
import type { RouteDefinition } from '../routing/route-table.ts';
import type { RenderFunction, RenderRequest, RenderResult } from '../server/render-contract.ts';
import { alternatesFor } from './alternates.ts';
import { LoginModalStore } from './env.tsx';
import type { AppEnv } from './env.tsx';
import { FLAG_COOKIE, requestFlags } from './flags.ts';
import { escapeHtml, scriptJson, STATE_SCRIPT_ID } from './html.ts';
import { serializeHydration } from './hydration.ts';
import type { PageState } from './hydration.ts';
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
 * The SSR entry of one brand (DESIGN §5): the site by path prefix, canonical path fixes, the
 * sub-brand deny reload, then react-router's static handler over the route table, loaders filling
 * a react-query cache, and React's stream with the page state for hydration.
 */
export function createRenderer(brand: ResolvedBrand): RenderFunction {
  const sites = Object.values(brand.sites);
  const tables = new Map<string, RouteDefinition[]>();
  const tableOf = (site: ResolvedSite) => {
    let table = tables.get(site.id);
    if (!table) tables.set(site.id, (table = buildRouteTable(site)));
    return table;
  };

  return async (request) => {
    try {
      return await render(brand, sites, tableOf, request);
    } catch (error) {
      console.error('[storefront:ssr] Render failed', error);
      return {
        status: 500,
        headers: { ...HTML_HEADERS, 'X-Robots-Tag': 'noindex, nofollow' },
        body: '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><title>Error</title></head><body><main><h1>Oops! Something went wrong on our end.</h1></main></body></html>',
      };
    }
  };
}

async function render(
  brand: ResolvedBrand,
  sites: readonly ResolvedSite[],
  tableOf: (site: ResolvedSite) => RouteDefinition[],
  request: RenderRequest,
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
  const api = createApiClient({
    baseUrl: request.apiBase,
    site: siteContextOf(site),
    fetch: forwardingFetch(request),
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
    new Request(origin + url.pathname + url.search, { method: 'GET' }),
  );
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

  const i18n = await createI18n(
    env.locale,
    brand.strings as Record<string, Record<string, string>>,
  );
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

/** Server-side fetches carry the shopper's cookies, so the API sees the shopper's token. */
function forwardingFetch(request: RenderRequest): typeof fetch {
  const cookie =
    request.headers.cookie ??
    Object.entries(request.cookies)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  return (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    const forwardedFor = request.headers['x-forwarded-for'];
    if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
    return globalThis.fetch(input, { ...init, headers });
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
}): string {
  const { brand, site, request, title, description, robots, relative, status } = options;
  const nonce = escapeHtml(request.nonce);
  const alternates =
    status === 200
      ? alternatesFor(brand, relative, publicOrigin(request))
          .map(
            (link) =>
              `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
          )
          .join('')
      : '';
  const styles = request.assets.styles
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
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
    '</head><body><div id="root">'
  );
}

/** React's stream between the hand-written head and tail; resolves once every boundary is ready. */
function streamApp(
  element: ReactNode,
  nonce: string,
  head: string,
  tail: string,
): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const inner = new PassThrough();
    inner.on('data', (chunk: Buffer) => body.write(chunk));
    inner.on('end', () => body.end(tail));
    let failed = false;
    const { pipe } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        if (failed) return;
        body.write(head);
        pipe(inner);
        resolve(body);
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        console.error('[storefront:ssr] Render error', error);
      },
    });
  });
}
