import { useEffect, useRef } from 'react';
import { releasable } from '../../../domain/shell/analytics-events.ts';
import type { AnalyticsEvent } from '../../../domain/shell/analytics-events.ts';
import type { ConsentGroup } from '../../../domain/consent.ts';
import { releaseEvents } from './released-events.ts';
import { attachDispatcher } from './track.ts';

/** Where released events go. The default posts to the API; a brand may set its vendor's. */
export type AnalyticsSink = (siteId: string, events: readonly AnalyticsEvent[]) => Promise<void>;

export const postAnalyticsEvents: AnalyticsSink = async (siteId, events) => {
  const response = await fetch(`/api/telemetry/v0/${encodeURIComponent(siteId)}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`[storefront:analytics] events answered ${response.status}`);
};

let sink: AnalyticsSink = postAnalyticsEvents;

/** Replaces the analytics sink (a tag manager, a vendor SDK). */
export function setAnalyticsSink(next: AnalyticsSink): void {
  sink = next;
}

/** Fired on window after each flush, detail { sent, held }: event names. */
export const ANALYTICS_FLUSH_EVENT = 'sf:analytics-flush';

const MAX_BATCH = 50;
const MAX_HELD = 200;

/** How often the queue is polled (shell spec §9: every 1000 ms, up to 20 times). */
export interface AnalyticsPolling {
  /** timings.analyticsQueuePollMs */
  readonly pollMs: number;
  /** timings.analyticsQueuePollMax: polls in a row that find the queue empty before it rests. */
  readonly pollMax: number;
  /** timings.analyticsRetryMs */
  readonly retryMs: number;
}

/**
 * The one dispatcher (shell spec §4): events from track() are batched every poll interval
 * (timings.analyticsQueuePollMs) and sent under the shopper's consent groups; what needs consent
 * not given is held back and sent once it is. After timings.analyticsQueuePollMax polls in a row
 * find nothing, polling rests until the next event (§9: up to 20 times): an idle tab wakes no
 * timer. A failed send is retried once after timings.analyticsRetryMs.
 */
export function useAnalyticsDispatcher(
  siteId: string,
  granted: ReadonlySet<ConsentGroup>,
  { pollMs, pollMax, retryMs }: AnalyticsPolling,
): void {
  const queue = useRef<AnalyticsEvent[]>([]);
  const consent = useRef(granted);
  const wake = useRef<() => void>(undefined);
  consent.current = granted;

  useEffect(
    () =>
      attachDispatcher((event) => {
        queue.current.push(event);
        wake.current?.();
      }),
    [],
  );

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let idle = 0;
    const rest = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const poll = () => {
      // Held events wait for consent: the queue is not empty, polling goes on.
      idle = queue.current.length === 0 ? idle + 1 : 0;
      flush();
      if (idle >= pollMax) rest();
    };
    const start = () => {
      idle = 0;
      timer ??= setInterval(poll, pollMs);
    };
    const flush = () => {
      const { send, hold } = releasable(queue.current, consent.current);
      queue.current = hold.slice(-MAX_HELD);
      // Tag managers (and tests) can follow the dispatcher: what went out, what waits for consent.
      window.dispatchEvent(
        new CustomEvent(ANALYTICS_FLUSH_EVENT, {
          detail: { sent: send.map((event) => event.name), held: hold.map((event) => event.name) },
        }),
      );
      // The tag manager (mounted only under targeting consent) hears what was released.
      releaseEvents(send);
      for (let at = 0; at < send.length; at += MAX_BATCH) {
        const batch = send.slice(at, at + MAX_BATCH);
        sink(siteId, batch).catch(() => {
          setTimeout(() => void sink(siteId, batch).catch(() => undefined), retryMs);
        });
      }
    };
    wake.current = start;
    start();
    window.addEventListener('pagehide', flush);
    return () => {
      wake.current = undefined;
      rest();
      window.removeEventListener('pagehide', flush);
    };
  }, [siteId, pollMs, pollMax, retryMs]);
}
