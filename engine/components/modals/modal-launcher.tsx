import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

// The stack, its hash table and every modal: chunks loaded with the first hash (issue 13 budget).
const ModalHost = lazy(() => import('./modal-host.tsx'));

/** #quickshop is the listing page's own (issue 11). */
const PAGE_HASH = /^#quickshop/i;

/**
 * What the first load carries of the modals: a look at the hash. A hash that may name a modal
 * loads the stack, which decides (shell spec §2.4); a page without one loads nothing.
 */
export function ModalLauncher() {
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted && /^#[a-z]/.test(location.hash) && !PAGE_HASH.test(location.hash)) setWanted(true);
  }, [location.hash, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}
