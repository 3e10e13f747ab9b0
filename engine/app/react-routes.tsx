import { useLoaderData } from 'react-router';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import type { RouteHandle } from '../components/shell/route-state.ts';
import { Shell, ShellError } from '../components/shell/shell.tsx';
import { Registered } from '../registry/registered.tsx';
import type { Registry } from '../registry/registry.ts';
import type { AppEnv } from '../routing/app-env.ts';
import type { PageData } from '../routing/page-data.ts';
import { needsRefetch } from '../routing/path-rules.ts';
import { loaderFor } from '../routing/route-loader.ts';
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

/** The page view the registry names for the route's kind, which must have a loader. */
function pageFactoryOf(def: RouteDefinition, registry: Registry) {
  const view = registry.viewFor(def.meta.kind);
  const factory = registry.entry(view)?.loader;
  if (!factory) {
    throw new Error(
      `[storefront:registry] The page view ${view} (route ${def.name}) has no loader: give its registry entry one.`,
    );
  }
  return factory;
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
    const loaderOf = (current: AppEnv) =>
      loaderFor(def, current, factory({ def, env: current, registry }));
    let loader: PageLoader;
    if (typeof env === 'function') {
      loader = (args) => {
        (args.context as RenderContext | undefined)?.routeKnown?.(def);
        return loaderOf(env(args))(args);
      };
    } else {
      loader = loaderOf(env);
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
