// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLargeCookieCheck } from '../../../../engine/components/shell/services/large-cookie-check.ts';
import { createBrowserCache } from '../../../../engine/domain/shell/browser-cache.ts';
import type { BrowserCache } from '../../../../engine/domain/shell/browser-cache.ts';

/**
 * Shell spec §8, §9: cookies over 500 characters (names with urbn_ excepted) are logged, 1 s after
 * start, once per 7 days (remembered in the browser cache). The hook the shell's services mount,
 * with fake timers and the page's real document.cookie.
 */
const LIMITS = { delayMs: 1000, rememberDays: 7, maxChars: 500 };
const DAY_MS = 86_400_000;
const MESSAGE = '[storefront:cookies] Large cookies';

function memoryCache(): BrowserCache {
  const entries = new Map<string, string>();
  const store = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
  return createBrowserCache(store, 15, () => Date.now());
}

function setCookie(name: string, length: number): void {
  document.cookie = `${name}=${'x'.repeat(length)}; path=/`;
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-02T10:00:00Z') });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  clearCookies();
});
afterEach(() => {
  cleanup();
  clearCookies();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the large-cookie check (shell spec §8, §9)', () => {
  it('logs the cookies over 500 characters, urbn_ names excepted, 1 s after start', () => {
    setCookie('tracking', 501);
    setCookie('urbn_cart', 900);
    setCookie('small', 500);
    renderHook(() => useLargeCookieCheck(memoryCache(), LIMITS));
    vi.advanceTimersByTime(999);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn.mock.calls).toEqual([[MESSAGE, ['tracking']]]);
  });

  it('logs once per 7 days: a page in between logs nothing, one after a week logs again', () => {
    setCookie('tracking', 800);
    const cache = memoryCache();
    const page = () => {
      const { unmount } = renderHook(() => useLargeCookieCheck(cache, LIMITS));
      vi.advanceTimersByTime(LIMITS.delayMs);
      unmount();
    };
    page();
    expect(warn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 7 * DAY_MS - 60_000);
    page();
    expect(warn).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 60_000);
    page();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('no large cookie: nothing logged, and nothing remembered (a later large one is logged)', () => {
    const cache = memoryCache();
    setCookie('small', 20);
    const first = renderHook(() => useLargeCookieCheck(cache, LIMITS));
    vi.advanceTimersByTime(LIMITS.delayMs);
    first.unmount();
    expect(warn).not.toHaveBeenCalled();
    setCookie('tracking', 600);
    renderHook(() => useLargeCookieCheck(cache, LIMITS));
    vi.advanceTimersByTime(LIMITS.delayMs);
    expect(warn.mock.calls).toEqual([[MESSAGE, ['tracking']]]);
  });

  it('a page left before the delay checks nothing', () => {
    setCookie('tracking', 800);
    const { unmount } = renderHook(() => useLargeCookieCheck(memoryCache(), LIMITS));
    vi.advanceTimersByTime(500);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(warn).not.toHaveBeenCalled();
  });

  it("follows the site's limits (cookies.largeCookieLogChars, timings)", () => {
    setCookie('tracking', 301);
    renderHook(() =>
      useLargeCookieCheck(memoryCache(), { ...LIMITS, maxChars: 300, delayMs: 250 }),
    );
    vi.advanceTimersByTime(250);
    expect(warn.mock.calls).toEqual([[MESSAGE, ['tracking']]]);
  });
});
