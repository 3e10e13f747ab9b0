import slugifyText from '@sindresorhus/slugify';
import type { Store } from '../../../schemas/api/generated/types.ts';

/**
 * ASCII slug of a store name, by a maintained transliterating slugger: "Anthropologie
 * Maximilianstraße" -> "anthropologie-maximilianstrasse". An ampersand is a separator, not a word
 * (a store name's "&" would otherwise become English "and" on every site).
 */
export function slugify(text: string): string {
  return slugifyText(text, { decamelize: false, customReplacements: [['&', ' ']] });
}

/** The canonical page slug of a store: number, then name. */
export function storeSlug(store: Pick<Store, 'storeNumber' | 'storeName'>): string {
  const name = slugify(store.storeName);
  return name ? `${store.storeNumber}-${name}` : store.storeNumber;
}
