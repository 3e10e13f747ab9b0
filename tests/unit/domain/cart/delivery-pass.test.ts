import { describe, expect, it } from 'vitest';
import {
  activePass,
  passCookieMaxAge,
  passCounts,
} from '../../../../engine/domain/cart/delivery-pass.ts';

// Shell spec §6 "delivery-pass member from membership type"; issue 12 "where the site's billing
// countries allow it, and the member cookie" (§4 cookies "delivery pass member").
describe('a delivery-pass member (shell spec §6)', () => {
  it.each([
    [undefined, false],
    [{}, false],
    [{ type: 'LOYALTY' }, false],
    [{ type: 'DELIVERY_PASS' }, true],
    [{ type: 'DELIVERY_PASS', expirationDate: '2026-11-28' }, true],
    [{ type: 'DELIVERY_PASS', expirationDate: '2026-11-27' }, false],
    [{ type: 'DELIVERY_PASS', expirationDate: '2027-12-31' }, true],
  ])('membership %j on 2026-11-28: %s', (membership, expected) => {
    expect(activePass(membership, '2026-11-28')).toBe(expected);
  });
});

describe("the pass counts only in the site's billing countries (issue 12)", () => {
  const site = { deliveryPassMembership: { billingCountries: ['US'] } };
  it.each([
    ['US', true],
    ['CA', false],
    [undefined, false],
  ])('billed in %s: %s', (country, expected) => {
    expect(passCounts(site, country)).toBe(expected);
  });
  it('a site with no billing countries offers no pass', () => {
    expect(passCounts({ deliveryPassMembership: { billingCountries: [] } }, 'US')).toBe(false);
  });
});

describe('the member cookie lives as long as the pass (shell spec §4)', () => {
  const noon = Date.parse('2026-11-28T12:00:00Z');
  it('runs to the end of the last day', () => {
    expect(passCookieMaxAge({ type: 'DELIVERY_PASS', expirationDate: '2026-11-29' }, noon)).toBe(
      36 * 60 * 60,
    );
  });
  it('at most a year, also for a pass with no end', () => {
    expect(passCookieMaxAge({ type: 'DELIVERY_PASS', expirationDate: '2030-01-01' }, noon)).toBe(
      365 * 24 * 60 * 60,
    );
    expect(passCookieMaxAge({ type: 'DELIVERY_PASS' }, noon)).toBe(365 * 24 * 60 * 60);
  });
  it('0 (deleted) when the pass ran out or is not a pass', () => {
    expect(passCookieMaxAge({ type: 'DELIVERY_PASS', expirationDate: '2026-11-27' }, noon)).toBe(0);
    expect(passCookieMaxAge(undefined, noon)).toBe(0);
  });
});
