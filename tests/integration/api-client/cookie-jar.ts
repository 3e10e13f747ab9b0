import type { CookieAdapter } from '../../../engine/api/cookies.ts';

/**
 * A browser's cookie store in miniature, for the client in Node: a fetch wrapper that sends the
 * jar's cookies and keeps the answers' Set-Cookie, and a CookieAdapter over the same jar (a test
 * jar sees every cookie, HttpOnly ones too; a page would not see sf_token).
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.header());
    const response = await globalThis.fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  };

  readonly adapter: CookieAdapter = {
    read: () => this.header(),
    remove: (name) => {
      this.cookies.delete(name);
    },
  };

  private store(line: string): void {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1);
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
