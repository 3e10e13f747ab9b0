import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStaticRouter, StaticRouterProvider } from 'react-router';
import type { DataRouteObject, StaticHandler, StaticHandlerContext } from 'react-router';
import {
  apiKey,
  clientLimitsOf,
  createApiClient,
  siteContextOf,
  TOKEN_COOKIE,
} from '../../api/index.ts';
import { getCurrentToken, NO_TOKEN } from '../../api/calls/auth.ts';
import type { ResolvedBrand, ResolvedSite } from '../../config/types.ts';
import type { Registry } from '../../registry/registry.ts';
import { LoginModalStore } from '../../routing/app-env.ts';
import type { AppEnv, SiteDirectory } from '../../routing/app-env.ts';
import type { PageData } from '../../routing/page-data.ts';
import { canonicalPath, siteForPath, subBrandDenyReload } from '../../routing/path-rules.ts';
import { FLAG_COOKIE, requestFlags } from '../../routing/request-flags.ts';
import { requestTarget } from '../../routing/request-target.ts';
import { DEFAULT_META } from '../../routing/route-meta.ts';
import type { RouteMeta } from '../../routing/route-meta.ts';
import { siteSwitchLinks } from '../../routing/site-switch-links.ts';
import type { RouteDefinition } from '../../routing/route-table.ts';
import { escapeHtml, scriptJson, STATE_SCRIPT_ID } from '../html.ts';
import { serializeHydration } from '../hydration.ts';
import type { PageState } from '../hydration.ts';
import { AppProviders } from '../providers.tsx';
import type { RenderContext } from '../react-routes.tsx';
import { documentHead, jsonLdHtml, publicOrigin, SCRIPT_PRIORITY } from './document-head.ts';
import { hoistImagePreloads } from './hoist-preloads.ts';
import { anonymousFetch, forwardingFetch } from './forwarding-fetch.ts';
import type { RenderScope } from './forwarding-fetch.ts';
import { HTML_HEADERS, WEBVIEW_HEADER } from './html-headers.ts';
import { pageSeo } from './page-seo.ts';
import { localeModules, preloadsFor, registeredModules, siteModule } from './preloads.ts';
import { redirect, sameSiteLocation, withTrailingSlashRule } from './redirect.ts';
import type { RenderRequest, RenderResult } from './render-contract.ts';
import { serverLogger } from './server-logger.ts';
import { sharedCalls } from './shared-calls.ts';
import { sharedI18n } from './shared-i18n.ts';
import { localisedText } from './localised-text.ts';
import { statusOf } from './status.ts';
import { siteLanguage } from '../../domain/site-language.ts';
import { LANGUAGE_COOKIE } from '../../routing/site-language.ts';
import { documentTitle, pageTitle } from '../../routing/page-title.ts';
import { renderHtml } from './stream.ts';
import { SITE_CHOICE_COOKIE } from '../../domain/shell/site-switch-banner.ts';
import {
  SITE_SWITCH_MODULE,
  siteSwitchShown,
} from '../../components/shell/services/site-switch-shown.ts';

/** One site's routes as react-router routes and their static handler, built once per process. */
export interface SiteRoutes {
  readonly table: readonly RouteDefinition[];
  readonly handler: StaticHandler;
}

/** What every render of one brand shares, built once per process. */
export interface BrandApp {
  readonly brand: ResolvedBrand;
  readonly sites: readonly ResolvedSite[];
  readonly routesOf: (site: ResolvedSite) => SiteRoutes;
  readonly registry: Registry;
  /** Every site in brief, and any site's config (the server has them all). */
  readonly directory: SiteDirectory;
  /** The site selector's links of a page, worked out once per site and path (renderer.ts). */
  readonly switchLinks: (
    env: AppEnv,
    pathname: string,
    search: string,
  ) => Promise<Readonly<Record<string, string>>>;
}

/**
 * One page: the site by path prefix, canonical path fixes, the sub-brand deny reload, then
 * react-router's static handler over the route table, loaders filling a react-query cache, and
 * React's HTML with the page state for hydration.
 */
export async function renderPage(
  app: BrandApp,
  request: RenderRequest,
  scope: RenderScope,
): Promise<RenderResult> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  try {
    return await renderWith(app, request, scope, queryClient);
  } finally {
    // The page is rendered: its cache goes with it, and so do the timers of queries that set a
    // gcTime of their own (on a server they would keep the process alive for that long).
    queryClient.clear();
  }
}

