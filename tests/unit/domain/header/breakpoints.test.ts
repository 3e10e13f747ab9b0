import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakpointAt, minWidthQuery } from '../../../../engine/domain/header/breakpoints.ts';
import { debounce } from '../../../../engine/domain/header/debounce.ts';

// Shell spec §9: breakpoints xs 0, s 568, m 768, l 1025, xl 1441 (limits.breakpoints).
const SPEC = { xs: 0, s: 568, m: 768, l: 1025, xl: 1441 };

describe('breakpointAt (shell spec §9 breakpoints)', () => {
  it.each([
    [0, 'xs'],
    [375, 'xs'],
    [567, 'xs'],
    [568, 's'],
    [767, 's'],
    [768, 'm'],
    [1024, 'm'],
    [1025, 'l'],
    [1440, 'l'],
    [1441, 'xl'],
    [2560, 'xl'],
  ])('a %i px viewport is in %s', (width, name) => {
    expect(breakpointAt(width, SPEC)).toBe(name);
  });

  it("reads the site's own breakpoints: xs and xl move with the config", () => {
    const brand = { xs: 320, s: 568, m: 768, l: 1025, xl: 1280 };
    expect(breakpointAt(300, brand)).toBeUndefined();
    expect(breakpointAt(320, brand)).toBe('xs');
    expect(breakpointAt(1300, brand)).toBe('xl');
    expect(breakpointAt(1300, SPEC)).toBe('l');
  });

  it('builds the min-width media query of a breakpoint', () => {
    expect(minWidthQuery(SPEC.m)).toBe('(min-width: 768px)');
  });
});

// Shell spec §9: resize debounce 200 ms (limits.timings.resizeDebounceMs).
describe('debounce (shell spec §9 resize debounce)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([200, 500])('runs once, %i ms after the last call, with its arguments', (ms) => {
    const seen: number[] = [];
    const run = debounce((width: number) => seen.push(width), ms);
    run(400);
    vi.advanceTimersByTime(ms - 1);
    run(800);
    vi.advanceTimersByTime(ms - 1);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([800]);
    vi.advanceTimersByTime(ms * 3);
    expect(seen).toEqual([800]);
  });

  it('cancel drops the waiting call', () => {
    const seen: number[] = [];
    const run = debounce((width: number) => seen.push(width), 200);
    run(1);
    run.cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });
});
