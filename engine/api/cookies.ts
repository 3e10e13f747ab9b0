/**
 * The client's view of the page's cookies, for the 413 rule (shell spec §4): in the browser
 * document.cookie, on the server nothing (the server never clears a shopper's cookies).
 */
export interface CookieAdapter {
  /** `name=value; name2=value2`, as document.cookie shows it. */
  read(): string;
  /** Expires one cookie. */
  remove(name: string): void;
}

export const noCookies: CookieAdapter = {
  read: () => '',
  remove: () => undefined,
};

/** The HttpOnly cookie that carries the shopper's token (the commerce API sets it). */
export const TOKEN_COOKIE = 'sf_token';

/**
 * The storefront's own cookies, kept when third-party cookies are cleared. A trailing '*' makes a
 * prefix. sf_token is HttpOnly and out of the page's reach anyway; it is listed for adapters (the
 * tests' cookie jar) that see every cookie.
 */
export const DEFAULT_FIRST_PARTY_COOKIES: readonly string[] = ['sf_token', 'sf_*', 'urbn_*'];

export function isFirstPartyCookie(name: string, allow: readonly string[]): boolean {
  return allow.some((entry) =>
    entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : name === entry,
  );
}

export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** Expires every cookie not on the allow list; answers the names it removed. */
export function clearThirdPartyCookies(cookies: CookieAdapter, allow: readonly string[]): string[] {
  const removed = cookieNames(cookies.read()).filter((name) => !isFirstPartyCookie(name, allow));
  for (const name of removed) cookies.remove(name);
  return removed;
}

/**
 * document.cookie as an adapter. A third-party cookie is usually set on a parent domain
 * (`.example.com`), and expiring it needs the same domain, so every parent is tried.
 */
export function documentCookies(
  doc: { cookie: string },
  hostname: string = typeof location === 'undefined' ? '' : location.hostname,
): CookieAdapter {
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  return {
    read: () => doc.cookie,
    remove: (name) => {
      doc.cookie = `${name}=; ${expired}`;
      const labels = hostname.split('.');
      for (let index = 0; index < labels.length - 1; index += 1) {
        doc.cookie = `${name}=; ${expired}; domain=.${labels.slice(index).join('.')}`;
      }
    },
  };
}
