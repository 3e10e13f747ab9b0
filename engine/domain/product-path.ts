/**
 * The page path forms of a product (catalogue spec §2): a made-to-order (configurable) product
 * lives at /shop/mto/{slug}, a bundle at /shop/bundle/{slug}, a hybrid at /shop/hybrid/{slug} and
 * every other product at /shop/{slug}; /shop/style/{slug} and /shop/product/{slug} serve any
 * product. The product's own web link (links.web) says which form is its.
 */
const ANY_PRODUCT = /^\/shop\/(?:style|product)\/[^/]+$/;

/**
 * Where a product page request must go instead, or undefined when its path has the product's form
 * ("if the slug path does not match the expected form for configurable versus standard products,
 * the user is redirected by a full page load to the correct path", catalogue spec §2).
 */
export function productPathRedirect(requestPath: string, webLink: string): string | undefined {
  if (requestPath === webLink || ANY_PRODUCT.test(requestPath)) return undefined;
  // Only a site-relative /shop/ link is followed: the API's answer is data, not a place to go.
  if (!/^\/shop\/(?:[a-z]+\/)?[^/?#\\]+$/.test(webLink)) return undefined;
  return webLink;
}
