import { useLoaderData } from 'react-router';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
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
 * The loader of a route (engine/routing/route-loader.ts: redirects, flag, guard, then the page's
 * own), imported on the first navigation: hydrating a server-rendered page runs no loader, so its
 * code is not in the browser's entry. The page's string bundles are loaded before it renders.
 */
function routeLoaderOf(
  def: RouteDefinition,
  env: AppEnv,
  registry: Registry,
  page: PageLoader,
): PageLoader {
  let loader: Promise<PageLoader> | undefined;
  return async (args) => {
    loader ??= import('../routing/route-loader.ts')
      .then((module) => module.loaderFor(def, env, page))
      .catch((error: unknown) => {
        loader = undefined;
        throw error;
      });
    const data = await (await loader)(args);
    // The page renders once its strings are there (the view the loader chose: a listing, a 404...).
    await env.loadStrings?.(registry.stringBundles(data.view));
    return data;
  };
}

/**
 * The loader of the page view the registry names for the route's kind; its module is imported on
 * the first request of the route (a chunk of its own in the browser), then kept.
 */
function pageLoaderOf(def: RouteDefinition, env: AppEnv, registry: Registry): PageLoader {
  const view = registry.viewFor(def.meta.kind);
  const importLoader = registry.entry(view)?.loader;
  if (!importLoader) {
    throw new Error(
      `[storefront:registry] The page view ${view} (route ${def.name}) has no loader: give its registry entry one.`,
    );
  }
  let loader: Promise<PageLoader> | undefined;
  return async (args) => {
    // A chunk that failed to load (the network) is imported again on the next navigation.
    loader ??= importLoader()
      .then((factory) => factory({ def, env, registry }))
      .catch((error: unknown) => {
        loader = undefined;
        throw error;
      });
    return (await loader)(args);
  };
}

/**
 * The route table as react-router route objects (data mode): one root route (the shell and the
 * session) with one child per table entry, its meta in the handle, its loader (guard, then the
 * registered page view's loader) and its refetch rule (shell spec §2.2: only when the route's own
 * rule says the change matters).
 */
export function buildReactRoutes(
  table: readonly RouteDefinition[],
  env: AppEnv,
  registry: Registry,
): RouteObject[] {
  const children = table.map(
    (def): RouteObject =>
      ({
        id: def.name,
        ...pathProps(def),
        handle: { route: def } satisfies RouteHandle,
        loader: routeLoaderOf(def, env, registry, pageLoaderOf(def, env, registry)),
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
      }) as RouteObject,
  );
  return [
    {
      id: 'root',
      path: '/',
      // Puts the token description in the query cache, where the shell's useSession reads it (and
      // the server's HTML carries it); signing in and out replace it there, so no refetch here.
      loader: async () => {
        await loadSession(env);
        return null;
      },
      shouldRevalidate: () => false,
      Component: Shell,
      ErrorBoundary: ShellError,
      children,
    },
  ];
}
