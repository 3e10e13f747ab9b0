/**
 * The page path forms of a product (catalogue spec §2): a made-to-order (configurable) product
 * lives at /shop/mto/{slug}, a bundle at /shop/bundle/{slug}, a hybrid at /shop/hybrid/{slug} and
 * every other product at /shop/{slug}; /shop/style/{slug} and /shop/product/{slug} serve any
 * product. The product's own web link (links.web) says which form is its.
 */
const ANY_PRODUCT = /^\/shop\/(?:style|product)\/[^/]+$/;

/** A product's own page path as the API links it: site-relative, under /shop/, nothing else. */
const PRODUCT_LINK = /^\/shop\/(?:[a-z]+\/)?[^/?#\\]+$/;

/**
 * Where a link to a product goes: its own path form (links.web), so a click on a made-to-order,
 * bundle or hybrid product is a client navigation, not a redirect and a page load; else
 * /shop/{slug}.
 */
export function productHref(webLink: string | undefined, slug: string): string {
  return webLink && PRODUCT_LINK.test(webLink) ? webLink : `/shop/${slug}`;
}

/**
 * Where a product page request must go instead, or undefined when its path has the product's form
 * ("if the slug path does not match the expected form for configurable versus standard products,
 * the user is redirected by a full page load to the correct path", catalogue spec §2).
 */
export function productPathRedirect(requestPath: string, webLink: string): string | undefined {
  if (requestPath === webLink || ANY_PRODUCT.test(requestPath)) return undefined;
  // Only a site-relative /shop/ link is followed: the API's answer is data, not a place to go.
  if (!PRODUCT_LINK.test(webLink)) return undefined;
  return webLink;
}
