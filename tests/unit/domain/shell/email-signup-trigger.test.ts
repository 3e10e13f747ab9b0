import { describe, expect, it } from 'vitest';
import {
  emailSignupDecision,
  nextPageCount,
  shouldOpenEmailSignup,
} from '../../../../engine/domain/shell/email-signup-trigger.ts';
import type { EmailSignupInput } from '../../../../engine/domain/shell/email-signup-trigger.ts';

const BASE: EmailSignupInput = {
  loggedIn: false,
  captureEnabled: true,
  routeDisabled: false,
  routeName: 'home',
  optInCookie: undefined,
  bypassCookie: undefined,
  utmSource: null,
  pageCount: 2,
  pageTriggerCount: 2,
  desktopOnly: false,
  desktop: true,
};

// shell spec §5 (email signup modal skip conditions), §4 (fires on route navigation)
describe('the email sign-up trigger (shell spec §5)', () => {
  it.each<[string, Partial<EmailSignupInput>, boolean]>([
    ['a guest on the trigger page', {}, true],
    ['before the trigger page count', { pageCount: 1 }, false],
    ['after the trigger page (fires once)', { pageCount: 3 }, false],
    ['the brand triggers on page 1', { pageCount: 1, pageTriggerCount: 1 }, true],
    ['logged in', { loggedIn: true }, false],
    ['capture disabled by the site switch', { captureEnabled: false }, false],
    ['route meta disableEmailCaptureModal', { routeDisabled: true }, false],
    ['opt-in cookie is true', { optInCookie: 'true' }, false],
    ['bypass cookie is true', { bypassCookie: 'true' }, false],
    ['opt-in cookie other than true', { optInCookie: 'false' }, true],
    ['utm_source=marketing', { utmSource: 'marketing' }, false],
    ['utm_source=Marketing (case)', { utmSource: 'Marketing' }, false],
    ['another utm_source', { utmSource: 'newsletter' }, true],
    ['desktop only, on mobile', { desktopOnly: true, desktop: false }, false],
    ['desktop only, on desktop', { desktopOnly: true }, true],
    ['not desktop only, on mobile', { desktop: false }, true],
    ['login route', { routeName: 'login' }, false],
    ['user route', { routeName: 'user-create' }, false],
    ['loyalty route', { routeName: 'account-rewards' }, false],
    ['stores route', { routeName: 'stores' }, false],
    ['wishlist route', { routeName: 'wishlist-detail' }, false],
    ['order-history route', { routeName: 'account-orders' }, false],
    ['checkout route', { routeName: 'checkout-payment' }, false],
    ['cart route', { routeName: 'cart' }, false],
    ['help route', { routeName: 'help' }, false],
    ['a category (content) route', { routeName: 'content' }, true],
    ['a product route', { routeName: 'product' }, true],
  ])('%s', (_name, change, expected) => {
    expect(shouldOpenEmailSignup({ ...BASE, ...change })).toBe(expected);
  });

  // Where the spec is silent: the modal is not stacked over a consent banner awaiting an answer;
  // the trigger page holds it for the next navigation, which opens it once consent is answered.
  it.each<[string, Partial<EmailSignupInput>, string]>([
    ['the trigger page, consent answered', { consentPending: false }, 'open'],
    ['the trigger page, consent banner showing', { consentPending: true }, 'defer'],
    [
      'a later page, held, consent still pending',
      { pageCount: 3, consentPending: true, deferred: true },
      'defer',
    ],
    ['a later page, held, consent answered', { pageCount: 3, deferred: true }, 'open'],
    ['a later page, never held', { pageCount: 3 }, 'none'],
    ['held, but now signed in', { pageCount: 3, deferred: true, loggedIn: true }, 'none'],
    ['held, but on the cart', { pageCount: 3, deferred: true, routeName: 'cart' }, 'none'],
    [
      'held, but the bypass cookie is set',
      { pageCount: 3, deferred: true, bypassCookie: 'true' },
      'none',
    ],
  ])('%s: %s', (_name, change, expected) => {
    expect(emailSignupDecision({ ...BASE, ...change })).toBe(expected);
  });

  it.each<[string | undefined, number]>([
    [undefined, 1],
    ['1', 2],
    ['abc', 1],
    ['-4', 1],
    ['99999', 1],
    ['1000', 1000],
  ])('the page count cookie %j becomes %d', (cookie, expected) => {
    expect(nextPageCount(cookie)).toBe(expected);
  });
});
