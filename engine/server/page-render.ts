import type { ResolvedBrand } from '../config/types.ts';
import type {
  ModuleAssets,
  RenderRequest,
  RenderResult,
  SubRequestCache,
} from '../app/ssr/render-contract.ts';
import { PAGE_VARY, PRIVATE_PAGE_CACHE, SHARED_PAGE_CACHE } from './cache-policy.ts';
import { inlineHashes } from './inline-hashes.ts';
import type { BrandEntry } from './ssr-entry.ts';

/** One page to render: the request as the SSR entry takes it, without HTTP's reply. */
export interface PageInput {
  readonly brand: ResolvedBrand;
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** The shopper's nonce; absent for a request whose page may be shared (guestRead). */
  readonly nonce?: string;
  readonly earlyHints?: (assets: ModuleAssets) => void;
}

/** How pages reach the API and its shared answers, the same for every page of the process. */
export interface PageServices {
  readonly apiBase: () => string;
  readonly apiFetch?: typeof fetch;
  readonly subRequests?: SubRequestCache;
}

/** A rendered page with its HTTP headers decided, ready to send or to keep. */
export interface PreparedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly setCookies: readonly string[];
  /** The whole HTML (empty for a redirect). */
  readonly body: Buffer;
  /** Shared caches may keep it: Cache-Control says so, and the page cache keeps it. */
  readonly shared: boolean;
  /** The hashes its inline scripts and styles need in the CSP, when it has no nonce. */
  readonly inline?: { readonly scripts: string[]; readonly styles: string[] };
}

/**
 * Renders one page with the brand's SSR entry and decides its caching (issue 9): a guest's page
 * that the render found the same for everyone and that sets no cookie is public for shared caches
 * for a minute (stale for ten more); any other page is private and never stored.
 */
export async function preparePage(
  entry: BrandEntry,
  input: PageInput,
  services: PageServices,
): Promise<PreparedPage> {
  const request: RenderRequest = {
    url: input.url,
    method: input.method,
    headers: input.headers,
    cookies: input.cookies,
    ...(input.nonce ? { nonce: input.nonce } : {}),
    apiBase: services.apiBase(),
    ...(services.apiFetch ? { apiFetch: services.apiFetch } : {}),
    ...(services.subRequests ? { subRequests: services.subRequests } : {}),
    ...(input.earlyHints ? { earlyHints: input.earlyHints } : {}),
    assets: entry.assets,
    environmentFlags: process.env.STOREFRONT_FLAGS,
  };
  const result = await entry.render(request);
  const html = await textOf(result);
  const body = Buffer.from(html);
  const setCookies = result.setCookies ?? [];
  const shared = input.nonce === undefined && result.shared === true && setCookies.length === 0;
  const headers: Record<string, string> = { ...lowerCased(result.headers) };
  if (result.body !== undefined) {
    headers['cache-control'] = shared ? SHARED_PAGE_CACHE : PRIVATE_PAGE_CACHE;
    headers.vary = PAGE_VARY;
    headers['content-type'] ??= 'text/html; charset=utf-8';
  } else {
    headers['cache-control'] ??= PRIVATE_PAGE_CACHE;
  }
  return {
    status: result.status,
    headers,
    setCookies,
    body,
    shared,
    ...(input.nonce === undefined ? { inline: inlineHashes(html) } : {}),
  };
}

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return lower;
}

/** The page's HTML, read whole (an entry may still hand a stream: the fixture app does). */
async function textOf(result: RenderResult): Promise<string> {
  if (result.body === undefined) return '';
  if (typeof result.body === 'string') return result.body;
  const chunks: Buffer[] = [];
  for await (const chunk of result.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
