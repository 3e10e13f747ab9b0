/**
 * The product page's first load names every chunk a lazy import needs (its preload map): the
 * picker, its calls, its form and its styles would be six names there. Reached through this
 * module, they are named in its chunk instead, and the product page names one (issue 9 budget;
 * the picker loads on the first click, where one more small request is not felt).
 */
export function load() {
  return import('./wishlist-picker.tsx');
}
