import type {
  ResolvedBrand as ResolvedBrandFile,
  ResolvedBanners,
  ResolvedContentPages,
  ResolvedLocalisedTextContent,
  ResolvedFeatureFlags,
  ResolvedFooterContent,
  ResolvedHeaderContent,
  ResolvedLimits,
  ResolvedNavigation,
  ResolvedPaymentMethods,
  ResolvedSite as ResolvedSiteFile,
  ResolvedSiteSwitches,
  ResolvedAccountMenu,
} from './generated/resolved.ts';
import type { DeepReadonly } from './merge.ts';

export type { BrandInput, SiteInput } from './generated/input.ts';

/** Brand-wide settings every site of the brand shares. */
export type BrandSettings = Omit<
  ResolvedBrandFile,
  '$schema' | 'switches' | 'flags' | 'limits' | 'payments' | 'accountMenu' | 'custom'
>;

/**
 * What the engine reads for one site: schema defaults < brand < site, fully filled and deeply
 * frozen. Built once at the boundary (CLI, build, server start).
 */
export type ResolvedSite = DeepReadonly<
  Omit<
    ResolvedSiteFile,
    '$schema' | 'switches' | 'flags' | 'limits' | 'payments' | 'accountMenu'
  > & {
    brand: BrandSettings;
    /** Sites of the same group, this one included. */
    groupSites: string[];
    switches: ResolvedSiteSwitches;
    flags: ResolvedFeatureFlags;
    limits: ResolvedLimits;
    payments: ResolvedPaymentMethods;
    accountMenu: ResolvedAccountMenu;
    custom: Record<string, unknown>;
  }
>;

export interface BrandContent {
  banners: ResolvedBanners;
  navigation: ResolvedNavigation;
  header: ResolvedHeaderContent;
  footer: ResolvedFooterContent;
  pages: ResolvedContentPages;
  /** Localised text overrides: the content service serves them (localisedText entries). */
  text: ResolvedLocalisedTextContent;
}

/** A whole brand, resolved: every site, the shared content and the brand's string overrides. */
export type ResolvedBrand = DeepReadonly<{
  id: string;
  settings: BrandSettings;
  sites: Record<string, ResolvedSite>;
  content: BrandContent;
  /** Brand overrides of engine strings, by locale. */
  strings: Record<string, Record<string, string>>;
}>;
