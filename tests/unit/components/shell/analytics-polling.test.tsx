// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_FLUSH_EVENT,
  setAnalyticsSink,
  postAnalyticsEvents,
  useAnalyticsDispatcher,
} from '../../../../engine/components/shell/services/analytics-dispatcher.ts';
import { attachDispatcher, track } from '../../../../engine/components/shell/services/track.ts';
import type { ConsentGroup } from '../../../../engine/domain/consent.ts';

const ALL: ReadonlySet<ConsentGroup> = new Set(['C0001', 'C0002', 'C0003', 'C0004']);

function Dispatcher({ pollMax }: { pollMax: number }) {
  useAnalyticsDispatcher('ac-us', ALL, { pollMs: 1000, pollMax, retryMs: 500 });
  return null;
}

let polls = 0;
const sent: string[][] = [];
const countPoll = () => void (polls += 1);

beforeEach(() => {
  vi.useFakeTimers();
  polls = 0;
  sent.length = 0;
  // Events other tests left waiting for a dispatcher are handed over first: not this test's.
  attachDispatcher(() => undefined)();
  setAnalyticsSink(async (_site, events) => void sent.push(events.map((event) => event.name)));
  window.addEventListener(ANALYTICS_FLUSH_EVENT, countPoll);
});
afterEach(() => {
  cleanup();
  window.removeEventListener(ANALYTICS_FLUSH_EVENT, countPoll);
  setAnalyticsSink(postAnalyticsEvents);
  vi.useRealTimers();
});

// Shell spec §9: the analytics queue polls every 1000 ms up to 20 times
// (limits.timings.analyticsQueuePollMs, analyticsQueuePollMax).
describe('the analytics queue polls up to analyticsQueuePollMax times, then rests (shell spec §9)', () => {
  it.each([20, 3])('with pollMax %i, an empty queue is polled that often, no more', (pollMax) => {
    render(<Dispatcher pollMax={pollMax} />);
    vi.advanceTimersByTime(1000 * (pollMax + 10));
    expect(polls).toBe(pollMax);
  });

  it('the next event wakes it: sent at the next poll, then it rests again', () => {
    render(<Dispatcher pollMax={3} />);
    vi.advanceTimersByTime(10_000);
    expect(polls).toBe(3);
    track({ name: 'top_nav_click', data: { label: 'Clothing' } });
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([['top_nav_click']]);
    vi.advanceTimersByTime(10_000);
    // The poll that sent it, then three empty ones.
    expect(polls).toBe(3 + 1 + 3);
  });
});
