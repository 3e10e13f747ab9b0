import { hydrate as hydrateQueries, QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import {
  apiKey,
  clientLimitsOf,
  createApiClient,
  documentCookies,
  retryQuery,
  siteContextOf,
} from '../api/index.ts';
import { getCurrentToken } from '../api/calls/auth.ts';
import { bundleLoader, createI18n } from '../i18n/index.ts';
import { canonicalPath } from '../routing/path-rules.ts';
import type { PageData } from '../routing/page-data.ts';
import { buildReactRoutes } from './react-routes.tsx';
import { buildRouteTable } from '../routing/route-table.ts';
import { clientBrandSettings, clientSite } from '../config/public-brand.ts';
import type { PublicBrandCore, PublicSiteModule } from '../config/public-brand.ts';
import type { ResolvedBrand } from '../config/types.ts';
import { ClientRedirects } from '../routing/client-redirects.ts';
import { LoginModalStore } from '../routing/app-env.ts';
import type { AppEnv } from '../routing/app-env.ts';
import { STATE_SCRIPT_ID } from './html.ts';
import { deserializeHydration } from './hydration.ts';
import type { PageState } from './hydration.ts';
import { reloadRestoredPages } from './back-forward-cache.ts';
import { createBrandRegistry } from './brand-registry.ts';
import { AppProviders } from './providers.tsx';
import { renderedComponents } from './rendered-components.ts';
import type { RouteHandle } from '../components/shell/route-state.ts';
import type { BrandModules } from '../registry/registry.ts';

/**
 * The browser entry: the same routes, loaders and providers as the server, hydrated from the
 * page state the server wrote; client navigations go through the same loaders with '/api'.
 */
export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export interface StartedClient {
  readonly router: BrowserRouter;
  readonly queryClient: QueryClient;
  /** Takes the app off the page: its effects clean up and nothing it started renders again. */
  unmount(): void;
}

/** The brand as a browser bundle has it: its core, and each site's share loaded on demand. */
export interface ClientBrand {
  readonly core: PublicBrandCore;
  loadSite(siteId: string): Promise<PublicSiteModule>;
}

/** The brand of the site the page is on: that site's config, content and strings only. */
function siteBrand(core: PublicBrandCore, own: PublicSiteModule): ResolvedBrand {
  return {
    id: core.id,
    settings: clientBrandSettings(core.settings),
    sites: { [own.site.id]: clientSite(own.site, core.settings) },
    content: own.content,
    strings: own.strings,
  };
}

const importPageTitle = () => import('../routing/page-title.ts');

export async function startClient(
  source: ClientBrand,
  modules: BrandModules = {},
): Promise<StartedClient> {
  const stateElement = document.getElementById(STATE_SCRIPT_ID);
  const root = document.getElementById('root');
  if (!stateElement || !root)
    throw new Error(
      '[storefront:app] The page has no #root or page state: is it a server-rendered page?',
    );
  const state = JSON.parse(stateElement.textContent ?? '{}') as PageState;
  reloadRestoredPages(window);
  const { core } = source;
  if (!core.directory.some((summary) => summary.id === state.siteId))
    throw new Error(`[storefront:app] Site ${state.siteId} is not in this brand's bundle.`);
  const own = await source.loadSite(state.siteId);
  const brand = siteBrand(core, own);
  const site = brand.sites[own.site.id]!;

  // Double slashes are fixed by replacing the history entry, not by a new one (shell spec §2.2).
  const fixed = canonicalPath(location.pathname, brand.settings.routing.trailingSlash);
  if (fixed.fix === 'double-slash')
    history.replaceState(history.state, '', fixed.pathname + location.search + location.hash);

  // The strings of the page the server rendered, before hydrating: the same text as its HTML.
  const brandStrings = brand.strings as Record<string, Record<string, string>>;
  const locale = state.locale ?? site.defaultLocale;
  const engineStrings = await createI18n(locale, brandStrings, state.strings);
  // The content service's localised text, as the server laid it over the strings.
  const i18n = state.text ? engineStrings.overlay(state.text) : engineStrings;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: retryQuery } },
  });
  hydrateQueries(queryClient, state.queries);
  const login = new LoginModalStore();
  const env: AppEnv = {
    brand,
    site,
    locale,
    api: createApiClient({
      baseUrl: '/api',
      site: siteContextOf(site, { language: locale }),
      cookies: documentCookies(document),
      referer: () => location.href,
      // The header's cart and the session follow a guest token made on the way (add to cart).
      onGuestToken: (token) =>
        queryClient.setQueryData(
          apiKey(siteContextOf(site, { language: locale }), getCurrentToken, {}),
          token,
        ),
      // Shell spec §4: a registered token's 403 opens the login modal to log in again.
      requestReauth: async () => {
        if (!(await login.open('reauth'))) throw new Error('[storefront:api] Reauth dismissed');
      },
      ...clientLimitsOf(site),
    }),
    queryClient,
    flags: state.flags,
    webview: state.webview,
    side: 'client',
    siteSwitchShown: state.siteSwitch === true,
    login,
    sites: {
      list: core.directory,
      load: async (siteId) =>
        siteId === site.id ? site : clientSite((await source.loadSite(siteId)).site, core.settings),
    },
    redirects: new ClientRedirects(core.directory, site),
    loadStrings: bundleLoader(i18n, brandStrings, state.strings),
  };
  const registry = createBrandRegistry(brand, modules);
  const routes = buildReactRoutes(buildRouteTable(site), env, registry);
  const basename = site.contextPath || '/';
  const router = createBrowserRouter(routes, {
    basename,
    hydrationData: deserializeHydration(
      state.router,
      (status, statusText, data) => new ErrorResponseImpl(status, statusText, data),
    ),
  });
  router.subscribe((routerState) => {
    if (routerState.navigation.state !== 'idle') return;
    env.redirects?.settled();
    fixDoubleSlash(router, routerState.location, brand, site.contextPath);
    const leaf = routerState.matches[routerState.matches.length - 1];
    const page = leaf ? (routerState.loaderData[leaf.route.id] as PageData | undefined) : undefined;
    const routeName = (leaf?.route.handle as { route?: { name: string } } | undefined)?.route?.name;
    // In the site's language: the loader's title, else the route's (issue 13). The rule comes
    // with the first navigation, not with the entry (the server's HTML has the first title).
    void importPageTitle().then(({ documentTitle, pageTitle }) => {
      document.title = documentTitle(
        pageTitle(page, routeName, (key, options) => i18n.t(key, options)),
        brand.settings.name,
      );
    });
  });
  // The page's registered components loaded before hydrating (their chunks were preloaded with
  // the document): the page hydrates whole, and no click lands on a part still waiting for code.
  const leaf = router.state.matches[router.state.matches.length - 1];
  const handle = leaf?.route.handle as RouteHandle | undefined;
  if (leaf && handle?.route) {
    const page = router.state.loaderData[leaf.route.id] as PageData | undefined;
    await registry.preload(renderedComponents(registry, env, page, handle.route.meta));
  }
  const reactRoot = hydrateRoot(
    root,
    <AppProviders env={env} i18n={i18n} registry={registry}>
      <RouterProvider router={router} />
    </AppProviders>,
    {
      onRecoverableError: (error) => console.error('[storefront:app] Hydration', error),
    },
  );
  return { router, queryClient, unmount: () => reactRoot.unmount() };
}

/**
 * A client navigation to a path with double slashes (a CMS link, a pasted URL) is corrected by
 * replacing the history entry, not by adding one (shell spec §2.2).
 */
function fixDoubleSlash(
  router: BrowserRouter,
  location: { pathname: string; search: string; hash: string },
  brand: ResolvedBrand,
  contextPath: string,
): void {
  const fixed = canonicalPath(location.pathname, brand.settings.routing.trailingSlash);
  if (fixed.fix !== 'double-slash') return;
  const relative =
    contextPath && fixed.pathname.startsWith(contextPath)
      ? fixed.pathname.slice(contextPath.length) || '/'
      : fixed.pathname;
  // After the router has finished committing the navigation that brought the path.
  void Promise.resolve().then(() =>
    router.navigate(relative + location.search + location.hash, { replace: true }),
  );
}
