/** React's preload of an image marked fetchPriority="high" (the page's largest image). */
const HIGH_PRIORITY_IMAGE = /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*\/?>/g;

/**
 * React 19 writes the preloads of a page's images at the start of the body it renders into, after
 * the head's module preloads. The largest image (the LCP element: a product's main image, a hero)
 * is what the shopper waits for, so its preload moves into the head ahead of the scripts, where
 * the browser asks for it first (Lighthouse: LCP load delay). React hoists such links into the
 * head itself when it renders the whole document, so hydration expects nothing else.
 */
export function hoistImagePreloads(html: string): string {
  const bodyAt = html.indexOf('</head>');
  if (bodyAt === -1) return html;
  const links: string[] = [];
  const body = html.slice(bodyAt).replace(HIGH_PRIORITY_IMAGE, (link) => {
    links.push(link);
    return '';
  });
  if (links.length === 0) return html;
  const head = html.slice(0, bodyAt);
  const scriptsAt = head.indexOf('<link rel="modulepreload"');
  const at = scriptsAt === -1 ? head.length : scriptsAt;
  return head.slice(0, at) + links.join('') + head.slice(at) + body;
}
