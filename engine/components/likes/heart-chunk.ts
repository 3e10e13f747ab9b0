/**
 * The heart button reached through one module, so a page's first load names one chunk for it
 * (its preload map) rather than the button's calls, query and styles (as the wish list picker).
 */
export function load() {
  return import('./heart-button.tsx');
}
