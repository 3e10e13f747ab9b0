import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { OPEN_MODAL_EVENT, queueOpenRequest } from './external-modal-events.ts';
import { TOAST_EVENT } from './toasts.ts';

// The stack, its hash table, every modal and the toasts: chunks loaded on first use (issue 13).
const Overlays = lazy(() => import('./overlays.tsx'));

/** #quickshop is the listing page's own (issue 11). */
const PAGE_HASH = /^#quickshop/i;

/**
 * What the first load carries of modals and toasts: a look at the hash and an ear for the first
 * toast and for a page script's modal (OPEN_MODAL_EVENT). A hash that may name a modal, or a toast, loads the overlays, which decide (shell spec
 * §2.4, §3.3); a page without either loads nothing.
 */
export function ModalLauncher() {
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted && /^#[a-z]/.test(location.hash) && !PAGE_HASH.test(location.hash)) setWanted(true);
  }, [location.hash, wanted]);
  // A toast, or a page script's or widget's modal (queued until the stack's chunk takes it).
  useEffect(() => {
    const load = () => setWanted(true);
    const open = (event: Event) => {
      queueOpenRequest((event as CustomEvent<unknown>).detail);
      load();
    };
    window.addEventListener(TOAST_EVENT, load);
    window.addEventListener(OPEN_MODAL_EVENT, open);
    return () => {
      window.removeEventListener(TOAST_EVENT, load);
      window.removeEventListener(OPEN_MODAL_EVENT, open);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
