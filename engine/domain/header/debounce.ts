import { DEFAULT_TIMERS } from './hover-intent.ts';
import type { IntentTimers } from './hover-intent.ts';

/**
 * Runs `callback` once calls have stopped for `ms` (shell spec §9: resize debounce 200 ms), with the
 * latest arguments: a window dragged wider runs it once, when the drag ends.
 */
export function debounce<Args extends unknown[]>(
  callback: (...args: Args) => void,
  ms: number,
  timers: IntentTimers = DEFAULT_TIMERS,
): { (...args: Args): void; cancel(): void } {
  let waiting: unknown;
  const run = (...args: Args) => {
    if (waiting !== undefined) timers.clearTimeout(waiting);
    waiting = timers.setTimeout(() => {
      waiting = undefined;
      callback(...args);
    }, ms);
  };
  run.cancel = () => {
    if (waiting !== undefined) timers.clearTimeout(waiting);
    waiting = undefined;
  };
  return run;
}
