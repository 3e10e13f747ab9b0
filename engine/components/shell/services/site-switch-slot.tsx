import { lazy, Suspense, useEffect, useState } from 'react';

// The banner decides from cookies, so only in the browser, after hydration: a chunk of its own.
const SiteSwitchBanner = lazy(() => import('./site-switch-banner.tsx'));

/** Where the site-switch banner mounts (shell spec §4): the header's promo slot. */
export function SiteSwitchSlot({ onShownChange }: { onShownChange: (shown: boolean) => void }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SiteSwitchBanner onShownChange={onShownChange} />
    </Suspense>
  );
}
