/**
 * The engine's strings come in bundles, so a page loads the shell's strings and its own pages'
 * rather than every page's (issue 9: JavaScript budget). A key's bundle is named by its first
 * part ("pdp.addToBag" is the catalogue's); every group not named here is the shell's.
 */
export const STRING_BUNDLES = [
  'shell',
  'catalogue',
  'account',
  // The bag's own strings (issue 9): the cart page's first load leaves the checkout's out.
  'cart',
  'checkout',
  'reviews',
  'search',
  // Page titles by route (issue 13): a page's <title> comes with its HTML; the browser loads them
  // with its first client navigation, so no page's first load carries every route's title.
  'titles',
  'banners',
] as const;
export type StringBundle = (typeof STRING_BUNDLES)[number];

const BUNDLE_OF_GROUP: Readonly<Record<string, StringBundle>> = {
  plp: 'catalogue',
  listing: 'catalogue',
  pdp: 'catalogue',
  product: 'catalogue',
  // The review list and form load on first use with their own strings (issue 11: the product
  // page's first-load budget); the summary the server renders is the catalogue's (below).
  reviews: 'reviews',
  backInStock: 'catalogue',
  quickShop: 'catalogue',
  // Issue 11's later catalogue and product page parts (tile extras, size guide, bundles...).
  catalogueMore: 'catalogue',
  // Search results, suggestions, brand pages and the quick-shop dialog: loaded where they show
  // (issue 11), so listing, product and home pages' first-load JavaScript does not carry them.
  search: 'search',
  brands: 'search',
  account: 'account',
  accountSettings: 'account',
  likes: 'account',
  orders: 'account',
  returns: 'account',
  claims: 'account',
  registry: 'account',
  wishlist: 'account',
  stores: 'account',
  contactUs: 'account',
  requestCatalog: 'account',
  orderInquiry: 'account',
  // Orders without an account and the service forms (issue 14): loaded with their pages and modals.
  orderLookup: 'account',
  serviceForms: 'account',
  // Hearts, opt-out, login extras and rewards (issue 14): the heart's chunk loads them when idle.
  accountMore: 'account',
  cart: 'cart',
  checkout: 'checkout',
  giftCard: 'checkout',
  // Issue 12's later checkout parts (store pickup, address lookup, gift card and SMS at checkout).
  checkoutMore: 'checkout',
  // The modals' own strings (issue 13): loaded with the first modal that opens, with the account's
  // (a bundle of its own would add a loader per locale to every page's first load).
  modals: 'account',
  // The giveaway's entry form (issue 14): with the modals' strings.
  giveaway: 'account',
  // The swatch request dialog (catalogue spec §7): loaded with its chunk on the first click.
  swatchRequest: 'account',
  // Consent, the site-switch banner and the other shell services load after hydration (issue 13).
  banners: 'banners',
};

/** Part of a group in another bundle, named by the key's first two parts. */
const BUNDLE_OF_SUBGROUP: Readonly<Record<string, StringBundle>> = {
  'reviews.summary': 'catalogue',
  'shell.title': 'titles',
  // Strings of checkout parts that load on use (issue 12: the pickup store chooser, the address
  // lookup, the SMS opt-in): loaded with their chunks, with the account's (the stores page's), so
  // the cart page's first load, which shares the checkout bundle, does not carry them.
  'checkoutMore.pickupStore': 'account',
  'checkoutMore.lookup': 'account',
  'checkoutMore.sms': 'account',
  // The search page's document title is a page title; its heading comes with the results.
  'catalogueMore.searchTitle': 'titles',
  'catalogueMore.searchHeading': 'search',
  // Parts of the product page that load on first use bring their strings with the review list's
  // bundle (the product page's later strings), not in the page's first load.
  'catalogueMore.parts': 'reviews',
  'catalogueMore.sizeGuideTitle': 'reviews',
  'catalogueMore.sizeGuideMissing': 'reviews',
  // "Complete the look" (issue 11 Shop the Set) loads with the trays below the fold.
  'catalogueMore.bundles': 'reviews',
  // Buy Now and express checkout (flags.enableBuyNowButton, enablePdpExpressPayment) load with
  // their chunks, only where the flags are on, with the product page's later strings.
  'pdp.buyNow': 'reviews',
  'pdp.expressCheckout': 'reviews',
  'pdp.expressCheckoutDetails': 'reviews',
  // The in-house "More from {brand}" tray (flags.enableInHouseRecs) loads below the fold.
  'pdp.moreFromBrand': 'reviews',
  // The back-in-stock page's email sign-up box (switches.backInStockDefaultChecked) comes with the
  // account's strings (the page loads them), so no catalogue page's first load carries it.
  'backInStock.emailOptIn': 'account',
  'backInStock.emailOptInFailed': 'account',
  // The pickup block loads with the stores' (account) strings.
  'catalogueMore.lowInStore_one': 'account',
  'catalogueMore.lowInStore_other': 'account',
  // The bag's Watching section and a refused pickup store's notice (issue 12) load as chunks only
  // where the cart has them, with the account's strings; the bag's first load carries neither.
  'cart.watch': 'account',
  'cart.pickup': 'account',
};

export function bundleOfKey(key: string): StringBundle {
  const [group = '', subgroup] = key.split('.');
  const both = `${group}.${subgroup}`;
  if (subgroup !== undefined && Object.hasOwn(BUNDLE_OF_SUBGROUP, both))
    return BUNDLE_OF_SUBGROUP[both]!;
  return Object.hasOwn(BUNDLE_OF_GROUP, group) ? BUNDLE_OF_GROUP[group]! : 'shell';
}

/** A locale's strings of one bundle. */
export function stringsOfBundle(
  strings: Readonly<Record<string, string>>,
  bundle: StringBundle,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(strings).filter(([key]) => key !== '$schema' && bundleOfKey(key) === bundle),
  );
}
