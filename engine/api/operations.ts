/**
 * Operation names the error policy matches on. Each is also the name of the endpoint function
 * that makes the call, so a log line leads straight to the code.
 */
export const OPERATION = {
  addToCart: 'addToCart',
  getMinicart: 'getMinicart',
  getPersonalizedContent: 'getPersonalizedContent',
  getContentEntries: 'getContentEntries',
  getPreferences: 'getPreferences',
  createPreferences: 'createPreferences',
  getProducts: 'getProducts',
  getProductBySkus: 'getProductBySkus',
  getCurrentToken: 'getCurrentToken',
  createGuestToken: 'createGuestToken',
} as const;