async function renderWith(
  app: BrandApp,
  request: RenderRequest,
  scope: RenderScope,
  queryClient: QueryClient,
): Promise<RenderResult> {
  const { brand, sites, registry } = app;
  const { pathname, search } = requestTarget(request.url);
  const url = { pathname, search, searchParams: new URLSearchParams(search) };
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
  // On time-out the loaders' calls are cancelled as the caller's (no retry of a render that is over).
  scope.signal.addEventListener('abort', () => void queryClient.cancelQueries(), { once: true });
  // The shopper's language where the site offers several (the Canada site: fr-CA; issue 13).
  const locale = siteLanguage(site, request.cookies[LANGUAGE_COOKIE]);
  const api = createApiClient({
    baseUrl: request.apiBase,
    site: siteContextOf(site, { language: locale }),
    fetch: forwardingFetch(request, scope),
    sendShared: sharedCalls(anonymousFetch(request), request.subRequests, scope.signal),
    logger: serverLogger,
    ...clientLimitsOf(site),
  });
  // Without a token cookie the API's answer is known: no token, no call (issue 9).
  if (request.cookies[TOKEN_COOKIE] === undefined) {
    queryClient.setQueryData(apiKey(api.site, getCurrentToken, {}), NO_TOKEN);
  }
  const env: AppEnv = {
    brand,
    site,
    locale,
    api,
    queryClient,
    flags,
    webview,
    side: 'server',
    sites: app.directory,
    login: new LoginModalStore(),
    siteChoice: request.cookies[SITE_CHOICE_COOKIE],
  };

  // The content service's localised text, asked while the page's loaders run (one shared call).
  const text = sharedI18n(brand, locale)
    .then((strings) => localisedText(api, site, locale, strings, serverLogger))
    .catch(() => ({}));

  const { handler } = app.routesOf(site);
  const requestContext: RenderContext = {
    env,
    routeKnown: request.earlyHints
      ? (def) => request.earlyHints?.(firstLoadOf(registry, request, env, def.meta))
      : undefined,
  };
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const context = await handler.query(
    new Request(origin + url.pathname + url.search, { method: 'GET', signal: scope.signal }),
    { requestContext },
  );
  scope.signal.throwIfAborted();
  if (context instanceof Response) {
    const home = site.contextPath || '/';
    const location = context.headers.get('Location') ?? home;
    return redirect(
      context.status,
      withTrailingSlashRule(sameSiteLocation(location, home), routing.trailingSlash),
    );
  }

  const leaf = context.matches[context.matches.length - 1];
  const definition = (leaf?.route.handle as { route?: RouteDefinition } | undefined)?.route;
  const meta = definition?.meta ?? DEFAULT_META;
  const page = (leaf ? context.loaderData[leaf.route.id] : undefined) as PageData | undefined;
  const status = statusOf(context, page, meta.status);

  const noindex = webview || meta.noindex || page?.robots?.noindex === true || status !== 200;
  const nofollow = webview || meta.nofollow || page?.robots?.nofollow === true;
  const robots = `${noindex ? 'noindex' : 'index'}, ${nofollow ? 'nofollow' : 'follow'}`;

  // The site selector's links for this page come with it (the browser has no sister configs).
  if (!webview && meta.header !== 'slim') {
    const links = siteSwitchLinks(env, rest, url.search);
    queryClient.setQueryData(links.queryKey, await app.switchLinks(env, rest, url.search));
  }
  // The engine's strings with the content service's text laid over them: the page renders it,
  // and the browser gets it with the page state to hydrate with the same words.
  const overrides = await text;
  const hasText = Object.keys(overrides).length > 0;
  const engineStrings = await sharedI18n(brand, env.locale);
  const i18n = hasText ? engineStrings.overlay(overrides) : engineStrings;
  // The site-switch banner, when it shows, is in the HTML with its strings and chunk (shell spec
  // §4): it hydrates in place instead of pushing the page down once the browser decides.
  const siteSwitch =
    !webview &&
    meta.header === 'full' &&
    siteSwitchShown({
      brand,
      site,
      routeDisabled: meta.disableSiteSwitchBanner,
      routeName: definition?.name,
      search: url.searchParams,
      cookie: env.siteChoice,
    });
  const pageStrings = registry.stringBundles(page?.view);
  const strings =
    siteSwitch && !pageStrings.includes('banners')
      ? [...pageStrings, 'banners' as const]
      : pageStrings;
  const router = createStaticRouter(matchedBranch(handler, context.matches), context);
  const state: PageState = {
    siteId: site.id,
    webview,
    flags,
    router: serializeHydration(context),
    queries: dehydrate(queryClient),
    strings,
    ...(locale === site.defaultLocale ? {} : { locale }),
    ...(hasText ? { text: overrides } : {}),
    ...(siteSwitch ? { siteSwitch: true } : {}),
  };

  // The page's title in the site's language: its loader's, else its route's (issue 13).
  const ownTitle = pageTitle(page, definition?.name, (key, options) => i18n.t(key, options));
  const title = documentTitle(ownTitle, brand.settings.name);
  // Alternates name the page, not the shopper's query (tracking parameters, returnUrl...).
  const relative = rest;
  // Every page describes itself to search results: its own words, else what it is and whose.
  const description =
    page?.description ??
    (ownTitle
      ? i18n.t('meta.pageDescription', { page: ownTitle, brand: brand.settings.name })
      : i18n.t('meta.siteDescription', { brand: brand.settings.name }));
  const shopperOrigin = publicOrigin(request);
  const seo =
    status === 200 && shopperOrigin
      ? pageSeo({
          brand,
          site,
          apiSite: api.site,
          queryClient,
          origin: shopperOrigin,
          pathname: url.pathname,
          searchParams: url.searchParams,
          page,
          meta,
          description,
        })
      : undefined;
  const head = documentHead({
    brand,
    site,
    request,
    title,
    description,
    seo,
    robots,
    relative,
    status,
    locale,
    preload: preloadsFor(request, [
      ...registeredModules(registry, env, page, meta),
      ...localeModules(request, env.locale, strings),
      siteModule(site.id),
      ...(siteSwitch ? [SITE_SWITCH_MODULE] : []),
    ]),
  });
  const nonce = request.nonce ? ` nonce="${escapeHtml(request.nonce)}"` : '';
  const tail =
    '</div>' +
    jsonLdHtml(seo, request.nonce) +
    `<script type="application/json" id="${STATE_SCRIPT_ID}"${nonce}>${scriptJson(state)}</script>` +
    request.assets.scripts
      .map(
        (src) =>
          `<script type="module" src="${escapeHtml(src)}"${nonce}${SCRIPT_PRIORITY}></script>`,
      )
      .join('') +
    '</body></html>';

  const body = await renderHtml(
    <AppProviders
      env={siteSwitch ? { ...env, siteSwitchShown: true } : env}
      i18n={i18n}
      registry={registry}
    >
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
    headers: { ...HTML_HEADERS, 'X-Robots-Tag': robots, 'Content-Language': locale },
    body: hoistImagePreloads(body),
    // Indexable means the same for every visitor; a call made for the shopper means it is not.
    shared: status === 200 && !noindex && meta.guard === 'none' && scope.shopperCalls === 0,
  };
}

