import { useEffect } from 'react';
import { largeCookieLogDue, largeCookies } from '../../../domain/shell/large-cookies.ts';
import type { BrowserCache } from '../../../domain/shell/browser-cache.ts';

const LAST_LOGGED = 'large-cookie-logged';

/**
 * The large-cookie check (shell spec §9): largeCookieCheckDelayMs after start, cookies longer
 * than cookies.largeCookieLogChars (urbn_ names excepted) are logged, once per
 * largeCookieRememberDays (remembered in the browser cache).
 */
export function useLargeCookieCheck(
  cache: BrowserCache,
  limits: { delayMs: number; rememberDays: number; maxChars: number },
): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      const names = largeCookies(document.cookie, limits.maxChars);
      if (names.length === 0) return;
      const now = Date.now();
      if (!largeCookieLogDue(cache.get<number>(LAST_LOGGED), now, limits.rememberDays)) return;
      console.warn('[storefront:cookies] Large cookies', names);
      cache.set(LAST_LOGGED, now, limits.rememberDays * 24 * 60);
    }, limits.delayMs);
    return () => clearTimeout(timer);
  }, [cache, limits.delayMs, limits.rememberDays, limits.maxChars]);
}
