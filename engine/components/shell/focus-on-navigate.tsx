import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppEnv } from '../../routing/app-env-context.tsx';

// The focus rule runs on client navigations only: not in the first load's JavaScript.
const importRouteFocus = () => import('./route-focus.ts');

/**
 * Moves the focus to the new page's title after a client navigation to another path (shell spec
 * §9 focus target; route-focus.ts). The server-rendered first page keeps the browser's own focus.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const { timings } = useAppEnv().site.limits;
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let cancel: (() => void) | undefined;
    let live = true;
    void importRouteFocus().then(({ focusPageTarget }) => {
      if (live) cancel = focusPageTarget(document, timings);
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [pathname, timings]);
  return null;
}
