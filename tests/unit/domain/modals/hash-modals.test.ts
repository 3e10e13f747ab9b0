import { describe, expect, it } from 'vitest';
import { modalForHash } from '../../../../engine/domain/modals/hash-modals.ts';
import type { HashModalContext } from '../../../../engine/domain/modals/hash-modals.ts';

const guest: HashModalContext = {
  stylebot: 0,
  siteSelect: false,
  loggedIn: false,
  loyaltyMember: undefined,
  giveawaysDisabled: false,
};
const member: HashModalContext = { ...guest, loggedIn: true, loyaltyMember: true };
const nonMember: HashModalContext = { ...guest, loggedIn: true, loyaltyMember: false };
const flagsOn: HashModalContext = { ...guest, stylebot: 1, siteSelect: true };

const show = (hash: string, context: HashModalContext) => {
  const modal = modalForHash(hash, context);
  if (!modal) return 'nothing';
  return [modal.component, modal.loginState, modal.then].filter(Boolean).join(' ');
};

// Shell spec §2.4: "The URL hash opens modals".
describe('the hash opens its modal (shell spec §2.4)', () => {
  it.each([
    ['#order-inquiry', guest, 'order-inquiry'],
    ['#help-code', guest, 'help-code'],
    ['#forgot-password', guest, 'login forgot-password'],
    ['#sign-in', guest, 'login sign-in'],
    ['#sign-up', guest, 'login create-account'],
    ['#email-sign-up', guest, 'email-sign-up'],
    ['#giftcard-balance', guest, 'giftcard-balance'],
    ['#contact-us', guest, 'contact-us'],
    ['#request-catalog', guest, 'request-catalog'],
    // Only when the stylebot flag is 1, the site-select flag on.
    ['#stylebot', guest, 'nothing'],
    ['#stylebot', flagsOn, 'stylebot'],
    ['#site-select', guest, 'nothing'],
    ['#site-select', flagsOn, 'site-select'],
    // Shell spec §4: giveaway needs a loyalty id; guests log in first.
    ['#giveaway', guest, 'login sign-in giveaway'],
    ['#giveaway', nonMember, 'loyalty-signup'],
    ['#giveaway', member, 'giveaway'],
    ['#giveaway', { ...member, giveawaysDisabled: true }, 'nothing'],
    ['#loyalty-signup', guest, 'login sign-in loyalty-signup'],
    ['#loyalty-signup', nonMember, 'loyalty-signup'],
  ] as const)('%s for %o opens %s', (hash, context, shown) => {
    expect(show(hash, context)).toBe(shown);
  });
});

// Shell spec §2.4 and the brief: a malformed or unknown hash opens nothing (hostile input).
describe('a malformed or unknown hash opens nothing', () => {
  it.each([
    '',
    '#',
    '#unknown',
    '#sign-in?x=1',
    '#Sign-In ',
    '#sign-in#sign-up',
    '#__proto__',
    '#constructor',
    '#hasOwnProperty',
    '#quickshop',
    '#<img src=x onerror=alert(1)>',
    'sign-in',
    `#${'a'.repeat(500)}`,
  ])('%j', (hash) => {
    expect(modalForHash(hash, flagsOn)).toBeUndefined();
  });
});
