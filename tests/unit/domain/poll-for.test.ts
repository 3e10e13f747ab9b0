import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_GAVE_UP, pollFor } from '../../../engine/domain/poll-for.ts';

describe('pollFor (shell spec §9 "poll default 10 attempts", §8 its warning)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads exactly `attempts` times, then resolves undefined and warns the spec message once', async () => {
    const read = vi.fn(() => undefined);
    const warn = vi.fn();
    const done = pollFor(read, { attempts: 10, intervalMs: 1000, what: 'x', warn });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBeUndefined();
    expect(read).toHaveBeenCalledTimes(10);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(POLL_GAVE_UP, { what: 'x', attempts: 10 });
    expect(POLL_GAVE_UP).toBe('pollForScenario never resolved to a value');
  });

  it('reads first at once and then once per interval, stopping at the first value', async () => {
    let calls = 0;
    const warn = vi.fn();
    const done = pollFor(() => (++calls === 3 ? 'ready' : undefined), {
      attempts: 10,
      intervalMs: 1000,
      what: 'x',
      warn,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe('ready');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
    expect(warn).not.toHaveBeenCalled();
  });

  it('counts a read that throws as an attempt without a value', async () => {
    const read = vi.fn(() => Promise.reject(new Error('offline')));
    const warn = vi.fn();
    const done = pollFor(read, { attempts: 3, intervalMs: 10, what: 'x', warn });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBeUndefined();
    expect(read).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('stops without the warning when aborted', async () => {
    const read = vi.fn(() => undefined);
    const warn = vi.fn();
    const stop = new AbortController();
    const done = pollFor(read, {
      attempts: 10,
      intervalMs: 1000,
      signal: stop.signal,
      what: 'x',
      warn,
    });
    await vi.advanceTimersByTimeAsync(1500);
    stop.abort();
    await vi.runAllTimersAsync();
    await expect(done).resolves.toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });
});
