/**
 * The shopper's language choice on a site that offers several (shell spec §3.4 cookie keys:
 * language). Pages depend on it, so the page cache and shared caches key on it
 * (server/cache-policy.ts PAGE_COOKIES).
 */
export const LANGUAGE_COOKIE = 'sf_language';

/** The cookie the site selector writes: one year, the whole host, first-party only. */
export function languageCookie(locale: string): string {
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
