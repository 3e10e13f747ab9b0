import type { ResolvedBrand } from '../../config/types.ts';
import { createI18n } from '../../i18n/index.ts';
import type { Translator as I18n } from '../../i18n/index.ts';

/**
 * One translator per brand and locale, shared by every render: an instance is fixed to its
 * language (nothing changes it on the server) and building one costs more than a small page.
 */
const i18nByBrand = new WeakMap<ResolvedBrand, Map<string, Promise<I18n>>>();

export function sharedI18n(brand: ResolvedBrand, locale: string): Promise<I18n> {
  let byLocale = i18nByBrand.get(brand);
  if (!byLocale) i18nByBrand.set(brand, (byLocale = new Map()));
  let instance = byLocale.get(locale);
  if (!instance) {
    instance = createI18n(locale, brand.strings as Record<string, Record<string, string>>);
    byLocale.set(locale, instance);
    // A failed load is not kept: the next render tries again.
    instance.catch(() => byLocale.delete(locale));
  }
  return instance;
}
