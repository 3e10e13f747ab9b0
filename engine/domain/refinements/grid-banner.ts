/**
 * The 2x1 banner tile of a listing grid (catalogue spec §3 listings, issue 11 "the 2x1 banner tile
 * taking two slots"). Pure: the page, its size and whether the category has a banner come in.
 *
 * A merchandiser's banner is a content tile two tiles wide. It shows on the first page of an
 * unfiltered listing (filters are the shopper's own search: no advert in it), at grid position
 * limits.listing.banner2x1Slots, and it takes the room of two tiles: the first page asks for two
 * products fewer, so the pages after it start two products earlier and no product is skipped.
 */

/** The banner is two tiles wide and counts as two tiles of its page. */
export const BANNER_TILES = 2;

export interface GridBannerPlacement {
  /** Whether the category has a banner tile (its content page holds one). */
  readonly hasBanner: boolean;
  /** Whether the shopper has filtered the listing. */
  readonly filtered: boolean;
  /** The 1-based page. */
  readonly page: number;
  /** Tiles per page (limits.listing.tilesPerPage or the categoryTilesPerPage flag). */
  readonly pageSize: number;
}

/**
 * Whether the listing shows its banner tile at all: with a banner, unfiltered, and on pages large
 * enough to hold the banner beside at least one product.
 */
export function bannerShown(placement: Omit<GridBannerPlacement, 'page'>): boolean {
  return placement.hasBanner && !placement.filtered && placement.pageSize > BANNER_TILES;
}

/** The products a page asks for: skip and pageSize, the banner's two slots taken from page 1. */
export function listingWindow(placement: GridBannerPlacement): { skip: number; pageSize: number } {
  const { page, pageSize } = placement;
  if (!bannerShown(placement)) return { skip: (page - 1) * pageSize, pageSize };
  if (page === 1) return { skip: 0, pageSize: pageSize - BANNER_TILES };
  return { skip: (page - 1) * pageSize - BANNER_TILES, pageSize };
}

/** The number of pages: the banner's two tiles are counted with the products. */
export function listingPageCount(
  total: number,
  placement: Omit<GridBannerPlacement, 'page'>,
): number {
  if (total <= 0) return 0;
  const tiles = total + (bannerShown(placement) ? BANNER_TILES : 0);
  return Math.ceil(tiles / placement.pageSize);
}

/**
 * Where the banner goes among a page's product tiles: the index of the product it comes before.
 * `slot` is the configured 1-based grid position (limits.listing.banner2x1Slots); a slot past the
 * products puts the banner after the last one; undefined when the page shows no banner.
 */
export function bannerIndex(
  slot: number,
  products: number,
  placement: GridBannerPlacement,
): number | undefined {
  if (placement.page !== 1 || !bannerShown(placement)) return undefined;
  const position = Number.isInteger(slot) && slot >= 1 ? slot : 1;
  return Math.min(position - 1, products);
}
