import { describe, expect, it } from 'vitest';
import type { ApiSiteConfig } from '../../../commerce-api/brands.ts';
import {
  PASS_PRICE_CENTS,
  passExpiration,
  passOffer,
  passPriceCents,
  passRefusal,
} from '../../../commerce-api/carts/delivery-pass-purchase.ts';

/** Buying a delivery pass in the bag (issue 12; shell spec §1 "a delivery-pass membership"). */
const site = (currency: string, billingCountries?: string[]) =>
  ({
    id: 'an-us',
    currency,
    ...(billingCountries ? { deliveryPassMembership: { billingCountries } } : {}),
  }) as unknown as ApiSiteConfig;

const running = { type: 'DELIVERY_PASS', expirationDate: '2026-12-31', memberId: 'DP1' };
const ended = { type: 'DELIVERY_PASS', expirationDate: '2026-06-14', memberId: 'DP0' };
const today = '2026-06-15';

describe('issue 12: the delivery pass sold in the bag', () => {
  it('is priced per currency where the site lists billing countries; elsewhere not sold', () => {
    expect(PASS_PRICE_CENTS).toEqual({ USD: 4900, CAD: 5900, GBP: 3900, EUR: 4500 });
    expect(passPriceCents(site('USD', ['US']))).toBe(4900);
    expect(passPriceCents(site('GBP', ['GB']))).toBe(3900);
    expect(passPriceCents(site('USD', []))).toBeUndefined();
    expect(passPriceCents(site('USD'))).toBeUndefined();
    expect(passPriceCents(site('JPY', ['JP']))).toBeUndefined();
  });

  it.each([
    ['2026-06-15', '2027-06-15'],
    ['2026-12-31', '2027-12-31'],
    ['2026-01-01', '2027-01-01'],
    ['2028-02-29', '2029-02-28'],
  ])('bought on %s, runs until %s (12 months)', (day, until) => {
    expect(passExpiration(day)).toBe(until);
  });

  it('offers it to a guest (sign in first) and a shopper without a running pass; not to a member unless it is in the bag', () => {
    const us = site('USD', ['US']);
    expect(passOffer(us, { ownerId: null, membership: undefined, today, added: false })).toEqual({
      added: false,
      price: 49,
      termMonths: 12,
      signInRequired: true,
    });
    expect(passOffer(us, { ownerId: 'u1', membership: ended, today, added: false })).toMatchObject({
      signInRequired: false,
    });
    expect(passOffer(us, { ownerId: 'u1', membership: running, today, added: false })).toBeNull();
    expect(passOffer(us, { ownerId: 'u1', membership: running, today, added: true })).toMatchObject(
      { added: true },
    );
    expect(
      passOffer(site('USD', []), { ownerId: 'u1', membership: undefined, today, added: true }),
    ).toBeNull();
  });

  it('refuses in order: not sold, not signed in, a pass running (with its last day)', () => {
    const code = (...args: Parameters<typeof passRefusal>) => passRefusal(...args)?.code;
    expect(code(site('USD', []), false, { membership: running, today })).toBe(
      'DELIVERY_PASS_NOT_OFFERED',
    );
    expect(code(site('USD', ['US']), false, { membership: undefined, today })).toBe(
      'DELIVERY_PASS_SIGN_IN',
    );
    expect(passRefusal(site('USD', ['US']), true, { membership: running, today })).toEqual({
      field: 'added',
      code: 'DELIVERY_PASS_MEMBER',
      message: 'You already have a delivery pass, running until 2026-12-31.',
    });
    expect(passRefusal(site('USD', ['US']), true, { membership: ended, today })).toBeUndefined();
  });
});
