import type { ApiSiteConfig } from '../brands.ts';

/**
 * Site limits the catalogue reads that ApiSiteConfig does not declare. The resolved config always
 * carries them (the limits schema fills the spec's defaults), so the fallbacks here only matter for
 * a hand-built config in a test; they are the spec's §9 values, never a brand's own.
 */
interface ListingLimits {
  readonly swatchesPerTile: number;
  readonly bundleListLimit: number;
  readonly tilesPerPage: number;
}

export interface ImageLimits {
  readonly quality: number;
  readonly tileWidths: readonly number[];
  readonly tileHeights: readonly number[];
  readonly responsiveWidths: readonly number[];
  readonly alternateWidths: readonly number[];
  readonly galleryWidth: number;
  readonly thumbnailWidth: number;
  readonly swatchHeights: readonly number[];
  readonly formats: readonly string[];
}

const SPEC_IMAGES: ImageLimits = {
  quality: 80,
  tileWidths: [698, 349],
  tileHeights: [1046, 523],
  responsiveWidths: [1314, 1080, 960, 720, 640, 540, 360],
  alternateWidths: [1080, 720, 540],
  galleryWidth: 640,
  thumbnailWidth: 100,
  swatchHeights: [56, 104, 200],
  formats: ['jpeg', 'png', 'gif', 'webp'],
};

type Loose = { limits?: { listing?: Partial<ListingLimits>; images?: Partial<ImageLimits> } };

export function listingLimits(site: ApiSiteConfig): ListingLimits {
  const listing = (site as unknown as Loose).limits?.listing ?? {};
  return {
    swatchesPerTile: listing.swatchesPerTile ?? 4,
    bundleListLimit: listing.bundleListLimit ?? 5,
    tilesPerPage: site.limits.listing.tilesPerPage,
  };
}

export function imageLimits(site: ApiSiteConfig): ImageLimits {
  return { ...SPEC_IMAGES, ...(site as unknown as Loose).limits?.images };
}

/** The site's country, for the countryCode a catalogue call may omit (shell spec §7). */
export function siteCountry(site: ApiSiteConfig): string {
  return site.country || (site as unknown as { defaultCountry?: string }).defaultCountry || 'US';
}
