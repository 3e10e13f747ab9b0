import { lazy, Suspense } from 'react';
import { useLoaderData, useMatches } from 'react-router';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { loaderFor, loadSession } from '../app/loaders.ts';
import type { PageData } from '../app/loaders.ts';
import { LoginPage } from '../app/pages/login-page.tsx';
import { useAppEnv } from '../app/env.tsx';
import type { AppEnv } from '../app/env.tsx';
import { LegalRemovalPage, NotFoundPage, PlaceholderPage } from '../app/pages/simple-pages.tsx';
import type { RouteHandle } from '../app/shell/route-state.ts';
import { Shell, ShellError } from '../app/shell/shell.tsx';
import { needsRefetch } from './path-rules.ts';
import type { RouteDefinition } from './route-table.ts';

// One chunk per page kind (code split per route); the shell and small pages stay in the entry.
const ContentPage = lazy(() => import('../app/pages/content-page.tsx'));
const ListingPage = lazy(() => import('../app/pages/listing-page.tsx'));
const ProductPage = lazy(() => import('../app/pages/product-page.tsx'));
const StoresPage = lazy(() => import('../app/pages/stores-page.tsx'));
const BackInStockPage = lazy(() => import('../app/pages/back-in-stock-page.tsx'));

/** The page of the matched route, chosen by what its loader found. */
function Page() {
  const env = useAppEnv();
  const data = useLoaderData() as PageData;
  const matches = useMatches();
  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.route;
  const name = route?.name ?? 'page';
  switch (data.view) {
    case 'content':
      return data.slug ? (
        <Suspense fallback={null}>
          <ContentPage
            slug={data.slug}
            preview={name === 'content-preview'}
            isHome={route?.meta.kind === 'home'}
          />
        </Suspense>
      ) : null;
    case 'listing':
      return (
        <Suspense fallback={null}>
          <ListingPage slug={data.slug ?? ''} />
        </Suspense>
      );
    case 'product':
      return (
        <Suspense fallback={null}>
          <ProductPage slug={data.slug ?? ''} />
        </Suspense>
      );
    case 'stores':
      return (
        <Suspense fallback={null}>
          <StoresPage slug={data.slug} />
        </Suspense>
      );
    case 'login':
      return <LoginPage returnUrl={data.returnUrl ?? '/'} />;
    case 'back-in-stock':
      return (
        <Suspense fallback={null}>
          <BackInStockPage returnUrl={data.returnUrl ?? '/'} />
        </Suspense>
      );
    case 'not-found':
      return <NotFoundPage />;
    case 'legal':
      return <LegalRemovalPage />;
    default:
      return <PlaceholderPage routeName={name} title={subBrandName(env.brand, name)} />;
  }
}

/** A sub-brand pseudo-path's page is named after the sub-brand (AnthroHome). */
function subBrandName(brand: AppEnv['brand'], routeName: string): string | undefined {
  return brand.settings.routing.subBrands.find(
    (subBrand) => `sub-brand-${subBrand.id}` === routeName,
  )?.name;
}

function locationOf(def: RouteDefinition, url: URL, params: Record<string, string | undefined>) {
  return { routeName: def.name, params, search: url.search, hash: url.hash };
}

/** react-router path of a table path: relative to the root route, '/' is the index route. */
function pathProps(def: RouteDefinition): Pick<RouteObject, 'path'> | { index: true } {
  return def.path === '/' ? { index: true } : { path: def.path.replace(/^\//, '') };
}

/**
 * The route table as react-router route objects (data mode): one root route (the shell and the
 * session) with one child per table entry, its meta in the handle, its loader (guard, then data)
 * and its refetch rule (shell spec §2.2: only when the route's own rule says the change matters).
 */
export function buildReactRoutes(table: readonly RouteDefinition[], env: AppEnv): RouteObject[] {
  const children = table.map(
    (def): RouteObject =>
      ({
        id: def.name,
        ...pathProps(def),
        handle: { route: def } satisfies RouteHandle,
        loader: loaderFor(def, env),
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
