/**
 * What a route declares about itself (shell spec §2.2). Every rule the router, the server and the
 * shell apply to a route is read from here, so that one table says what /cart does.
 */
export type Guard =
  /** Anyone. */
  | 'none'
  /** A signed-in user with full authorization; a registered token is asked to log in again. */
  | 'authorized'
  /** Checkout: unregistered users, or registered users who are authorized. */
  | 'guest-or-authorized'
  /** Order details and claims order selection: their own access check (order number + email, or owner). */
  | 'order-access'
  /** Returns and claims: signed in, no continue-as-guest. */
  | 'no-guest';

export type HeaderVariant = 'full' | 'slim';

export interface DataRule {
  /** Refetch when a path parameter changes (product slug, order number...). */
  readonly params?: boolean;
  /** Query keys whose change refetches (category: page, sort, order, refinements). */
  readonly query?: readonly string[] | 'all';
  /** Whether a hash change refetches; almost never. */
  readonly hash?: boolean;
}

export interface RouteMeta {
  readonly noindex: boolean;
  readonly nofollow: boolean;
  /** HTTP status the server answers when the route renders (404 for not found). */
  readonly status: 200 | 404;
  readonly header: HeaderVariant;
  readonly footer: HeaderVariant;
  readonly guard: Guard;
  /** Whether signing in on this page merges the guest cart (checkout: no). */
  readonly mergeCartOnLogin: boolean;
  /** Continue-as-guest offered by the login modal. */
  readonly allowGuestContinue: boolean;
  readonly logoIsH1: boolean;
  readonly disableSiteSwitchBanner: boolean;
  readonly hideAccountMenu: boolean;
  readonly enableCallCenterHeader: boolean;
  readonly disableChatInWebview: boolean;
  readonly disableStyleBotCTA: boolean;
  readonly pageType?: 'help';
  readonly disableEmailCaptureModal: boolean;
  readonly disableLoyaltyModal: boolean;
  readonly loaderType: 'full-page' | 'none';
  readonly hideBackToTop: boolean;
  /** Sub-brand pseudo-paths are not shown here. */
  readonly hideSubBrands: boolean;
  /** Checkout step number (cart 1, checkout 2, shipping address 3, delivery 4, payment 5, confirmation 7). */
  readonly checkoutStep?: number;
  /** Query flag set to 1 on links to this checkout step. */
  readonly stepFlag?: string;
  /** Query values the page reads (payment error code, alternative payment completed...). */
  readonly reads?: readonly string[];
  /** Only served when this feature flag is on. */
  readonly requiresFlag?: 'enableMockOrders';
  readonly data: DataRule;
  /** Page kind, for analytics and the email-signup route rule. */
  readonly kind: string;
}

export const DEFAULT_META: RouteMeta = {
  noindex: false,
  nofollow: false,
  status: 200,
  header: 'full',
  footer: 'full',
  guard: 'none',
  mergeCartOnLogin: true,
  allowGuestContinue: true,
  logoIsH1: false,
  disableSiteSwitchBanner: false,
  hideAccountMenu: false,
  enableCallCenterHeader: false,
  disableChatInWebview: false,
  disableStyleBotCTA: false,
  disableEmailCaptureModal: false,
  disableLoyaltyModal: false,
  loaderType: 'full-page',
  hideBackToTop: false,
  hideSubBrands: false,
  data: { params: true },
  kind: 'other',
};
