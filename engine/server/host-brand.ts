export const DEFAULT_BRAND = 'anthropologie';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The brand a Host header names (DESIGN §5): `<brand-id>.localhost[:port]`, or the default brand
 * on plain localhost and the loopback addresses. Undefined for any other host (a 404 page).
 */
export function brandForHost(
  host: string | undefined,
  brandIds: ReadonlySet<string>,
  defaultBrand = DEFAULT_BRAND,
): string | undefined {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (LOOPBACK.has(name)) return brandIds.has(defaultBrand) ? defaultBrand : undefined;
  const match = /^([a-z0-9-]+)\.localhost$/.exec(name);
  return match?.[1] && brandIds.has(match[1]) ? match[1] : undefined;
}
