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

/** The loader of the page view the registry names for the route's kind. */
function pageLoaderOf(def: RouteDefinition, env: AppEnv, registry: Registry): PageLoader {
  const view = registry.viewFor(def.meta.kind);
  const factory = registry.entry(view)?.loader;
  if (!factory) {
    throw new Error(
      `[storefront:registry] The page view ${view} (route ${def.name}) has no loader: give its registry entry one.`,
    );
  }
  return factory({ def, env, registry });
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
        loader: loaderFor(def, env, pageLoaderOf(def, env, registry)),
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
