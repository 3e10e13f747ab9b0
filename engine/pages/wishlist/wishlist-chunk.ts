/**
 * The wish list routes' one view (its default export, so the registry imports it without picking)
 * and loader, as the checkout's steps share one: the lists page without an id, a list's page with
 * one. One registry entry and one chunk, where two would each cost a line in every page's
 * first-load JavaScript (issue 9 budget); a shopper on one of these pages goes to the other next.
 */
export { default } from './wishlist-view.tsx';
export { wishlistLoader } from './wishlist-loaders.ts';
