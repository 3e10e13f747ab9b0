import type { AnalyticsEvent } from '../../../domain/shell/analytics-events.ts';

/** Told of each batch the dispatcher released (what the shopper's consent allowed). */
export type ReleasedEventsListener = (events: readonly AnalyticsEvent[]) => void;

const listeners = new Set<ReleasedEventsListener>();

/** Follows the dispatcher's released events (a tag manager). Returns the unsubscribe function. */
export function onReleasedEvents(listener: ReleasedEventsListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The dispatcher hands each released batch over; a listener's failure harms no other. */
export function releaseEvents(events: readonly AnalyticsEvent[]): void {
  if (events.length === 0) return;
  for (const listener of listeners) {
    try {
      listener(events);
    } catch (error) {
      console.error('[storefront:analytics] a released-events listener failed', error);
    }
  }
}
