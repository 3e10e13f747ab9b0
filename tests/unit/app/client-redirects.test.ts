import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientRedirects, RedirectLoopError } from '../../../engine/routing/client-redirects.ts';
import { signInError, signInErrorKey } from '../../../engine/components/shell/login-form.tsx';
import { createI18n } from '../../../engine/i18n/index.ts';
import { ApiRequestError } from '../../../engine/api/index.ts';
import { isValidEmail } from '../../../engine/domain/validation/index.ts';
import { loadBrand } from '../../support/brands.ts';
import { RedirectTracker } from '../../../engine/routing/redirects.ts';

/** Client-side redirects (shell spec §2.2): loops logged and stopped, unsupported ones reloaded. */
const brand = loadBrand('anthropologie');
const us = brand.sites['an-us']!;
const uk = brand.sites['an-uk']!;
const ORIGIN = 'http://anthropologie.localhost:3000';

function redirectTo(location: string, status = 301): Response {
  return new Response(null, { status, headers: { Location: location } });
}

const reloads = (response: Response) => response.headers.get('X-Remix-Reload-Document') !== null;

afterEach(() => vi.restoreAllMocks());

describe('ClientRedirects.follow', () => {
  it('a redirect inside the site is handed to the router unchanged', () => {
    const redirects = new ClientRedirects(Object.values(brand.sites), uk);
    const response = redirectTo('/account/dashboard');
    const followed = redirects.follow(`${ORIGIN}/en-gb/account`, response);
    expect(followed).toBe(response);
    expect(reloads(followed)).toBe(false);
  });

  it.each([
    ['another site of the brand', '/en-gb/cart', `${ORIGIN}/en-gb/cart`],
    ['another origin', 'https://other.example/x', 'https://other.example/x'],
    ['a path another system serves', '/static/brands/x.svg', `${ORIGIN}/static/brands/x.svg`],
  ])('%s: a full page load at the absolute URL', (_label, location, absolute) => {
    const redirects = new ClientRedirects(Object.values(brand.sites), us);
    const followed = redirects.follow(`${ORIGIN}/old`, redirectTo(location));
    expect(reloads(followed)).toBe(true);
    expect(followed.headers.get('Location')).toBe(absolute);
  });

  it('a loop is logged as an error and stopped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const redirects = new ClientRedirects(Object.values(brand.sites), us);
    redirects.follow(`${ORIGIN}/a`, redirectTo('/b'));
    expect(() => redirects.follow(`${ORIGIN}/b`, redirectTo('/a'))).toThrow(RedirectLoopError);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Redirect loop: /a -> /b -> /a'));
  });

  it('a settled navigation closes the chain: the same redirect later is not a loop', () => {
    const redirects = new ClientRedirects(Object.values(brand.sites), us);
    redirects.follow(`${ORIGIN}/a`, redirectTo('/b'));
    redirects.settled();
    expect(() => redirects.follow(`${ORIGIN}/a`, redirectTo('/b'))).not.toThrow();
  });

  it('too many hops is a loop too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const redirects = new ClientRedirects(
      Object.values(brand.sites),
      us,
      new RedirectTracker(5000, 3),
    );
    redirects.follow(`${ORIGIN}/a`, redirectTo('/b'));
    redirects.follow(`${ORIGIN}/b`, redirectTo('/c'));
    expect(() => redirects.follow(`${ORIGIN}/c`, redirectTo('/d'))).toThrow(RedirectLoopError);
  });
});

describe('sign-in form rules', () => {
  it.each([
    ['shopper@anthropologie.example', true],
    ['a.b+c@mail.example.co.uk', true],
    ['', false],
    ['no-at-sign', false],
    ['two@@example.com', false],
    ['spaces in@example.com', false],
    ['nodot@example', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('isValidEmail(%j) is %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  const apiError = (status: number, code?: string, retryAfterSeconds?: number) =>
    new ApiRequestError({
      operation: 'login',
      method: 'POST',
      url: '/auth',
      traceId: 't',
      status,
      body: code ? { code, retryAfterSeconds } : undefined,
    });

  it.each([
    [apiError(401, 'INVALID_CREDENTIALS'), 'errors.invalidCredentials'],
    [apiError(429, 'TOO_MANY_ATTEMPTS'), 'errors.tooManyAttempts'],
    [apiError(429, 'TOO_MANY_ATTEMPTS', 30), 'errors.tooManyAttemptsWait'],
    [apiError(0), 'errors.network'],
    [apiError(500, 'INTERNAL'), 'errors.generic'],
    [new Error('boom'), 'errors.generic'],
  ])('a failed sign-in says what to do (%#)', (error, key) => {
    expect(signInErrorKey(error)).toBe(key);
  });

  it.each([
    ['en-US', 30, 'Please try again in 30 seconds,'],
    ['en-GB', 120, 'Please try again in 2 minutes,'],
    ['fr-FR', 240, 'Réessayez dans 4 minutes,'],
    ['de-DE', 900, 'versuchen Sie es in 15 Minuten erneut'],
    ['it-IT', 61, 'Riprova tra 2 minuti,'],
    ['es-ES', 60, 'Vuelve a intentarlo dentro de 1 minuto,'],
  ])(
    'a throttled sign-in says when to try again in the language of the site (%s, %i s; issue 10)',
    async (locale, seconds, phrase) => {
      const i18n = await createI18n(locale);
      const message = signInError(apiError(429, 'TOO_MANY_ATTEMPTS', seconds), i18n);
      expect(message).toContain(phrase);
    },
  );
});
