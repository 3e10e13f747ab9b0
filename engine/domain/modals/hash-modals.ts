/**
 * Which modal a URL hash opens (shell spec §2.4), as a pure table. The hash is hostile input: only
 * an exact, known name opens anything; #quickshop belongs to the listing page that shows it.
 */

/** The login modal's states (shell spec §4). */
export const LOGIN_STATES = [
  'sign-in',
  'recognized',
  'create-account',
  'forgot-password',
  'optional-upgrade',
  'required-upgrade',
  'reauth',
] as const;
export type LoginState = (typeof LOGIN_STATES)[number];

/** The modal components the shell's host can render by name. */
export const MODAL_COMPONENTS = [
  'login',
  'order-inquiry',
  'help-code',
  'email-sign-up',
  'giftcard-balance',
  'contact-us',
  'request-catalog',
  'stylebot',
  'site-select',
  'loyalty-signup',
  'giveaway',
  'trade-program',
] as const;
export type ModalComponent = (typeof MODAL_COMPONENTS)[number];

export interface HashModalContext {
  /** The enableStylebot flag (0 or 1). */
  readonly stylebot: 0 | 1;
  /** The enableSiteSelectModal flag. */
  readonly siteSelect: boolean;
  /** The shopper is logged in (registered or authorized, shell spec §4). */
  readonly loggedIn: boolean;
  /** The profile has a loyalty id; undefined while it is not known. */
  readonly loyaltyMember: boolean | undefined;
  /** The developer flag that turns giveaways off (shell spec §6). */
  readonly giveawaysDisabled: boolean;
}

export interface HashModal {
  readonly modalId: string;
  readonly component: ModalComponent;
  readonly loginState?: LoginState;
  /** Where a login opened first goes once the shopper is signed in (giveaway, loyalty). */
  readonly then?: string;
}

type Rule = (context: HashModalContext) => HashModal | undefined;

const plain =
  (component: ModalComponent): Rule =>
  () => ({ modalId: component, component });
const login =
  (loginState: LoginState): Rule =>
  () => ({ modalId: 'login', component: 'login', loginState });
const signInFirst = (then: string): HashModal => ({
  modalId: 'login',
  component: 'login',
  loginState: 'sign-in',
  then,
});

const RULES: Readonly<Record<string, Rule>> = {
  'order-inquiry': plain('order-inquiry'),
  'help-code': plain('help-code'),
  'forgot-password': login('forgot-password'),
  'sign-in': login('sign-in'),
  'sign-up': login('create-account'),
  'email-sign-up': plain('email-sign-up'),
  'giftcard-balance': plain('giftcard-balance'),
  'contact-us': plain('contact-us'),
  'request-catalog': plain('request-catalog'),
  // Shell spec §5 trade forms: the modal itself says where the programme is not offered.
  'trade-program': plain('trade-program'),
  stylebot: (context) => (context.stylebot === 1 ? plain('stylebot')(context) : undefined),
  'site-select': (context) => (context.siteSelect ? plain('site-select')(context) : undefined),
  // Shell spec §4: loyalty and giveaways need a logged-in shopper; guests log in first.
  'loyalty-signup': (context) =>
    context.loggedIn ? plain('loyalty-signup')(context) : signInFirst('loyalty-signup'),
  // A giveaway needs a loyalty id: members enter, others are offered the loyalty modal.
  giveaway: (context) => {
    if (context.giveawaysDisabled) return undefined;
    if (!context.loggedIn) return signInFirst('giveaway');
    if (context.loyaltyMember === false) return plain('loyalty-signup')(context);
    return plain('giveaway')(context);
  },
};

const HASH = /^#([a-z][a-z-]{1,30})$/;

/** The modal a hash opens, or undefined (unknown, malformed, or its condition not met). */
export function modalForHash(hash: string, context: HashModalContext): HashModal | undefined {
  const match = HASH.exec(hash);
  if (!match) return undefined;
  const name = match[1]!;
  if (!Object.hasOwn(RULES, name)) return undefined;
  return RULES[name]!(context);
}

/** The hash a modal was opened by, so closing it can drop exactly that (and nothing else). */
export function isModalHash(hash: string): boolean {
  const match = HASH.exec(hash);
  return match !== null && Object.hasOwn(RULES, match[1]!);
}
