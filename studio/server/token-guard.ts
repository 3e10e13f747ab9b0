import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const TOKEN_COOKIE = 'storefront_studio';
export const TOKEN_HEADER = 'x-studio-token';

/** Compares in constant time, so the token cannot be guessed a character at a time. */
export function sameToken(given: string | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Every request must carry the one-time token printed with the studio's URL: in the query of the
 * first load (then exchanged for an HttpOnly, SameSite=Strict cookie and dropped from the
 * address), in the cookie after, or in a header for scripts. Anything else is refused 401, so no
 * other page or local process can read or write the brand's files through the studio.
 */
export function tokenGuard(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const url = new URL(request.url, 'http://studio.invalid');
    const fromQuery = url.searchParams.get('token') ?? undefined;
    if (request.method === 'GET' && url.pathname === '/' && sameToken(fromQuery, token)) {
      await reply
        .setCookie(TOKEN_COOKIE, token, {
          httpOnly: true,
          sameSite: 'strict',
          path: '/',
        })
        .header('cache-control', 'no-store')
        .redirect('/', 303);
      return;
    }
    const header = request.headers[TOKEN_HEADER];
    if (
      sameToken(request.cookies[TOKEN_COOKIE], token) ||
      sameToken(typeof header === 'string' ? header : undefined, token)
    ) {
      return;
    }
    await reply
      .status(401)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('The brand studio needs its token: open the URL the studio printed when it started.');
  };
}
