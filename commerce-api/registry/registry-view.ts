import type { Queryable } from '../storage/database.ts';
import type { RegistryItemRow, RegistryOwner, RegistryRow } from './registry-store.ts';
import { registryItems } from './registry-store.ts';
import type { SkuDetail, SkuScope } from './sku-detail.ts';
import { findSkus } from './sku-detail.ts';

export type RegistryRole = 'owner' | 'shopper';

export interface RegistryViewOptions {
  readonly role: RegistryRole;
  /** Items with their product detail (extended_product_detail=true). */
  readonly extended: boolean;
  /** Items at all; the search's summary projection leaves them out. */
  readonly withItems?: boolean;
  readonly skuScope: SkuScope;
}

/**
 * A registry as the API answers it (catalogue spec §3 Registry). Shoppers see what they need to
 * buy a gift: the event, the owners' names and web_profile_id (the engine compares it with the
 * signed-in profile to tell owner from shopper), the items; never the owners' emails, customer
 * ids or shipping addresses.
 */
export async function registryView(
  db: Queryable,
  registry: RegistryRow,
  options: RegistryViewOptions,
): Promise<Record<string, unknown>> {
  const items = await registryItems(db, registry.id);
  const details = options.extended
    ? await findSkus(
        db,
        options.skuScope,
        items.map((item) => item.sku),
      )
    : new Map<string, SkuDetail>();
  const owner = options.role === 'owner';
  return {
    id: registry.id,
    hid: registry.hid,
    version: registry.version,
    role: options.role,
    event: {
      name: registry.event.name,
      type: registry.event.type,
      description: registry.event.description ?? '',
      date: registry.event.date,
    },
    ...(owner
      ? {
          pre_event_shipping_address: registry.addresses.preEvent ?? null,
          post_event_shipping_address: registry.addresses.postEvent ?? null,
        }
      : {}),
    accept_gift_cards: registry.accept_gift_cards,
    owners: registry.owners.map((entry) => ownerView(entry, owner)),
    ...(options.withItems === false
      ? {}
      : { items: items.map((item) => itemView(item, details.get(item.sku), options.extended)) }),
    meta: {
      item_count: items.length,
      fulfilled_items: items.filter((item) => item.purchased_quantity >= item.requested_quantity)
        .length,
    },
  };
}

function ownerView(owner: RegistryOwner, full: boolean): Record<string, unknown> {
  const shared = {
    id: owner.id,
    first_name: owner.first_name,
    last_name: owner.last_name,
    primary: owner.primary,
    web_profile_id: owner.web_profile_id,
  };
  return full
    ? {
        ...shared,
        customer_id: owner.customer_id,
        email: owner.email,
        address: owner.address ?? null,
      }
    : shared;
}

function itemView(
  item: RegistryItemRow,
  detail: SkuDetail | undefined,
  extended: boolean,
): Record<string, unknown> {
  return {
    product_id: item.product_id,
    sku: item.sku,
    requested_quantity: item.requested_quantity,
    purchased_quantity: item.purchased_quantity,
    remaining_quantity: Math.max(0, item.requested_quantity - item.purchased_quantity),
    channel: item.channel,
    favorite: item.favorite,
    // A line whose product left the catalogue keeps showing, without detail, rather than vanish.
    ...(extended ? { product: detail ? productView(detail) : null } : {}),
  };
}

function productView(detail: SkuDetail): Record<string, unknown> {
  return {
    productId: detail.productId,
    displayName: detail.displayName,
    slug: detail.slug,
    styleNumber: detail.styleNumber,
    productType: detail.productType,
    merchandiseClass: detail.merchandiseClass,
    sku: {
      skuId: detail.skuId,
      colorId: detail.colorCode,
      colorName: detail.colorName,
      fit: detail.fitCode,
      sizeId: detail.sizeId,
      size: detail.sizeName,
      listPrice: detail.listPrice,
      salePrice: detail.salePrice,
      currency: detail.currency,
      stockLevel: detail.stockLevel,
      backorder: detail.backorder,
      availableStatus: detail.availableStatus,
    },
  };
}
