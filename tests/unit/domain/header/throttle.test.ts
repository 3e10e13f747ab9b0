import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../../engine/domain/header/throttle.ts';

// shell spec §9: header scroll throttle 30 ms, back-to-top throttle 250 ms
describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([30, 250])('runs at most once per %i ms and keeps the last call', (ms) => {
    const seen: number[] = [];
    const run = throttle((y: number) => seen.push(y), ms);
    run(1);
    run(2);
    run(3);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(ms - 1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 3]);
    vi.advanceTimersByTime(ms * 3);
    expect(seen).toEqual([1, 3]);
    run(4);
    expect(seen).toEqual([1, 3, 4]);
  });

  it('cancel drops the queued call', () => {
    const seen: number[] = [];
    const run = throttle((y: number) => seen.push(y), 30);
    run(1);
    run(2);
    run.cancel();
    vi.advanceTimersByTime(100);
    expect(seen).toEqual([1]);
  });
});
