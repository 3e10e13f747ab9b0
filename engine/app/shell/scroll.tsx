import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashTargetId } from '../../routing/path-rules.ts';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Manual scroll restoration (shell spec §2.2): a path change scrolls to the top, back and forward
 * restore the position the entry had, and a hash scrolls only when it is a valid element id.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  }, []);

  useIsomorphicLayoutEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (!before) return;
    positions.current.set(before.key, window.scrollY);
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
