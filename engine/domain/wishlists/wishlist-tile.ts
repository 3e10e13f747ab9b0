import { lineImageId } from './wishlist-thumbnails.ts';

/**
 * A listing tile's data for a wish list line (catalogue spec §3 tiles, §3 Wish list): the line's
 * product name and link, its colour's image and its sku's price (list, and sale when lower). A
 * product that left the catalogue is a tile with its id only.
 */
export interface WishlistTileLine<Currency extends string> {
  readonly productId: string;
  readonly product: {
    readonly displayName: string;
    readonly slug: string;
    readonly styleNumber: string;
    readonly colorId: string;
    readonly listPrice: number | null;
    readonly salePrice: number | null;
    readonly currency: Currency;
  } | null;
}

export function tileOfWishlistLine<Currency extends string>(line: WishlistTileLine<Currency>) {
  const product = line.product;
  if (!product) return { productId: line.productId };
  const image = lineImageId(product);
  const list = product.listPrice ?? product.salePrice;
  const sale =
    product.salePrice !== null && list !== null && product.salePrice < list
      ? product.salePrice
      : list;
  return {
    productId: line.productId,
    slug: product.slug,
    displayName: product.displayName,
    styleNumber: product.styleNumber,
    ...(image ? { image } : {}),
    ...(list !== null && sale !== null
      ? {
          price: {
            currency: product.currency,
            listPriceLow: list,
            listPriceHigh: list,
            salePriceLow: sale,
            salePriceHigh: sale,
            hasMarkdown: sale < list,
          },
        }
      : {}),
  };
}
