import { useEffect } from 'react';
import { batchOf, keepErrorEvent, sampleSession } from '../../../domain/shell/error-reporting.ts';
import type {
  ErrorEvent as ReportedError,
  ErrorReportRates,
  SessionSampling,
} from '../../../domain/shell/error-reporting.ts';

/** Where error batches go. The default posts to the API; a brand may plug its vendor in. */
export type ErrorReporter = (
  siteId: string,
  events: readonly ReportedError[],
  sampling: SessionSampling,
) => Promise<void>;

export const postErrorReport: ErrorReporter = async (siteId, events, sampling) => {
  await fetch(`/api/telemetry/v0/${encodeURIComponent(siteId)}/errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events, sampling }),
    keepalive: true,
  });
};

let reporter: ErrorReporter = postErrorReport;

/** Replaces the error reporter (shell spec §9: pluggable). */
export function setErrorReporter(next: ErrorReporter): void {
  reporter = next;
}

/**
 * Error reporting (shell spec §9): uncaught errors and rejections are collected, those containing
 * 502 dropped, and flushed every errorReportFlushMs (4000 ms) with the session's sampling drawn
 * once from the configured rates.
 */
export function useErrorReporter(siteId: string, rates: ErrorReportRates, flushMs: number): void {
  useEffect(() => {
    const sampling = sampleSession(rates, [Math.random(), Math.random(), Math.random()]);
    let pending: ReportedError[] = [];
    const collect = (event: ReportedError) => {
      if (keepErrorEvent(event) && pending.length < 100) pending.push(event);
    };
    const onError = (event: globalThis.ErrorEvent) =>
      collect({
        message: String(event.message || 'Script error'),
        stack: event.error instanceof Error ? event.error.stack : undefined,
        url: location.pathname,
      });
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      collect({
        message: reason instanceof Error ? reason.message : String(reason),
        stack: reason instanceof Error ? reason.stack : undefined,
        url: location.pathname,
      });
    };
    const flush = () => {
      const batch = batchOf(pending);
      pending = [];
      if (batch.length > 0) void reporter(siteId, batch, sampling).catch(() => undefined);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const timer = setInterval(flush, flushMs);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      clearInterval(timer);
      flush();
    };
    // Rates come from the frozen site config: read once per site.
  }, [siteId, flushMs]);
}
