import type { ResolvedBrand, ResolvedSite } from '../../config/types.ts';
import { alternatesFor } from '../../routing/alternates.ts';
import { escapeHtml } from '../html.ts';
import { themeCss } from '../theme.ts';
import { pageMemo } from './page-memo.ts';
import type { ModuleAssets, RenderRequest } from './render-contract.ts';

/** The shopper-facing origin, for absolute alternate links. */
function publicOrigin(request: RenderRequest): string {
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
}): string {
  const { brand, site, request, title, description, robots, relative, status, preload } = options;
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
  // Fetched with the document, not after the entry runs and asks for them (no waterfall).
  const modulePreloads = preload.scripts
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(site.defaultLocale)}"><head>` +
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="robots" content="${robots}">` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : '') +
    alternates +
    `<style${nonce}>${themeCss(brand.settings.theme)}</style>` +
    styles +
    modulePreloads +
    '</head><body><div id="root">'
  );
}
