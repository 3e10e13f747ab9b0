import type { FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from '../api/index.ts';
import { FLAG_COOKIE } from '../routing/request-flags.ts';
import { LANGUAGE_COOKIE } from '../routing/site-language.ts';
import { WEBVIEW_HEADER } from '../app/ssr/html-headers.ts';
import { SITE_CHOICE_COOKIE } from '../domain/shell/site-switch-banner.ts';

/** How long a shared cache (a CDN, the page cache) serves a guest's page as it is. */
export const PAGE_SHARED_MAX_AGE_S = 60;
/** Then how long it may still serve it while it fetches a fresh one. */
export const PAGE_STALE_WHILE_REVALIDATE_S = 600;

/**
 * A page the same for every shopper without a session: browsers ask again each time (their copy
 * may meet a sign-in), shared caches keep it a minute and serve it stale while they refresh.
 */
export const SHARED_PAGE_CACHE = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_S}`;

/** A page that may hold a shopper's data (signed in, cart, checkout, account...): never kept. */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/**
 * What a page's HTML depends on beyond its URL and host: the encoding, the webview header, and
 * the cookies of PAGE_COOKIES (a shared cache should key on those cookies only, as the page
 * cache does, and pass a request carrying the session cookie to the server).
 */
export const PAGE_VARY = `Accept-Encoding, Cookie, ${WEBVIEW_HEADER}`;

/**
 * The cookies that change a page: the session's token, the feature-flag overrides, the
 * language chosen on a site with several and the sites the shopper chose (the site-switch banner
 * is in the HTML where it shows).
 */
export const PAGE_COOKIES = [
  TOKEN_COOKIE,
  FLAG_COOKIE,
  LANGUAGE_COOKIE,
  SITE_CHOICE_COOKIE,
] as const;

/**
 * A request whose page may be shared: a read without a session. Its page is rendered without a
 * nonce (hashes instead), and kept by shared caches when the page itself is the same for everyone.
 */
export function isGuestRead(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.cookies[TOKEN_COOKIE] === undefined
  );
}
