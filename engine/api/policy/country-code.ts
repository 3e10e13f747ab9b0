import { OPERATION } from '../operations.ts';
import type { RequestRule } from './types.ts';

const CATALOGUE_PRODUCT_CALLS = new Set<string>([
  OPERATION.getProducts,
  OPERATION.getProductBySkus,
]);

/**
 * Catalogue product calls get the site's countryCode when the caller did not give one (shell spec
 * §7, catalogue spec §7), so prices and availability answer for the shopper's country.
 */
export const addCountryCode: RequestRule = (call, site) => {
  if (!CATALOGUE_PRODUCT_CALLS.has(call.operation)) return call;
  if (call.query?.countryCode !== undefined && call.query.countryCode !== '') return call;
  return { ...call, query: { ...call.query, countryCode: site.countryCode } };
};
