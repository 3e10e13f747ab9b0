import { tileOfWishlistLine } from '../wishlists/wishlist-tile.ts';

/**
 * A listing tile's data for a registry item (catalogue spec §3 Registry item with its extended
 * product detail): as a wish list line's, from the item's product and sku; without detail (the
 * product left the catalogue) a tile with its id only.
 */
export function tileOfRegistryItem<Currency extends string>(item: {
  readonly product_id: string;
  readonly product?: {
    readonly displayName: string;
    readonly slug: string;
    readonly styleNumber: string;
    readonly sku: {
      readonly colorId: string;
      readonly listPrice: number | null;
      readonly salePrice: number | null;
      readonly currency: Currency;
    };
  } | null;
}) {
  const product = item.product;
  return tileOfWishlistLine({
    productId: item.product_id,
    product: product
      ? {
          displayName: product.displayName,
          slug: product.slug,
          styleNumber: product.styleNumber,
          colorId: product.sku.colorId,
          listPrice: product.sku.listPrice,
          salePrice: product.sku.salePrice,
          currency: product.sku.currency,
        }
      : null,
  });
}
