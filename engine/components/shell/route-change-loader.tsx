import { lazy, Suspense } from 'react';
import { useNavigation } from 'react-router';
import { useAppEnv, useLoginModalOpen } from '../../routing/app-env-context.tsx';

// The loader's markup and delay: a chunk of its own, loaded by the first route change.
const FullPageLoader = lazy(() => import('./full-page-loader.tsx'));

/**
 * Whether a route change is loading. A protected route waiting for the shopper to sign in is not:
 * the Sign In dialog is what the page waits for, and the loader must not cover it.
 */
export function useRouteChanging(): boolean {
  const loading = useNavigation().state === 'loading';
  const signingIn = useLoginModalOpen(useAppEnv().login);
  return loading && !signingIn;
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
