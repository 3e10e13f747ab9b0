import { describe, expect, it } from 'vitest';
import type { ApiSiteConfig } from '../../../commerce-api/brands.ts';
import { activePass, passCountry } from '../../../commerce-api/carts/delivery-pass.ts';

/** Delivery-pass membership (shell spec §1, §6 "delivery-pass member from membership type"). */
describe('delivery pass', () => {
  it.each([
    ['a pass running until later', { type: 'DELIVERY_PASS', expirationDate: '2026-12-31' }, true],
    ['a pass ending today', { type: 'DELIVERY_PASS', expirationDate: '2026-06-15' }, true],
    ['a pass that ended yesterday', { type: 'DELIVERY_PASS', expirationDate: '2026-06-14' }, false],
    ['a pass without an end', { type: 'DELIVERY_PASS' }, true],
    ['another membership type', { type: 'LOYALTY', expirationDate: '2026-12-31' }, false],
    ['no membership', undefined, false],
  ])('%s: %s', (_case, membership, expected) => {
    expect(activePass(membership, '2026-06-15')).toBe(expected);
  });

  it("counts only in the site's billing countries; none listed, no pass", () => {
    const site = (billingCountries?: string[]) =>
      ({
        id: 'an-us',
        ...(billingCountries ? { deliveryPassMembership: { billingCountries } } : {}),
      }) as unknown as ApiSiteConfig;
    expect(passCountry(site(['US']), 'US')).toBe(true);
    expect(passCountry(site(['US']), 'CA')).toBe(false);
    expect(passCountry(site([]), 'US')).toBe(false);
    expect(passCountry(site(), 'US')).toBe(false);
  });
});
