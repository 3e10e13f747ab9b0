/**
 * The registry picker through one module (as the wish list picker's picker-chunk.ts): the product
 * page's first load names this chunk only, not the picker's calls, rules and styles.
 */
export function load() {
  return import('./registry-picker.tsx');
}
