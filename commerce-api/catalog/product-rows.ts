import type { Queryable } from '../storage/database.ts';

/** A products row with its category's display name (catalogue spec §3 identity). */
export interface ProductRow {
  id: string;
  brand_id: string;
  slug: string;
  style_number: string;
  display_name: string;
  product_type: string;
  category_slug: string;
  category_display_name: unknown;
  merchandise_class: string;
  brand_name: string | null;
  seller_shop_name: string | null;
  flags: Record<string, unknown>;
  badges: unknown;
  facets: Record<string, unknown>;
  content: Record<string, unknown>;
  template_info: Record<string, unknown>;
  sku_info: Record<string, unknown>;
  bundle_ids: string[];
  part_ids: string[];
  family_ids: string[];
  review_count: number;
  average_rating: number | string;
  created_at: Date | string;
}

/** A skus row with its inventory in the requested pool (null columns: no inventory there). */
export interface SkuRow {
  id: string;
  product_id: string;
  color_code: string;
  color_name: string;
  fit_code: string;
  size_id: string;
  size_name: string;
  list_price_usd: number | string;
  sale_price_usd: number | string;
  is_drop_ship: boolean;
  shipping: Record<string, unknown>;
  back_in_stock_eligible: boolean;
  position: number;
  stock_level: number | null;
  backorder: number | null;
  available_status: string | null;
}

export interface PoolRow {
  sku_id: string;
  pool_id: string;
  stock_level: number;
  backorder: number;
  available_status: string;
}

const PRODUCT_COLUMNS = `p.id, p.brand_id, p.slug, p.style_number, p.display_name, p.product_type,
  p.category_slug, c.display_name AS category_display_name, p.merchandise_class, p.brand_name,
  p.seller_shop_name, p.flags, p.badges, p.facets, p.content, p.template_info, p.sku_info,
  p.bundle_ids, p.part_ids, p.family_ids, p.review_count, p.average_rating, p.created_at`;

const SKU_COLUMNS = `s.id, s.product_id, s.color_code, s.color_name, s.fit_code, s.size_id,
  s.size_name, s.list_price_usd, s.sale_price_usd, s.is_drop_ship, s.shipping,
  s.back_in_stock_eligible, s.position, i.stock_level, i.backorder, i.available_status`;

export type ProductKey = 'slug' | 'id' | 'sku';

/** A product row with its skus and their stock in one pool, read by the same statement. */
export interface ProductWithSkus extends ProductRow {
  skus: SkuRow[];
}

/** Products of one brand by slug, id or sku id, in the order the keys were asked. */
export async function findProducts(
  db: Queryable,
  brandId: string,
  key: ProductKey,
  values: readonly string[],
): Promise<ProductRow[]> {
  return inAskedOrder(
    await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS}
       FROM products p
       LEFT JOIN categories c ON c.brand_id = p.brand_id AND c.slug = p.category_slug
       WHERE p.brand_id = $1 AND ${matchOf(key)}`,
      [brandId, values],
      { prepare: true },
    ),
    key,
    values,
  );
}

/**
 * The bundles of one brand that hold a product (a bundle names its pieces in bundle_ids; catalogue
 * spec §7 bundles call), by id so the answer is the same on every call.
 */
export async function findBundlesHolding(
  db: Queryable,
  brandId: string,
  productId: string,
): Promise<ProductRow[]> {
  return db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}
     FROM products p
     LEFT JOIN categories c ON c.brand_id = p.brand_id AND c.slug = p.category_slug
     WHERE p.brand_id = $1 AND p.product_type = 'bundle' AND p.bundle_ids @> ARRAY[$2::text]
     ORDER BY p.id`,
    [brandId, productId],
    { prepare: true },
  );
}

/**
 * findProducts and findSkus in one statement: the product page's hot path (issue 9 item 7). On
 * PGlite each statement costs about half a millisecond of protocol and parsing on this process's
 * event loop whatever it does, as much as the lookup itself; on PostgreSQL it is a round trip.
 */
export async function findProductsWithSkus(
  db: Queryable,
  brandId: string,
  key: ProductKey,
  values: readonly string[],
  poolId: string,
): Promise<ProductWithSkus[]> {
  return inAskedOrder(
    await db.query<ProductWithSkus>(
      `SELECT ${PRODUCT_COLUMNS},
         (SELECT coalesce(json_agg(k ORDER BY k.position, k.id), '[]'::json) FROM (
            SELECT ${SKU_COLUMNS}
            FROM skus s LEFT JOIN inventory i ON i.sku_id = s.id AND i.pool_id = $3
            WHERE s.product_id = p.id) k) AS skus
       FROM products p
       LEFT JOIN categories c ON c.brand_id = p.brand_id AND c.slug = p.category_slug
       WHERE p.brand_id = $1 AND ${matchOf(key)}`,
      [brandId, values, poolId],
      { prepare: true },
    ),
    key,
    values,
  );
}

function matchOf(key: ProductKey): string {
  return key === 'slug'
    ? 'p.slug = ANY($2::text[])'
    : key === 'id'
      ? 'p.id = ANY($2::text[])'
      : 'p.id IN (SELECT product_id FROM skus WHERE id = ANY($2::text[]))';
}

function inAskedOrder<Row extends ProductRow>(
  rows: Row[],
  key: ProductKey,
  values: readonly string[],
): Row[] {
  if (key === 'sku') return rows;
  const order = new Map(values.map((value, index) => [value, index]));
  const position = (row: ProductRow) => order.get(key === 'slug' ? row.slug : row.id) ?? 0;
  return rows.sort((a, b) => position(a) - position(b));
}

/** Every sku of the products with its stock in `poolId`, in merchandising position. */
export async function findSkus(
  db: Queryable,
  productIds: readonly string[],
  poolId: string,
): Promise<SkuRow[]> {
  if (productIds.length === 0) return [];
  return db.query<SkuRow>(
    `SELECT ${SKU_COLUMNS}
     FROM skus s
     LEFT JOIN inventory i ON i.sku_id = s.id AND i.pool_id = $2
     WHERE s.product_id = ANY($1::text[])
     ORDER BY s.product_id, s.position, s.id`,
    [productIds, poolId],
    { prepare: true },
  );
}

/** Stock of the skus in every other pool (store pools), for include-pools. */
export async function findPools(
  db: Queryable,
  skuIds: readonly string[],
  excludePool: string,
): Promise<PoolRow[]> {
  if (skuIds.length === 0) return [];
  return db.query<PoolRow>(
    `SELECT sku_id, pool_id, stock_level, backorder, available_status
     FROM inventory WHERE sku_id = ANY($1::text[]) AND pool_id <> $2
     ORDER BY sku_id, pool_id`,
    [skuIds, excludePool],
  );
}
