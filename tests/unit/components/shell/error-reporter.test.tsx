// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  postErrorReport,
  setErrorReporter,
  useErrorReporter,
} from '../../../../engine/components/shell/services/error-reporter.ts';
import type { ErrorReporter } from '../../../../engine/components/shell/services/error-reporter.ts';

/**
 * Shell spec §9: error reporting drops events containing 502 and flushes every 4000 ms
 * (limits.timings.errorReportFlushMs) to a pluggable reporter whose default posts to the API.
 * The hook the shell's services mount, with fake timers: what the page's window reports reaches
 * the reporter on the flush tick, not before, and not twice.
 */
const RATES = { traceSampleRate: 0.1, replaySampleRate: 0.1, replayOnErrorSampleRate: 1 };
const SAMPLING = { trace: false, replay: false, replayOnError: true };

function windowError(message: string): void {
  window.dispatchEvent(new ErrorEvent('error', { message, error: new Error(message) }));
}

function rejection(reason: unknown): void {
  const event = new Event('unhandledrejection') as Event & { reason?: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
}

beforeEach(() => {
  vi.useFakeTimers();
  // Draws of 0.5: trace and replay (0.1) not sampled, replay on error (1) sampled.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  cleanup();
  setErrorReporter(postErrorReport);
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the error reporter hook (shell spec §9)', () => {
  it('flushes what was collected every errorReportFlushMs, 502 events dropped, to the plugged reporter', () => {
    const calls: Parameters<ErrorReporter>[] = [];
    setErrorReporter(async (...args) => {
      calls.push(args);
    });
    renderHook(() => useErrorReporter('an-us', RATES, 4000));
    windowError('TypeError: x is undefined');
    windowError('Request failed with status code 502');
    rejection(new Error('Loading chunk 7 failed'));
    act(() => vi.advanceTimersByTime(3999));
    expect(calls).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(calls).toHaveLength(1);
    const [siteId, events, sampling] = calls[0]!;
    expect(siteId).toBe('an-us');
    expect(events.map((event) => event.message)).toEqual([
      'TypeError: x is undefined',
      'Loading chunk 7 failed',
    ]);
    expect(events.every((event) => event.url === '/')).toBe(true);
    expect(sampling).toEqual(SAMPLING);
    // Nothing new: no empty batch on the next ticks.
    act(() => vi.advanceTimersByTime(8000));
    expect(calls).toHaveLength(1);
    windowError('RangeError: too deep');
    act(() => vi.advanceTimersByTime(4000));
    expect(calls.map(([, batch]) => batch.map((event) => event.message))).toEqual([
      ['TypeError: x is undefined', 'Loading chunk 7 failed'],
      ['RangeError: too deep'],
    ]);
  });

  it("follows the site's flush interval and flushes what is pending when the shell goes", () => {
    const batches: string[][] = [];
    setErrorReporter(async (_site, events) => {
      batches.push(events.map((event) => event.message));
    });
    const { unmount } = renderHook(() => useErrorReporter('an-fr', RATES, 1000));
    windowError('first');
    act(() => vi.advanceTimersByTime(1000));
    expect(batches).toEqual([['first']]);
    windowError('last words');
    unmount();
    expect(batches).toEqual([['first'], ['last words']]);
    // Unmounted: nothing listens any more. (A listener of the test's own: without any, Vitest
    // takes a window error event for an uncaught exception.)
    const bystander = () => undefined;
    window.addEventListener('error', bystander);
    windowError('after');
    window.removeEventListener('error', bystander);
    act(() => vi.advanceTimersByTime(5000));
    expect(batches).toHaveLength(2);
  });

  it('a reporter that fails does not break the page or stop the next flush', async () => {
    let attempts = 0;
    setErrorReporter(() => {
      attempts += 1;
      return Promise.reject(new Error('offline'));
    });
    renderHook(() => useErrorReporter('an-us', RATES, 4000));
    windowError('one');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    windowError('two');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(attempts).toBe(2);
  });
});

describe('the default reporter posts to the API (shell spec §9)', () => {
  it('without a plugged reporter, a flush posts the batch and sampling to the telemetry endpoint', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderHook(() => useErrorReporter('an-us', RATES, 4000));
    windowError('TypeError: x is undefined');
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/telemetry/v0/an-us/errors');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      events: [
        {
          message: 'TypeError: x is undefined',
          stack: expect.stringContaining('TypeError: x is undefined') as unknown,
          url: '/',
        },
      ],
      sampling: SAMPLING,
    });
  });

  it('postErrorReport escapes the site id in the path', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await postErrorReport('an us/..', [{ message: 'x' }], SAMPLING);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe(
      '/api/telemetry/v0/an%20us%2F../errors',
    );
  });
});
