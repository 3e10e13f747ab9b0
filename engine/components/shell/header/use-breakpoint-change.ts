import { useEffect, useRef } from 'react';
import { breakpointAt } from '../../../domain/header/breakpoints.ts';
import type { BreakpointName } from '../../../domain/header/breakpoints.ts';
import { debounce } from '../../../domain/header/debounce.ts';
import { useAppEnv } from '../../../routing/app-env-context.tsx';

/**
 * Calls `onChange` when the viewport moves into another of the site's breakpoints
 * (limits.breakpoints xs, s, m, l, xl), once resizing has stopped for limits.timings.resizeDebounceMs
 * (shell spec §4: the mobile navigation closes on a breakpoint change; §9: 200 ms).
 */
export function useBreakpointChange(
  onChange: (next: BreakpointName | undefined, previous: BreakpointName | undefined) => void,
): void {
  const { site } = useAppEnv();
  const { breakpoints } = site.limits;
  const { resizeDebounceMs } = site.limits.timings;
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    let current = breakpointAt(window.innerWidth, breakpoints);
    const resized = debounce(() => {
      const next = breakpointAt(window.innerWidth, breakpoints);
      if (next === current) return;
      const previous = current;
      current = next;
      latest.current(next, previous);
    }, resizeDebounceMs);
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('resize', resized);
      resized.cancel();
    };
  }, [breakpoints, resizeDebounceMs]);
}
