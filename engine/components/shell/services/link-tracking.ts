import { useEffect } from 'react';
import { LINK_EVENTS, linkEvent } from '../../../domain/shell/link-events.ts';
import { track } from './track.ts';

/**
 * One click listener for the shell's link events (domain/shell/link-events.ts): a press on the
 * hamburger, a navigation link or disclosure, the site selector, the logo, a header action or a
 * product tray's tile is tracked with its label. Mounted with the dispatcher, after hydration.
 */
export function useLinkTracking(): void {
  useEffect(() => {
    const click = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      for (const [selector, name] of LINK_EVENTS) {
        const control = event.target.closest(selector);
        if (!control) continue;
        // A disclosure counts as an expand only when it opens.
        if (name === 'top_nav_expand' && control.getAttribute('aria-expanded') === 'true') return;
        const label =
          control.closest('[data-analytics-label]')?.getAttribute('data-analytics-label') ??
          control.textContent;
        track(linkEvent(name, label, control.getAttribute('href')));
        return;
      }
    };
    // Capture: a control that re-renders or closes its panel on click is still read as pressed.
    document.addEventListener('click', click, true);
    return () => document.removeEventListener('click', click, true);
  }, []);
}
