import type { Currency } from '../../schemas/api/generated/types.ts';
import { pricePointSql, pricePointsOf } from '../catalog/price-points.ts';
import type { Queryable } from '../storage/database.ts';

/** What a registry or wish list line shows of its product and sku, priced in the site's currency. */
export interface SkuDetail {
  readonly productId: string;
  readonly skuId: string;
  readonly displayName: string;
  readonly slug: string;
  readonly styleNumber: string;
  readonly productType: string;
  readonly merchandiseClass: string;
  readonly colorCode: string;
  readonly colorName: string;
  readonly fitCode: string;
  readonly sizeId: string;
  readonly sizeName: string;
  readonly currency: Currency;
  readonly listPrice: number | null;
  readonly salePrice: number | null;
  readonly stockLevel: number;
  readonly backorder: number;
  readonly availableStatus: 'available' | 'backordered' | 'discontinued' | 'unavailable';
}

interface SkuRow {
  sku_id: string;
  product_id: string;
  display_name: string;
  slug: string;
  style_number: string;
  product_type: string;
  merchandise_class: string;
  color_code: string;
  color_name: string;
  fit_code: string;
  size_id: string;
  size_name: string;
  list_price: number | string | null;
  sale_price: number | string | null;
  stock_level: number;
  backorder: number;
  available_status: string;
  is_drop_ship: boolean;
}

export interface SkuScope {
  readonly brandId: string;
  readonly currency: Currency;
  readonly poolId: string;
}

/**
 * The skus of one brand by id, with stock in the site's pool and prices converted from the
 * catalogue's USD with currency_rates and the price book's endings (DESIGN: one catalogue serves
 * every site of a brand; catalog/price-points.ts).
 * Skus of another brand are simply absent, so callers answer "not found" for them.
 */
export async function findSkus(
  db: Queryable,
  scope: SkuScope,
  skuIds: readonly string[],
): Promise<Map<string, SkuDetail>> {
  if (skuIds.length === 0) return new Map();
  const points = pricePointsOf(scope.currency);
  const rows = await db.query<SkuRow>(
    `SELECT s.id AS sku_id, s.product_id, p.display_name, p.slug, p.style_number, p.product_type,
            p.merchandise_class, s.color_code, s.color_name, s.fit_code, s.size_id, s.size_name,
            ${pricePointSql('round(s.list_price_usd * r.rate, 2)', points)} AS list_price,
            ${pricePointSql('round(s.sale_price_usd * r.rate, 2)', points)} AS sale_price,
            coalesce(i.stock_level, 0) AS stock_level, coalesce(i.backorder, 0) AS backorder,
            coalesce(i.available_status, 'unavailable') AS available_status, s.is_drop_ship
       FROM skus s
       JOIN products p ON p.id = s.product_id
       CROSS JOIN (SELECT coalesce(
                     (SELECT rate FROM currency_rates WHERE currency = $3::text),
                     CASE WHEN $3::text = 'USD' THEN 1 END) AS rate) r
       LEFT JOIN inventory i ON i.sku_id = s.id AND i.pool_id = $4
      WHERE p.brand_id = $1 AND s.id = ANY($2::text[])`,
    [scope.brandId, [...skuIds], scope.currency, scope.poolId],
  );
  return new Map(rows.map((row) => [row.sku_id, toDetail(row, scope.currency)]));
}

function toDetail(row: SkuRow, currency: Currency): SkuDetail {
  return {
    productId: row.product_id,
    skuId: row.sku_id,
    displayName: row.display_name,
    slug: row.slug,
    styleNumber: row.style_number,
    productType: row.product_type,
    merchandiseClass: row.merchandise_class,
    colorCode: row.color_code,
    colorName: row.color_name,
    fitCode: row.fit_code,
    sizeId: row.size_id,
    sizeName: row.size_name,
    currency,
    listPrice: row.list_price === null ? null : Number(row.list_price),
    salePrice: row.sale_price === null ? null : Number(row.sale_price),
    stockLevel: row.stock_level,
    backorder: row.backorder,
    availableStatus: stockState(row),
  };
}

/**
 * Catalogue spec §4 stock states: unavailable when the status says so or nothing is left to sell;
 * backordered when stock is gone but backorder remains (never for drop-ship).
 */
function stockState(row: SkuRow): SkuDetail['availableStatus'] {
  if (row.available_status === 'discontinued') return 'discontinued';
  if (row.available_status === 'unavailable' || row.stock_level + row.backorder <= 0) {
    return 'unavailable';
  }
  if (
    !row.is_drop_ship &&
    (row.available_status === 'backordered' || (row.stock_level <= 0 && row.backorder > 0))
  ) {
    return 'backordered';
  }
  return 'available';
}
