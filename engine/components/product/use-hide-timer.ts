import { useEffect, useRef } from 'react';

/**
 * Hides a confirmation after a delay (catalogue spec §9: "Cart confirmation initial hide delay 3000
 * ms, reset hide delay 1000 ms"): the first delay when shown; while the pointer or focus is inside it
 * stays; on leaving, the shorter reset delay.
 */
export function useHideTimer(
  open: boolean,
  hide: () => void,
  delays: { initialMs: number; resetMs: number },
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideRef = useRef(hide);
  hideRef.current = hide;
  const stop = () => clearTimeout(timer.current);
  const start = (ms: number) => {
    stop();
    timer.current = setTimeout(() => hideRef.current(), ms);
  };
  useEffect(() => {
    if (open) start(delays.initialMs);
    return stop;
    // Runs on open only: the delays are config, fixed for the page's life.
  }, [open]);
  return {
    onPointerEnter: stop,
    onFocus: stop,
    onPointerLeave: () => start(delays.resetMs),
    onBlur: () => start(delays.resetMs),
  };
}
