/**
 * Client-side validation messages. The first group is the specs' exact text (shell spec §8,
 * catalogue spec §8): a failure rejects with an error named after its message. The specs name no
 * message for the rest; they follow the same "Invalid parameters for <call>" form.
 */
export const VALIDATION_MESSAGES = {
  pagination: 'Invalid parameters for getPaginatedAndSortedProducts',
  backInStock: 'Invalid submitBISNform parameters supplied',
  swatchRequest: 'Invalid parameters for submitSwatchRequest',
  pathRedirect: 'Invalid getPathRedirect parameters supplied',
  skuLookup: 'sku is required for getProductBySkus',
  contactUs: 'Invalid parameters for contact us',
  catalogRequest: 'Invalid parameters for request a catalog',

  addToCart: 'Invalid parameters for addToCart',
  addPartsToCart: 'Invalid parameters for addPartsToCart',
  addToRegistry: 'Invalid parameters for addToRegistry',
  updateRegistryItem: 'Invalid parameters for updateRegistryItem',
  addToWishlist: 'Invalid parameters for addToWishlist',
  styleNumber: 'Invalid style number',
  rangeRefinement: 'Invalid range refinement',
  multiValueRefinement: 'Invalid multi-value refinement',
  navigation: 'Invalid parameters for getNavigation',
  storeSearch: 'Invalid parameters for searchStores',
  reviewSubmission: 'Invalid parameters for submitReview',
  reviewUpload: 'Invalid parameters for uploadReviewMedia',
  giftCardBalance: 'Invalid parameters for checkGiftCardBalance',
  marketingSubscription: 'Invalid parameters for marketing subscription',
  emailForm: 'Invalid parameters for sendEmailForm',
  quickShop: 'Invalid parameters for quick shop',
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
