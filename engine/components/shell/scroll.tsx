import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashTargetId } from '../../routing/path-rules.ts';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Manual scroll restoration (shell spec §2.2): a path change scrolls to the top, back and forward
 * restore the position the entry had, and a hash scrolls only when it is a valid element id.
 * Positions are recorded as the shopper scrolls, per history entry: reading scrollY once the
 * next page has rendered would read a position the browser already clamped to the new page.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const current = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    // Browsers fire scroll at most once a frame; recording is one Map write.
    const record = () => {
      if (current.current) positions.current.set(current.current.key, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useIsomorphicLayoutEffect(() => {
    const before = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    if (!before) return;
    if (navigationType === 'POP') {
      const saved = positions.current.get(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    const id = location.hash ? hashTargetId(location.hash) : undefined;
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (before.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
