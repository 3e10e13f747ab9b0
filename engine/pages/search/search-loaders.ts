/** The loaders of search results and of the brand and seller pages: one chunk (search-chunk.ts). */
export { searchLoader } from './search-loader.ts';
export { shopsLoader } from '../brands/shops-loader.ts';
