/**
 * Whether the email sign-up modal opens on this navigation (shell spec §5, §4 "fires on route
 * navigation"). Skipped when logged in; when capture is disabled by the site switch or the route
 * meta (disableEmailCaptureModal); when either of the two cookies (opted in, bypass) is 'true';
 * when utm_source is marketing; on login, user, loyalty, stores, wishlist, order-history,
 * checkout, cart and help routes; on a mobile viewport when the brand's emailSubscription says
 * desktop only; and until the shopper has seen emailSubscription.pageTriggerCount pages.
 *
 * Where the spec is silent: on the trigger page of a site whose consent banner still awaits the
 * shopper's answer (EU and UK sites on a first visit), the modal is held for the next navigation
 * rather than stacked over the banner, and opens then (a session cookie remembers it is due).
 */
export interface EmailSignupInput {
  readonly loggedIn: boolean;
  /** switches.emailCaptureModal */
  readonly captureEnabled: boolean;
  /** Route meta disableEmailCaptureModal. */
  readonly routeDisabled: boolean;
  readonly routeName: string;
  readonly optInCookie: string | undefined;
  readonly bypassCookie: string | undefined;
  /** The utm_source query value, or null. */
  readonly utmSource: string | null;
  /** Pages seen this visit, this one included. */
  readonly pageCount: number;
  readonly pageTriggerCount: number;
  readonly desktopOnly: boolean;
  readonly desktop: boolean;
  /** The consent banner is showing, awaiting the shopper's answer. */
  readonly consentPending?: boolean;
  /** An earlier page of this visit was the trigger page, held while consent was pending. */
  readonly deferred?: boolean;
}

/** What a navigation does: open the modal, hold it for the next page, or nothing. */
export type EmailSignupDecision = 'open' | 'defer' | 'none';

/** Route names (or name prefixes before a '-') on which the modal never opens (§5). */
export const EMAIL_SIGNUP_SKIPPED_ROUTES = [
  'login',
  'password-reset',
  'user',
  'loyalty',
  'account-rewards',
  'stores',
  'store',
  'wishlist',
  'account-orders',
  'account-order',
  'checkout',
  'cart',
  'help',
] as const;

export function skippedRoute(routeName: string): boolean {
  return EMAIL_SIGNUP_SKIPPED_ROUTES.some(
    (name) => routeName === name || routeName.startsWith(`${name}-`),
  );
}

export function emailSignupDecision(input: EmailSignupInput): EmailSignupDecision {
  if (input.loggedIn || !input.captureEnabled || input.routeDisabled) return 'none';
  if (input.optInCookie === 'true' || input.bypassCookie === 'true') return 'none';
  if (input.utmSource?.trim().toLowerCase() === 'marketing') return 'none';
  if (skippedRoute(input.routeName)) return 'none';
  if (input.desktopOnly && !input.desktop) return 'none';
  const due = input.pageCount === input.pageTriggerCount || input.deferred === true;
  if (!due) return 'none';
  return input.consentPending === true ? 'defer' : 'open';
}

export function shouldOpenEmailSignup(input: EmailSignupInput): boolean {
  return emailSignupDecision(input) === 'open';
}

/** The page-visit count cookie's next value: hostile input counts as 0, capped at 1000. */
export function nextPageCount(cookie: string | undefined): number {
  const seen = cookie !== undefined && /^\d{1,4}$/.test(cookie) ? Number(cookie) : 0;
  return Math.min(seen + 1, 1000);
}
