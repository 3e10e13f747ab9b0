/**
 * The hearted products page's rules (shell spec §2.1 /account/hearted-products, §7 likes call
 * "offset"): pages by the API's own page size, and the skus a tile can add to the bag.
 */

/** The offsets of the pages before and after this one; undefined where there is none. */
export function likesPaging(page: {
  readonly offset: number;
  readonly limit: number;
  readonly total: number;
}): { previous?: number; next?: number; pageNumber: number; pageCount: number } {
  const limit = Math.max(1, page.limit);
  const pageCount = Math.max(1, Math.ceil(page.total / limit));
  const pageNumber = Math.min(pageCount, Math.floor(page.offset / limit) + 1);
  const previous = page.offset > 0 ? Math.max(0, page.offset - limit) : undefined;
  const next = page.offset + limit < page.total ? page.offset + limit : undefined;
  return {
    ...(previous !== undefined ? { previous } : {}),
    ...(next !== undefined ? { next } : {}),
    pageNumber,
    pageCount,
  };
}

/**
 * An offset read from the address bar (hostile): a whole number from 0, a multiple of the page
 * size, bounded; anything else is the first page.
 */
export function offsetOfQuery(value: string | null, limit: number, max = 100_000): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  const offset = Number(value);
  if (offset > max || offset % Math.max(1, limit) !== 0) return 0;
  return offset;
}

export interface BagSku {
  readonly skuId: string;
  readonly colorName: string;
  readonly size: string;
  readonly stockLevel: number;
  readonly backorder: number;
}

/**
 * The skus a shopper may add from a tile: those in stock or on backorder, in the catalogue's
 * order. With one choice the tile adds it at once; with more the shopper picks colour and size.
 */
export function bagChoices<Sku extends BagSku>(skus: readonly Sku[]): Sku[] {
  return skus.filter((sku) => sku.stockLevel > 0 || sku.backorder > 0);
}

/** The parts of a hearted product and of its catalogue entry a tile shows (schemas/api types). */
export interface LikedProductPart {
  readonly productId: string;
  readonly slug: string;
  readonly displayName: string;
  readonly styleNumber: string;
}
export interface CatalogueEntryPart {
  readonly product: {
    readonly links?: { readonly web: string };
    readonly badges?: readonly unknown[];
  };
  readonly skuInfo?: {
    readonly primarySlice: {
      readonly sliceItems: readonly { readonly images: readonly string[] }[];
    };
  };
  readonly productSummary: {
    readonly hasMarkdown: boolean;
    readonly listPriceLow: number | null;
    readonly listPriceHigh: number | null;
    readonly salePriceLow: number | null;
    readonly salePriceHigh: number | null;
  };
}

/**
 * A listing tile's data for a hearted product (catalogue spec §3 tiles): its name and link from
 * the like, its first colour's first image and its price range from the catalogue. A product the
 * catalogue no longer has is a tile with its name only.
 */
export function tileOfLike<Currency extends string>(
  like: LikedProductPart,
  entry: CatalogueEntryPart | undefined,
  currency: Currency,
): {
  productId: string;
  slug: string;
  displayName: string;
  styleNumber: string;
  links?: { web: string };
  image?: string;
  price?: {
    currency: Currency;
    listPriceLow: number;
    listPriceHigh: number;
    salePriceLow: number;
    salePriceHigh: number;
    hasMarkdown: boolean;
  };
} {
  const base = {
    productId: like.productId,
    slug: like.slug,
    displayName: like.displayName,
    styleNumber: like.styleNumber,
  };
  if (!entry) return base;
  const image = entry.skuInfo?.primarySlice.sliceItems.find((item) => item.images.length > 0)
    ?.images[0];
  const summary = entry.productSummary;
  const listLow = summary.listPriceLow;
  const price =
    listLow === null
      ? undefined
      : {
          currency,
          listPriceLow: listLow,
          listPriceHigh: summary.listPriceHigh ?? listLow,
          salePriceLow: summary.salePriceLow ?? listLow,
          salePriceHigh: summary.salePriceHigh ?? summary.listPriceHigh ?? listLow,
          hasMarkdown: summary.hasMarkdown,
        };
  return {
    ...base,
    ...(entry.product.links ? { links: { web: entry.product.links.web } } : {}),
    ...(image ? { image } : {}),
    ...(price ? { price } : {}),
  };
}
