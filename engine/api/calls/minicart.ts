import type { Minicart, MinicartQuery } from '../../../schemas/api/generated/types.ts';
import { defineCall } from '../declaration.ts';
import type { NoParams } from '../declaration.ts';
import { warnedOnly } from '../policy/warned-only.ts';
import type { SiteContext } from '../site-context.ts';
import { siteBase } from './wire.ts';

// The header's bag count is on every page: its call is a file of its own, so the first load does
// not carry the cart page's calls (cart.ts) with it.

/** The checkout service's base path of a site (the cart calls build on it). */
export const cartBase = (site: SiteContext) => siteBase(site, 'checkout', 'v0');
const checkout = cartBase;

/** What a 401 on the minicart resolves with (shell spec §8: only warned). */
export const EMPTY_MINICART: Minicart = Object.freeze({
  meta: Object.freeze({ totalQuantity: 0 }),
  priceInfo: Object.freeze({ discountableSubtotal: 0, categorySpendAmounts: Object.freeze({}) }),
});

/**
 * The cart count (catalogue spec §7). The cacheBuster keeps browser and CDN caches out of the
 * way; a 401 (no token yet, so no cart) is only warned and shows an empty cart.
 */
export const getMinicart = defineCall<NoParams, Minicart>({
  operation: 'getMinicart',
  service: 'checkout',
  audience: 'shopper',
  method: 'GET',
  path: (site) => `${checkout(site)}/minicart`,
  query: (): MinicartQuery => ({ cacheBuster: String(Date.now()) }),
  rules: [
    warnedOnly({
      name: 'minicart-unauthorized',
      status: 401,
      message: 'Minicart unavailable without a token; showing an empty cart',
      value: EMPTY_MINICART,
    }),
  ],
});
