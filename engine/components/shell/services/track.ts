import type { AnalyticsEvent } from '../../../domain/shell/analytics-events.ts';

/**
 * The one analytics API of the storefront (shell spec §4): `track(event)` from anywhere in the
 * browser. Events wait here until the dispatcher (a lazy chunk: consent, batching, the sink)
 * attaches after hydration; it holds back what needs consent the shopper has not given.
 * On the server, tracking is a no-op.
 */
export type { AnalyticsEvent } from '../../../domain/shell/analytics-events.ts';

const MAX_WAITING = 100;
const waiting: AnalyticsEvent[] = [];
let dispatch: ((event: AnalyticsEvent) => void) | undefined;

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  if (dispatch) dispatch(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** The dispatcher takes over: what waited is handed to it first. Returns the detach function. */
export function attachDispatcher(next: (event: AnalyticsEvent) => void): () => void {
  dispatch = next;
  for (const event of waiting.splice(0)) next(event);
  return () => {
    if (dispatch === next) dispatch = undefined;
  };
}
