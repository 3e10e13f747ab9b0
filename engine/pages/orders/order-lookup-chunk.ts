/**
 * The four order pages a guest reaches by number and email, and their loader, in one lazy chunk:
 * one registry entry (every page's first load carries each entry), loaded only on these pages.
 */
export { default as OrderLookupPage } from './order-lookup-page.tsx';
export { orderLookupLoader } from './order-lookup-loader.ts';
