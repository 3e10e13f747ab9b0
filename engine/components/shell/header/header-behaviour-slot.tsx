import { lazy, Suspense, useEffect, useState } from 'react';

// Hide-on-scroll and back-to-top only matter once the shopper scrolls: their chunk loads then.
const HeaderOnScroll = lazy(() => import('./header-on-scroll.tsx'));

/** Loads the header's scroll behaviour on the first scroll (shell spec §2.3, §4). */
export function HeaderBehaviour() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const load = () => setScrolled(true);
    if (window.scrollY > 0) load();
    window.addEventListener('scroll', load, { once: true, passive: true });
    return () => window.removeEventListener('scroll', load);
  }, []);
  return scrolled ? (
    <Suspense fallback={null}>
      <HeaderOnScroll />
    </Suspense>
  ) : null;
}
