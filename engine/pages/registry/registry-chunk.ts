/**
 * The registry routes' one view (its default export) and loader, as the wish list routes share
 * one: the owner's area without an id, a registry's page with one. One registry entry and one
 * chunk, loaded only on these pages (every page's first load names each entry's chunk).
 */
export { default } from './registry-view.tsx';
export { registryLoader } from './registry-loaders.ts';
