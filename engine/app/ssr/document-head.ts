import type { ResolvedBrand, ResolvedSite } from '../../config/types.ts';
import { alternatesFor } from '../../routing/alternates.ts';
import { escapeHtml, scriptJson } from '../html.ts';
import { themeCss } from '../theme.ts';
import { pageMemo } from './page-memo.ts';
import type { PageSeo } from './page-seo.ts';
import type { ModuleAssets, RenderRequest } from './render-contract.ts';

/** The shopper-facing origin, for absolute alternate and canonical links. */
export function publicOrigin(request: Pick<RenderRequest, 'headers'>): string {
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  if (!host || !/^[a-z0-9.:[\]-]+$/i.test(host)) return '';
  const protocol = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

const alternateLinks = new WeakMap<ResolvedSite, (key: string) => string>();

/** The hreflang links of a page, worked out once per site, origin and path. */
function alternatesHtml(
  brand: ResolvedBrand,
  site: ResolvedSite,
  origin: string,
  relative: string,
) {
  let links = alternateLinks.get(site);
  if (!links) {
    links = pageMemo((key) => {
      const at = key.indexOf('\n');
      return alternatesFor(brand, key.slice(at + 1), key.slice(0, at), site)
        .map(
          (link) =>
            `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
        )
        .join('');
    });
    alternateLinks.set(site, links);
  }
  return links(`${origin}\n${relative}`);
}

export function documentHead(options: {
  brand: ResolvedBrand;
  site: ResolvedSite;
  request: RenderRequest;
  title: string;
  description: string | undefined;
  robots: string;
  relative: string;
  status: number;
  preload: ModuleAssets;
  /** Canonical link, Open Graph and JSON-LD (page-seo.ts); absent on error pages. */
  seo?: PageSeo;
  /** The page's language when the shopper chose one of the site's others (fr-CA on the Canada site). */
  locale?: string;
}): string {
  const { brand, site, request, title, description, robots, relative, status, preload, seo } =
    options;
  const locale = options.locale ?? site.defaultLocale;
  const nonce = request.nonce ? ` nonce="${escapeHtml(request.nonce)}"` : '';
  const alternates =
    status === 200 ? alternatesHtml(brand, site, publicOrigin(request), relative) : '';
  const inline = request.assets.inlineCss ?? {};
  const styles = [...request.assets.styles, ...preload.styles]
    .map((href) =>
      inline[href] !== undefined
        ? `<style${nonce}>${inline[href]}</style>`
        : `<link rel="stylesheet" href="${escapeHtml(href)}">`,
    )
    .join('');
  // Fetched with the document, not after the entry runs and asks for them (no waterfall), and after
  // what the shopper sees first (SCRIPT_PRIORITY).
  const modulePreloads = preload.scripts
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}"${SCRIPT_PRIORITY}>`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(locale)}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="robots" content="${robots}">` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    alternates +
    (seo ? seoHtml(seo, title, description, brand.settings.name, locale) : '') +
    `<style${nonce}>${themeCss(brand.settings.theme)}</style>` +
    styles +
    modulePreloads +
    '</head><body><div id="root">'
  );
}

/**
 * The page's scripts are fetched at low priority: the server-rendered page is readable and its
 * links work before they run, so the largest image and the first paint go first (issue 9:
 * Chromium fetches module scripts at high priority, ahead of or beside the LCP image; Lighthouse
 * measured a listing's LCP 1.3 to 1.5 s with them low against 3.0 s high, side by side).
 */
export const SCRIPT_PRIORITY = ' fetchpriority="low"';

/** The canonical link and Open Graph tags of the head. */
export function seoHtml(
  seo: PageSeo,
  title: string,
  description: string | undefined,
  siteName: string,
  locale: string,
): string {
  const og: [string, string | undefined][] = [
    ['og:type', seo.ogType],
    ['og:title', title],
    ['og:description', description],
    ['og:url', seo.canonical],
    ['og:site_name', siteName],
    ['og:locale', locale.replace('-', '_')],
    ['og:image', seo.ogImage],
  ];
  return (
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}">` +
    og
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(
        ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
      )
      .join('')
  );
}

/**
 * The JSON-LD blocks, placed after the page's content (crawlers read them anywhere; the head
 * stays small). A data block is never run, so CSP needs nothing for it; it carries the page's
 * nonce like the state block, and scriptJson keeps any text in it from closing the element.
 */
export function jsonLdHtml(seo: PageSeo | undefined, nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return (seo?.jsonLd ?? [])
    .map((data) => `<script type="application/ld+json"${attribute}>${scriptJson(data)}</script>`)
    .join('');
}
