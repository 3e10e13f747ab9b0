/**
 * Whether the email sign-up modal opens on this navigation (shell spec §5, §4 "fires on route
 * navigation"). Skipped when logged in; when capture is disabled by the site switch or the route
 * meta (disableEmailCaptureModal); when either of the two cookies (opted in, bypass) is 'true';
 * when utm_source is marketing; on login, user, loyalty, stores, wishlist, order-history,
 * checkout, cart and help routes; on a mobile viewport when the brand's emailSubscription says
 * desktop only; and until the shopper has seen emailSubscription.pageTriggerCount pages.
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
}

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

export function shouldOpenEmailSignup(input: EmailSignupInput): boolean {
  if (input.loggedIn || !input.captureEnabled || input.routeDisabled) return false;
  if (input.optInCookie === 'true' || input.bypassCookie === 'true') return false;
  if (input.utmSource?.trim().toLowerCase() === 'marketing') return false;
  if (skippedRoute(input.routeName)) return false;
  if (input.desktopOnly && !input.desktop) return false;
  return input.pageCount === input.pageTriggerCount;
}

/** The page-visit count cookie's next value: hostile input counts as 0, capped at 1000. */
export function nextPageCount(cookie: string | undefined): number {
  const seen = cookie !== undefined && /^\d{1,4}$/.test(cookie) ? Number(cookie) : 0;
  return Math.min(seen + 1, 1000);
}
