/**
 * The links of a page that lead to the brand's own pages (issue 15, verify: links between the
 * brand's own pages resolve). Hrefs come from CMS content and are untrusted: only http(s) URLs on
 * the page's own origin count, fragments and queries are dropped (the page is what must exist),
 * and files the server serves itself (assets, images, the API) are left to their own checks.
 */
const NOT_PAGES = /^\/(assets|static|api)\/|\.[a-z0-9]{2,5}$/i;

export function ownPageLinks(hrefs: readonly string[], pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const paths = new Set<string>();
  for (const raw of hrefs) {
    const href = raw.trim();
    if (href === '' || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      continue;
    }
    if (url.origin !== base.origin) continue;
    if (NOT_PAGES.test(url.pathname)) continue;
    paths.add(url.pathname);
  }
  return [...paths].sort();
}

/** The href of every <a> in server-rendered HTML, entities decoded as a browser would. */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((match) =>
    match[1]!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>'),
  );
}
