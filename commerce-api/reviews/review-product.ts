import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { ReviewProduct } from './review-list.ts';

export interface ProductRow extends ReviewProduct {
  readonly flags: { disableReviewForm?: boolean };
}

export const productNotFound = (productId: string) =>
  new ApiError(404, 'PRODUCT_NOT_FOUND', `There is no product "${productId}".`);

/** A product of the brand; another brand's product is not found. */
export async function findProduct(
  db: Queryable,
  brandId: string,
  productId: string,
): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    'SELECT id, merchandise_class, flags FROM products WHERE id = $1 AND brand_id = $2',
    [productId, brandId],
  );
  return row;
}
