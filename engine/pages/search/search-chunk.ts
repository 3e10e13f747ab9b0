/**
 * Search results and the brand and seller pages, with their loaders: one chunk (as
 * product-chunk.ts does), each registry entry picking its export; separate chunks would each cost
 * a request and a line in every page's preload map (issue 9: JavaScript budget). A client
 * navigation to these pages needs both anyway.
 */
export { default as SearchPage } from './search-page.tsx';
export { default as ShopPage } from '../brands/shop-page.tsx';
export { searchLoader } from './search-loader.ts';
export { shopsLoader } from '../brands/shops-loader.ts';
