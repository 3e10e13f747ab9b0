import { parseSetCookie } from 'set-cookie-parser';
import type { RenderRequest } from './render-contract.ts';

/** The commerce API's rule (commerce-api/context.ts): cookies are Secure but on localhost. */
function isLocalHost(host: string | undefined): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]'
  );
}

/** RFC 6265 token characters: a name outside them is not a cookie we send on. */
const COOKIE_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * The shopper's cookies as the commerce API sees them during one server render (DESIGN §5):
 * starts from the request's Cookie header; every Set-Cookie the API answers updates it, so a
 * later call of the same render sends the new token (one render never makes two guest tokens),
 * and is kept, as the API wrote it, for the page response.
 */
export class ApiCookieJar {
  private readonly values = new Map<string, string>();
  private readonly received: string[] = [];
  private readonly secure: boolean;

  constructor(request: Pick<RenderRequest, 'headers' | 'cookies'>) {
    const header = request.headers.cookie;
    if (header !== undefined) {
      for (const part of header.split(';')) {
        const at = part.indexOf('=');
        const name = (at < 0 ? '' : part.slice(0, at)).trim();
        if (COOKIE_NAME.test(name)) this.values.set(name, part.slice(at + 1).trim());
      }
    } else {
      for (const [name, value] of Object.entries(request.cookies)) {
        if (COOKIE_NAME.test(name)) this.values.set(name, encodeURIComponent(value));
      }
    }
    // The API is called over loopback, so it cannot tell the shopper's host: a cookie it left
    // without Secure (its localhost rule) gets it when the shopper is not on localhost.
    this.secure = !isLocalHost(request.headers['x-forwarded-host'] ?? request.headers.host);
  }

  /** The Cookie header for the next API call ('' without cookies). */
  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes in a response's Set-Cookie values. */
  receive(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      // One line, one cookie: an Expires date's comma must not split it.
      const [cookie] = parseSetCookie(line, { decodeValues: false, split: false });
      if (!cookie || !COOKIE_NAME.test(cookie.name)) continue;
      if (isRemoval(cookie)) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
      this.received.push(this.secure && !cookie.secure ? `${line}; Secure` : line);
    }
  }

  /** Every Set-Cookie received, in order, for the page response. */
  setCookies(): string[] {
    return [...this.received];
  }
}

function isRemoval(cookie: { maxAge?: number; expires?: Date }): boolean {
  if (cookie.maxAge !== undefined) return cookie.maxAge <= 0;
  return cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
}
