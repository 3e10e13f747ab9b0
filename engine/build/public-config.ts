import type { ResolvedBrand, ResolvedSite } from '../config/types.ts';

/**
 * What a brand's browser bundle may carry (STYLE: "mark what the browser may see"). Settings,
 * sites, content and strings are public; `custom` is free-form data for brand code and may hold
 * anything, so only its `public` key reaches the bundle.
 */
export interface PublicBrand {
  readonly id: string;
  readonly settings: ResolvedBrand['settings'];
  readonly sites: Readonly<Record<string, ResolvedSite>>;
  readonly content: ResolvedBrand['content'];
  /** Brand overrides of engine strings, by locale. */
  readonly strings: ResolvedBrand['strings'];
}

/** Every locale one of the brand's sites speaks. */
export function brandLocales(brand: ResolvedBrand): string[] {
  const locales = new Set<string>();
  for (const site of Object.values(brand.sites)) {
    locales.add(site.defaultLocale);
    for (const language of site.languages) locales.add(language);
  }
  return [...locales].sort();
}

function publicSite(site: ResolvedSite): ResolvedSite {
  const custom = site.custom as Record<string, unknown>;
  return {
    ...site,
    custom: custom.public && typeof custom.public === 'object' ? { public: custom.public } : {},
  };
}

/** The brand as the browser sees it: a new object, the frozen resolved config is not touched. */
export function publicBrand(brand: ResolvedBrand): PublicBrand {
  const sites: Record<string, ResolvedSite> = {};
  for (const [id, site] of Object.entries(brand.sites)) sites[id] = publicSite(site);
  return {
    id: brand.id,
    settings: brand.settings,
    sites,
    content: brand.content,
    strings: brand.strings,
  };
}
