import type { SiteRef } from '../brands.ts';
import type { FieldError } from '../http/errors.ts';
import { badRequest } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import type { NewRegistryItem } from './registry-writes.ts';
import { findSkus } from './sku-detail.ts';

/** One item of POST .../items (schemas/api/registry/add-items.schema.json). */
export interface RequestedItem {
  readonly product_id: string;
  readonly sku: string;
  readonly requested_quantity: number;
  readonly channel?: string;
  readonly favorite?: boolean;
}

/**
 * Catalogue spec §5 add to registry: each item names a product of the brand and one of its skus,
 * once, with a quantity no larger than the site's item quantity maximum.
 */
export async function checkNewItems(
  db: Queryable,
  siteRef: SiteRef,
  items: readonly RequestedItem[],
): Promise<NewRegistryItem[]> {
  const max = siteRef.site.limits.cart.itemQuantityMax;
  const skus = await findSkus(
    db,
    {
      brandId: siteRef.brand.id,
      currency: siteRef.site.currency,
      poolId: siteRef.site.inventoryPool,
    },
    items.map((item) => item.sku),
  );
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const at = `items.${index}`;
    if (seen.has(item.sku)) {
      errors.push({ field: `${at}.sku`, code: 'duplicate', message: `${at}.sku is listed twice` });
    }
    seen.add(item.sku);
    const sku = skus.get(item.sku);
    if (!sku) {
      errors.push({ field: `${at}.sku`, code: 'not_found', message: `${at}.sku is not a sku` });
    } else if (sku.productId !== item.product_id) {
      errors.push({
        field: `${at}.product_id`,
        code: 'mismatch',
        message: `${at}.sku is not a sku of ${at}.product_id`,
      });
    }
    if (item.requested_quantity > max) {
      errors.push({
        field: `${at}.requested_quantity`,
        code: 'maximum',
        message: `${at}.requested_quantity must be at most ${max}`,
      });
    }
  });
  if (errors.length > 0) {
    throw badRequest('VALIDATION_ERROR', errors.map((error) => error.message).join('; '), errors);
  }
  return items.map((item) => ({
    product_id: item.product_id,
    sku: item.sku,
    requested_quantity: item.requested_quantity,
    channel: item.channel ?? 'WEB_DESKTOP',
    favorite: item.favorite ?? false,
  }));
}
