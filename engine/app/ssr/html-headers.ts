/** Every page answer: HTML, never kept by any cache unless the server finds it shareable. */
export const HTML_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'private, no-store',
};

/** A webview announces itself with ?webview=true or this header (shell spec §2.2). */
export const WEBVIEW_HEADER = 'x-storefront-webview';
