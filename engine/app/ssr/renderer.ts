import { createStaticHandler } from 'react-router';
import type { ResolvedBrand, ResolvedSite } from '../../config/types.ts';
import { siteDirectory } from '../../config/site-directory.ts';
import { buildRouteTable } from '../../routing/route-table.ts';
import { buildReactRoutes, envFromContext } from '../react-routes.tsx';
import { ApiCookieJar } from './cookie-relay.ts';
import { errorPage } from './error-page.ts';
import type { RenderScope } from './forwarding-fetch.ts';
import type { RenderFunction, RenderResult } from './render-contract.ts';
import { renderPage } from './render-page.tsx';
import type { BrandApp, SiteRoutes } from './render-page.tsx';
import type { BrandModules } from '../../registry/registry.ts';
import { createBrandRegistry } from '../brand-registry.ts';
import { switchLinksOf } from '../../routing/site-switch-links-of.ts';
import { pageMemo } from './page-memo.ts';

/**
 * How long one page may take, loaders and React together (no config entry sets it: the limits
 * schema's timings are the browser's). A slow API answers the shopper with the 500 page after
 * this, rather than never; each API call also has its own limits.timings.requestTimeoutMs.
 */
export const SSR_RENDER_TIMEOUT_MS = 10_000;

export interface RendererOptions {
  /** Default SSR_RENDER_TIMEOUT_MS. */
  readonly renderTimeoutMs?: number;
  /** The brand's own component modules (virtual:storefront-brand-components in a build). */
  readonly modules?: BrandModules;
}

class RenderTimeoutError extends Error {
  constructor(readonly limitMs: number) {
    super(`The page took longer than ${limitMs} ms to render.`);
    this.name = 'RenderTimeoutError';
  }
}

/**
 * The SSR entry of one brand (DESIGN §5): the site by path prefix, canonical path fixes, the
 * sub-brand deny reload, then react-router's static handler over the route table, loaders filling
 * a react-query cache, and React's stream with the page state for hydration.
 */
export function createRenderer(
  brand: ResolvedBrand,
  options: RendererOptions = {},
): RenderFunction {
  const limitMs = options.renderTimeoutMs ?? SSR_RENDER_TIMEOUT_MS;
  const sites = Object.values(brand.sites);
  const registry = createBrandRegistry(brand, options.modules);
  // Each site's react-router routes and static handler, on its first render: every request's
  // environment reaches the loaders as the handler's request context (react-routes.tsx).
  const routes = new Map<string, SiteRoutes>();
  const routesOf = (site: ResolvedSite): SiteRoutes => {
    let built = routes.get(site.id);
    if (!built) {
      const table = buildRouteTable(site);
      const handler = createStaticHandler(buildReactRoutes(table, envFromContext, registry), {
        basename: site.contextPath || '/',
      });
      routes.set(site.id, (built = { table, handler }));
    }
    return built;
  };
  const directory = { list: siteDirectory(brand), load: async (id: string) => siteOf(brand, id) };
  // Links depend on the site, the path and the query only: computed once, shared by renders.
  const links = pageMemo((key) => {
    const [siteId = '', pathname = '', search = ''] = key.split('\n');
    return switchLinksOf({ site: siteOf(brand, siteId), sites: directory }, pathname, search);
  });
  const app: BrandApp = {
    brand,
    sites,
    directory,
    routesOf,
    registry,
    switchLinks: (env, pathname, search) => links(`${env.site.id}\n${pathname}\n${search}`),
  };

  return async (request) => {
    const controller = new AbortController();
    const scope: RenderScope = {
      jar: new ApiCookieJar(request),
      signal: controller.signal,
      shopperCalls: 0,
    };
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new RenderTimeoutError(limitMs);
        // Settles the race first, then cancels the loaders' calls and React.
        reject(error);
        controller.abort(error);
      }, limitMs);
    });
    const rendering = renderPage(app, request, scope);
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

function siteOf(brand: ResolvedBrand, siteId: string): ResolvedSite {
  const site = brand.sites[siteId];
  if (!site) throw new Error(`[storefront:ssr] ${brand.id} has no site ${siteId}.`);
  return site;
}
