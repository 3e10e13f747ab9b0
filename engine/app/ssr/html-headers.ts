/** Every page answer: HTML, never stored by a shared cache (it may hold the shopper's data). */
export const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-cache',
};
