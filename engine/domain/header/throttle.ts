import { DEFAULT_TIMERS } from './hover-intent.ts';
import type { IntentTimers } from './hover-intent.ts';

/**
 * Runs `callback` at most once per `ms` (shell spec §9: header scroll 30 ms, back-to-top 250 ms):
 * the first call runs at once, later calls within the window run once at its end with the latest
 * arguments, so the last scroll position is never lost.
 */
export function throttle<Args extends unknown[]>(
  callback: (...args: Args) => void,
  ms: number,
  timers: IntentTimers = DEFAULT_TIMERS,
): { (...args: Args): void; cancel(): void } {
  let waiting: unknown;
  let queued: Args | undefined;
  const release = () => {
    waiting = undefined;
    if (!queued) return;
    const args = queued;
    queued = undefined;
    callback(...args);
    waiting = timers.setTimeout(release, ms);
  };
  const run = (...args: Args) => {
    if (waiting !== undefined) {
      queued = args;
      return;
    }
    callback(...args);
    waiting = timers.setTimeout(release, ms);
  };
  run.cancel = () => {
    if (waiting !== undefined) timers.clearTimeout(waiting);
    waiting = undefined;
    queued = undefined;
  };
  return run;
}
