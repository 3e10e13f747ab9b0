import { parseQuery } from '../query-string.ts';

/** The URL hash that opens the quick shop (shell spec §2.4). */
export const QUICK_SHOP_HASH = '#quickshop';
const MAX_DISPLAY_NAME = 200;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,60}$/;
const SKU = /^[A-Za-z0-9_-]{1,60}$/;

export type QuickShopKey =
  | { readonly kind: 'slug'; readonly value: string }
  | { readonly kind: 'productId'; readonly value: string }
  | { readonly kind: 'sku'; readonly value: string };

export interface QuickShopRequest {
  readonly displayName: string;
  readonly key: QuickShopKey;
}

/** Why a quick-shop link is refused (catalogue spec §8: "Quick-shop with invalid parameters: Error"). */
export type QuickShopProblem =
  'displayName-missing' | 'displayName-too-long' | 'key-missing' | 'key-several' | 'key-invalid';

/** The error named after the spec's rule (catalogue spec §8: validation errors carry a message). */
export const QUICK_SHOP_ERROR = 'Invalid quickshop parameters supplied';

export type QuickShopParse =
  | { readonly ok: true; readonly request: QuickShopRequest }
  | { readonly ok: false; readonly problem: QuickShopProblem };

const single = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

/**
 * The quick shop a URL asks for (catalogue spec §2 "#quickshop with a slug plus other query
 * params", §5 "a display name and exactly one of slug, product id or sku"): undefined when the
 * hash is not #quickshop; else the request or the problem. The parameters are the page's query
 * (shell spec §5 rules) or, when the hash carries its own (`#quickshop?slug=...`), the hash's.
 */
export function parseQuickShop(search: string, hash: string): QuickShopParse | undefined {
  const [name = '', own] = hash.split(/\?(.*)/s, 2);
  if (name.toLowerCase() !== QUICK_SHOP_HASH) return undefined;
  const query = parseQuery(own ?? search);
  const displayName = (single(query.displayName) ?? '').replace(/\s+/gu, ' ').trim();
  if (!displayName) return { ok: false, problem: 'displayName-missing' };
  if (displayName.length > MAX_DISPLAY_NAME) return { ok: false, problem: 'displayName-too-long' };
  const keys = (
    [
      ['slug', single(query.slug), SLUG],
      ['productId', single(query.productId), PRODUCT_ID],
      ['sku', single(query.sku), SKU],
    ] as const
  ).filter(([, value]) => value !== undefined && value !== '');
  if (keys.length === 0) return { ok: false, problem: 'key-missing' };
  if (keys.length > 1) return { ok: false, problem: 'key-several' };
  const [kind, value, pattern] = keys[0]!;
  if (!pattern.test(value!)) return { ok: false, problem: 'key-invalid' };
  return { ok: true, request: { displayName, key: { kind, value: value! } } };
}
