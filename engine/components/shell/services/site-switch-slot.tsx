import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useAppEnv } from '../../../routing/app-env-context.tsx';

// The banner's rules and strings are a chunk of their own, loaded where it may show.
const SiteSwitchBanner = lazy(() => import('./site-switch-banner.tsx'));

/**
 * Where the site-switch banner mounts (shell spec §4): the header's promo slot. When the server
 * found it shows (its cookie came with the request), it is in the HTML and hydrates in place;
 * otherwise the banner decides in the browser after hydration (a first visit writes the cookie).
 * Memoised: a re-render of the header while the banner still waits for its chunk would make React
 * drop the banner's server HTML.
 */
export const SiteSwitchSlot = memo(function SiteSwitchSlot({
  onShownChange,
}: {
  onShownChange: (shown: boolean) => void;
}) {
  const { siteSwitchShown } = useAppEnv();
  const [mounted, setMounted] = useState(siteSwitchShown === true);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SiteSwitchBanner onShownChange={onShownChange} />
    </Suspense>
  );
});
