import { publicBrand } from './public-config.ts';
import type { ResolvedBrand } from '../config/types.ts';

/** Every string inside a config value. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * Strings that name `other` and that `own`'s public config does not contain: its id, site ids,
 * name, logo text and a few long sentences of its content. None may be in `own`'s bundle (DESIGN: one
 * bundle per brand; the bundle-isolation test and `storefront verify` search for them).
 */
export function identifiersOf(other: ResolvedBrand, own: ResolvedBrand): string[] {
  const ownText = JSON.stringify(publicBrand(own));
  const content = stringsOf(other.content)
    // Prose only: a long word without a space may be an engine name (a banner type).
    .filter((text) => text.length >= 24 && /^[\x20-\x7e]+$/.test(text) && text.includes(' '))
    .slice(0, 5);
  const candidates = [
    other.id,
    ...Object.keys(other.sites),
    other.settings.name,
    other.settings.theme.logo?.text ?? other.settings.name,
    ...content,
  ];
  return [...new Set(candidates)].filter((text) => !ownText.includes(text));
}

/**
 * Values of `brand`'s config the browser must never see (STYLE: "mark what the browser may see"):
 * the budgets' written reasons and every site's `custom` data outside its `public` key. Only
 * strings long enough not to occur by chance.
 */
export function privateConfigStrings(brand: ResolvedBrand): string[] {
  const publicText = JSON.stringify(publicBrand(brand).sites);
  const privateValues = [
    brand.settings.budgets.raisedBecause,
    ...Object.values(brand.sites).flatMap((site) => {
      const { public: _public, ...rest } = site.custom as Record<string, unknown>;
      return stringsOf(rest);
    }),
  ];
  return [
    ...new Set(
      privateValues.filter(
        (text): text is string =>
          typeof text === 'string' && text.length >= 12 && !publicText.includes(text),
      ),
    ),
  ];
}
