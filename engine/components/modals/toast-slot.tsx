import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { toasts } from './toast-store.ts';

const Toaster = lazy(() => import('./toaster.tsx'));
const NONE: readonly never[] = [];

/**
 * The page's toasts (shell spec §3.3, §4): the view is a chunk loaded with the first toast; a
 * route change clears them.
 */
export function ToastSlot() {
  const shown = useSyncExternalStore(toasts.subscribe, toasts.getToasts, () => NONE);
  const location = useLocation();
  const pathname = useRef(location.pathname);
  useEffect(() => {
    if (pathname.current === location.pathname) return;
    pathname.current = location.pathname;
    toasts.clear();
  }, [location.pathname]);
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster shown={shown} store={toasts} />
    </Suspense>
  );
}