const branches = new WeakMap<StaticHandler, Map<string, DataRouteObject[]>>();

/**
 * The matched routes alone, each holding the next: the static router copies every route it is
 * given on every render, and matching the same URL among these gives the same matches.
 */
function matchedBranch(
  handler: StaticHandler,
  matches: StaticHandlerContext['matches'],
): DataRouteObject[] {
  let byLeaf = branches.get(handler);
  if (!byLeaf) branches.set(handler, (byLeaf = new Map()));
  const key = matches.map((match) => match.route.id).join('/');
  let branch = byLeaf.get(key);
  if (!branch) {
    let child: DataRouteObject | undefined;
    for (const { route } of [...matches].reverse()) {
      child = { ...route, children: child ? [child] : undefined } as DataRouteObject;
    }
    branch = child ? [child] : handler.dataRoutes;
    byLeaf.set(key, branch);
  }
  return branch;
}

/**
 * What every page of the route needs before its data: the first load, the header and footer it
 * shows, its language's shell strings and the site's config chunk (the page view may still change with
 * the data: a catch-all path is a landing page or a listing).
 */
function firstLoadOf(registry: Registry, request: RenderRequest, env: AppEnv, meta: RouteMeta) {
  const shell = env.webview
    ? []
    : [meta.header === 'slim' ? undefined : registry.header().name, registry.footer().name];
  const preload = preloadsFor(request, [
    ...registry.modules(shell.filter((name): name is string => name !== undefined)),
    ...localeModules(request, env.locale, ['shell']),
    siteModule(env.site.id),
  ]);
  // An inlined stylesheet comes with the page: hinting its file would fetch it for nothing.
  const inlined = request.assets.inlineCss ?? {};
  const styles = [...request.assets.styles, ...preload.styles];
  return { scripts: preload.scripts, styles: styles.filter((href) => !(href in inlined)) };
}
