import type { LineGiftCard, SalesAttributes } from '../../schemas/api/generated/types.ts';
import type { Queryable } from '../storage/database.ts';
import type { StockRow } from './stock.ts';

/** A cart_items row's own columns, with its sku's stock (001_schema.sql "cart_items"). */
export interface CartItemRow extends StockRow {
  id: string;
  context: string;
  item_type: 'REGULAR' | 'PART';
  product_id: string;
  sku_id: string;
  pool_id: string;
  quantity: number;
  gift_card: LineGiftCard | null;
  registry_id: string | null;
  /** A registry gift's cart context (catalogue spec §3): the registry's own owner, or a shopper. */
  registry_context: 'registrant' | 'shopper' | null;
  sales_attributes: SalesAttributes | null;
}

/** A cart line joined with what the cart page shows of its product, sku and stock. */
export interface CartLineRow extends CartItemRow {
  display_name: string;
  slug: string;
  style_number: string;
  product_type: string;
  category_slug: string;
  merchandise_class: string;
  flags: Record<string, unknown>;
  color_code: string;
  color_name: string;
  size_name: string;
  list_price_usd: number | string;
  sale_price_usd: number | string;
  shipping: Record<string, unknown>;
}

/** Every line of a cart, oldest first, in one of the contexts (transactional, later...). */
export async function loadCartLines(
  db: Queryable,
  cartId: string,
  contexts: readonly string[] = ['transactional'],
): Promise<CartLineRow[]> {
  return db.query<CartLineRow>(
    `SELECT ci.id, ci.context, ci.item_type, ci.product_id, ci.sku_id, ci.pool_id, ci.quantity,
       ci.gift_card, ci.registry_id, ci.sales_attributes,
       CASE WHEN ci.registry_id IS NULL THEN NULL
         WHEN EXISTS (SELECT 1 FROM registries r JOIN carts c ON c.id = ci.cart_id
                       WHERE r.id = ci.registry_id AND c.user_id IS NOT NULL
                         AND r.owners @> jsonb_build_array(
                           jsonb_build_object('web_profile_id', c.user_id::text)))
           THEN 'registrant' ELSE 'shopper' END AS registry_context,
       p.display_name, p.slug, p.style_number, p.product_type, p.category_slug, p.merchandise_class,
       p.flags, s.color_code, s.color_name, s.size_name, s.list_price_usd, s.sale_price_usd,
       s.is_drop_ship, s.shipping, i.stock_level, i.backorder, i.available_status
     FROM cart_items ci
     JOIN products p ON p.id = ci.product_id
     JOIN skus s ON s.id = ci.sku_id
     LEFT JOIN inventory i ON i.sku_id = ci.sku_id AND i.pool_id = ci.pool_id
     WHERE ci.cart_id = $1 AND ci.context = ANY ($2::text[])
     ORDER BY ci.created_at, ci.id`,
    [cartId, [...contexts]],
  );
}
