import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';

// The loader's markup and delay: a chunk of its own, loaded by the first route change.
const FullPageLoader = lazy(() => import('./full-page-loader.tsx'));

/** Whether a route change is under way (its loaders are running). */
export function useRouteChanging(): boolean {
  return useNavigation().state === 'loading';
}

/** The full-page loader while a route change loads (shell spec §4). */
export function RouteChangeLoader() {
  if (!useRouteChanging()) return null;
  return (
    <Suspense fallback={null}>
      <FullPageLoader />
    </Suspense>
  );
}
