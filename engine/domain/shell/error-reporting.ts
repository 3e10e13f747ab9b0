/**
 * Error reporting rules (shell spec §9): sample rates (trace 0.1, session replay 0.1, replay on
 * error 1), events whose text contains 502 dropped (the API's bad gateway is reported by the API
 * policy, not as a client error), a batch flushed every 4000 ms.
 */
export interface ErrorReportRates {
  readonly traceSampleRate: number;
  readonly replaySampleRate: number;
  readonly replayOnErrorSampleRate: number;
}

export interface ErrorEvent {
  readonly message: string;
  readonly stack?: string;
  readonly url?: string;
}

export interface SessionSampling {
  readonly trace: boolean;
  readonly replay: boolean;
  readonly replayOnError: boolean;
}

/** One draw per rate in [0, 1): sampled when the draw is below the rate. */
export function sampleSession(
  rates: ErrorReportRates,
  draws: readonly [number, number, number],
): SessionSampling {
  return {
    trace: draws[0] < rates.traceSampleRate,
    replay: draws[1] < rates.replaySampleRate,
    replayOnError: draws[2] < rates.replayOnErrorSampleRate,
  };
}

/** Events containing 502 anywhere in their message or stack are dropped (§9). */
export function keepErrorEvent(event: ErrorEvent): boolean {
  return !`${event.message}\n${event.stack ?? ''}`.includes('502');
}

/** Caps a batch (the oldest kept) and trims long texts: a loop of errors must not flood the API. */
export const MAX_BATCH = 20;
export const MAX_TEXT = 2000;

export function batchOf(events: readonly ErrorEvent[]): ErrorEvent[] {
  return events
    .filter(keepErrorEvent)
    .slice(0, MAX_BATCH)
    .map((event) => ({
      message: event.message.slice(0, MAX_TEXT),
      ...(event.stack ? { stack: event.stack.slice(0, MAX_TEXT) } : {}),
      ...(event.url ? { url: event.url.slice(0, MAX_TEXT) } : {}),
    }));
}
