import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import type { RouteHandle } from '../components/shell/route-state.ts';
import { Shell, ShellError } from '../components/shell/shell.tsx';
import { Registered } from '../registry/registered.tsx';
import type { Registry } from '../registry/registry.ts';
import type { AppEnv } from '../routing/app-env.ts';
import type { PageData } from '../routing/page-data.ts';
import { needsRefetch } from '../routing/path-rules.ts';
import type { PageLoader } from '../routing/route-loader.ts';
import type { RouteDefinition } from '../routing/route-table.ts';
import { loadSession } from '../routing/session.ts';

/** The page of the matched route: the registered view its loader chose, with its props. */
function Page() {
  const data = useLoaderData() as PageData;
  return <Registered name={data.view} props={data.props} />;
}

function locationOf(def: RouteDefinition, url: URL, params: Record<string, string | undefined>) {
  return { routeName: def.name, params, search: url.search, hash: url.hash };
}

/** react-router path of a table path: relative to the root route, '/' is the index route. */
function pathProps(def: RouteDefinition): Pick<RouteObject, 'path'> | { index: true } {
  return def.path === '/' ? { index: true } : { path: def.path.replace(/^\//, '') };
}

/**
 * The loader factory of the page view the registry names for the route's kind, imported on the
 * first request of the route (a chunk of its own in the browser), then kept.
 */
function pageFactoryOf(def: RouteDefinition, registry: Registry) {
  const view = registry.viewFor(def.meta.kind);
  const importLoader = registry.entry(view)?.loader;
  if (!importLoader) {
    throw new Error(
      `[storefront:registry] The page view ${view} (route ${def.name}) has no loader: give its registry entry one.`,
    );
  }
  return once(importLoader);
}

/**
 * The route loader (engine/routing/route-loader.ts: redirects, flag, guard, then the page's own),
 * imported on the first navigation: hydrating a server-rendered page runs no loader, so its code
 * is not in the browser's entry (issue 9: JavaScript budget).
 */
const importRouteLoader = once(() => import('../routing/route-loader.ts'));

/** An import made once and kept; a failed one (the network) is made again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Where a loader finds the request's environment: the browser has one for the page's life; the
 * server builds the routes once per site and hands each request's environment to the static
 * handler as its request context (issue 9: no route structures built per request).
 */
export type EnvSource = AppEnv | ((args: { context?: unknown }) => AppEnv);

/** The server's request context for routes built with `envFromContext`. */
export interface RenderContext {
  readonly env: AppEnv;
  /** Called by the matched page route's loader before it loads (103 Early Hints). */
  readonly routeKnown?: (def: RouteDefinition) => void;
}

export const envFromContext = (args: { context?: unknown }): AppEnv =>
  (args.context as RenderContext).env;

/**
 * The route table as react-router route objects (data mode): one root route (the shell and the
 * session) with one child per table entry, its meta in the handle, its loader (guard, then the
 * registered page view's loader) and its refetch rule (shell spec §2.2: only when the route's own
 * rule says the change matters).
 */
export function buildReactRoutes(
  table: readonly RouteDefinition[],
  env: EnvSource,
  registry: Registry,
): RouteObject[] {
  const children = table.map((def): RouteObject => {
    const factory = pageFactoryOf(def, registry);
    const build = async (current: AppEnv): Promise<PageLoader> => {
      const [{ loaderFor }, make] = await Promise.all([importRouteLoader(), factory()]);
      return loaderFor(def, current, make({ def, env: current, registry }));
    };
    // The page renders once its strings are there (the view the loader chose: a listing, a 404...).
    const load = async (current: AppEnv, page: PageLoader, args: LoaderFunctionArgs) => {
      const data = await page(args);
      // With the route titles: the browser names the page in the site's language (issue 13).
      await current.loadStrings?.([...registry.stringBundles(data.view), 'titles']);
      return data;
    };
    let loader: PageLoader;
    if (typeof env === 'function') {
      loader = async (args) => {
        (args.context as RenderContext | undefined)?.routeKnown?.(def);
        const current = env(args);
        return load(current, await build(current), args);
      };
    } else {
      const built = once(() => build(env));
      loader = async (args) => load(env, await built(), args);
    }
    return {
      id: def.name,
      ...pathProps(def),
      handle: { route: def } satisfies RouteHandle,
      loader,
      shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => {
        if (args.formMethod && args.formMethod !== 'GET') return args.defaultShouldRevalidate;
        // An explicit revalidation (signing in on a protected page) stays on the same URL.
        if (args.currentUrl.href === args.nextUrl.href) return args.defaultShouldRevalidate;
        return needsRefetch(
          def.meta.data,
          locationOf(def, args.currentUrl, args.currentParams),
          locationOf(def, args.nextUrl, args.nextParams),
        );
      },
      Component: Page,
    } as RouteObject;
  });
  const envOf = typeof env === 'function' ? env : () => env;
  return [
    {
      id: 'root',
      path: '/',
      // Puts the token description in the query cache, where the shell's useSession reads it (and
      // the server's HTML carries it); signing in and out replace it there, so no refetch here.
      loader: async (args) => {
        await loadSession(envOf(args));
        return null;
      },
      shouldRevalidate: () => false,
      Component: Shell,
      ErrorBoundary: ShellError,
      children,
    },
  ];
}
