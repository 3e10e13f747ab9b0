import slugifyText from '@sindresorhus/slugify';

/**
 * A brand or seller name as its /brands/{slug} page's slug ("Desert Rose Vintage" ->
 * "desert-rose-vintage"), as the catalogue API names its shops (commerce-api routes/shops.ts).
 */
export function shopSlug(name: string): string {
  return slugifyText(name, { decamelize: false, customReplacements: [['&', ' ']] });
}
