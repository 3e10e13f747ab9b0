import type { ResolvedBrand, ResolvedSite } from '../../config/types.ts';
import { FALLBACK_LOCALE, stringsFor } from '../../i18n/index.ts';
import { siteForPath } from '../../routing/path-rules.ts';
import { requestTarget } from '../../routing/request-target.ts';
import { escapeHtml } from '../html.ts';
import { HTML_HEADERS } from './html-headers.ts';
import type { RenderRequest, RenderResult } from './render-contract.ts';

/**
 * The global 500 page for a render that failed or timed out: the site's own words
 * (errors.global500Text) when the path names a known site, never indexed, no script.
 */
export async function errorPage(
  brand: ResolvedBrand,
  sites: readonly ResolvedSite[],
  request: RenderRequest,
  setCookies: readonly string[],
): Promise<RenderResult> {
  let locale = FALLBACK_LOCALE;
  let text = 'Oops! Something went wrong on our end. Please try again in a moment.';
  try {
    const { site } = siteForPath(sites, requestTarget(request.url).pathname);
    locale = site.defaultLocale;
    const strings = await stringsFor(
      locale,
      brand.strings as Record<string, Record<string, string>>,
    );
    text = strings['errors.global500Text'] ?? text;
  } catch {
    // No site for this path: the English text above.
  }
  return {
    status: 500,
    headers: { ...HTML_HEADERS, 'X-Robots-Tag': 'noindex, nofollow', 'Content-Language': locale },
    ...(setCookies.length > 0 ? { setCookies } : {}),
    body:
      `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
      '<meta name="robots" content="noindex, nofollow">' +
      `<title>${escapeHtml(brand.settings.name)}</title></head>` +
      `<body><main><h1>${escapeHtml(text)}</h1></main></body></html>`,
  };
}
