import { COLOUR_FAMILIES_JSON } from './colour-families.ts';
import type { Money } from './money.ts';
import { pricePointSql } from './price-points.ts';
import type { Refinements } from './refinements.ts';
import { SqlParams } from './sql-params.ts';

export type SortField = 'popularity' | 'newest' | 'price' | 'rating';
export type SortOrder = 'asc' | 'desc';

export interface ListingQuery {
  readonly brandId: string;
  /** The categories listed; absent: every category (search, brand and seller pages). */
  readonly categorySlugs?: readonly string[];
  /**
   * Search words: a product matches when each is in its name, brand, seller or style number;
   * an empty list matches nothing.
   */
  readonly words?: readonly string[];
  /** A brand's or a marketplace seller's products (catalogue spec §1 /brands, /sellers). */
  readonly shop?: { readonly column: 'brand_name' | 'seller_shop_name'; readonly name: string };
  readonly poolId: string;
  /** Pools of the shopper's selected stores (pickup facets). */
  readonly storePools: readonly string[];
  /** The site's currency: price refinements are in it, the listing's prices in USD. */
  readonly money: Money;
  readonly refinements: Refinements;
  readonly sort: { readonly field: SortField; readonly order: SortOrder };
  readonly skip: number;
  readonly pageSize: number;
  /** Count the facets too; without it the statement filters, counts and pages only. */
  readonly facets: boolean;
}

type Condition = 'color' | 'price' | 'size' | 'now' | 'pickup' | 'isp' | 'bopis';

/**
 * A store `st` that offers buy-online-pickup: its pickup details are not switched off
 * (enabled false) and name at least one pickup service (catalogue spec §3 store inStorePickUp).
 */
const PICKUP_SERVICE = `coalesce(st.in_store_pickup ->> 'enabled', 'true') <> 'false'
  AND coalesce(st.in_store_pickup -> 'pickUpService', '[]'::jsonb)
    NOT IN ('[]'::jsonb, '""'::jsonb, 'false'::jsonb, 'null'::jsonb)`;

/**
 * One statement for a category page (catalogue spec §7 category url): the database filters,
 * counts, sorts and paginates over product_listing (migration 003: one row per product and pool
 * with a sellable sku), so a page costs one index range scan over the category, whatever the
 * catalogue's size.
 *
 * Each refinement is a boolean column of `base`. A product matches a refinement when one of its
 * sellable skus does (a product offered in Blue and in size S matches Blue + S). Facet counts are
 * disjunctive: a facet's counts apply every refinement but its own, so choosing a second colour
 * stays possible after the first. They are counted only when asked (issue 9 item 7): at 300
 * products they are half of the statement's time, and product trays never show them.
 */
export function listingSql(query: ListingQuery): {
  sql: string;
  params: unknown[];
  /** A plain page (no refinement): one of a few dozen texts, worth preparing (database.ts). */
  prepare: boolean;
} {
  const params = new SqlParams();
  const brand = params.add(query.brandId);
  // Added when first used: PostgreSQL refuses a parameter the text never names.
  const lazy = (value: unknown) => {
    let placeholder: string | undefined;
    return () => (placeholder ??= params.add(value));
  };
  const storePools = lazy(query.storePools);
  const families = lazy(COLOUR_FAMILIES_JSON);
  const colorways = (alias: string) =>
    `unnest(${alias}.color_codes, ${alias}.color_names) AS u(code, name)`;
  const colorway = () => `coalesce(${families()}::jsonb ->> u.code, u.name)`;
  const { refinements: r } = query;
  const columns: Partial<Record<Condition, string>> = {};
  const productFilters: string[] = [];
  const stockIn = (pools: string, pickupService: boolean) =>
    `EXISTS (SELECT 1 FROM product_listing sp WHERE sp.product_id = pl.product_id
       AND sp.pool_id = ANY(${pools}::text[]) AND sp.now_ok
       ${pickupService ? `AND EXISTS (SELECT 1 FROM stores st WHERE st.brand_id = ${brand} AND st.pool_id = sp.pool_id AND ${PICKUP_SERVICE})` : ''})`;

  if (r.colorway?.any) {
    columns.color = `EXISTS (SELECT 1 FROM ${colorways('pl')}
      WHERE lower(${colorway()}) = ANY(${params.add(r.colorway.any.map(lower))}::text[]))`;
  }
  for (const colour of r.colorway?.all ?? []) {
    productFilters.push(
      `EXISTS (SELECT 1 FROM ${colorways('pl')} WHERE lower(${colorway()}) = ${params.add(lower(colour))})`,
    );
  }
  if (r.salePrice) {
    const rate = params.add(query.money.rate);
    const digits = params.add(query.money.digits);
    const price = pricePointSql(`round(x * ${rate}::numeric, ${digits}::int)`, query.money.points);
    const ranges = r.salePrice
      .map(
        (range) =>
          `${price} BETWEEN ${params.add(range.low)}::numeric AND ${params.add(range.high)}::numeric`,
      )
      .join(' OR ');
    columns.price = `EXISTS (SELECT 1 FROM unnest(pl.sale_prices) AS x WHERE ${ranges})`;
  }
  if (r.sizeClassGroup?.sizes) {
    columns.size = `EXISTS (SELECT 1 FROM unnest(pl.size_keys) AS k
      WHERE lower(split_part(k, '~', 2)) = ANY(${params.add(r.sizeClassGroup.sizes.map(lower))}::text[]))`;
  } else if (r.sizeClassGroup?.pairs) {
    const pairs = r.sizeClassGroup.pairs.map((pair) => lower(`${pair.fit}~${pair.size}`));
    columns.size = `EXISTS (SELECT 1 FROM unnest(pl.size_keys) AS k
      WHERE lower(k) = ANY(${params.add(pairs)}::text[]))`;
  }
  if (r.immediatelyAvailable) columns.now = 'pl.now_ok';
  if (r.pickup) columns.pickup = stockIn(storePools(), false);
  if (r.inStorePools?.any) columns.isp = stockIn(params.add(r.inStorePools.any), false);
  if (r.buyOnlinePools?.any) columns.bopis = stockIn(params.add(r.buyOnlinePools.any), true);
  for (const [pools, pickupService] of [
    [r.inStorePools?.all, false],
    [r.buyOnlinePools?.all, true],
  ] as const) {
    for (const pool of pools ?? []) productFilters.push(stockIn(params.add([pool]), pickupService));
  }

  const active = Object.keys(columns) as Condition[];
  const allBut = (except?: Condition) => {
    const kept = active.filter((name) => name !== except).map((name) => `b.m_${name}`);
    return kept.length > 0 ? kept.join(' AND ') : 'TRUE';
  };
  const conditionColumns = active.map((name) => `,\n    (${columns[name]}) AS m_${name}`).join('');

  // Built only when asked: building names parameters (colour families, store pools).
  const facetRowsSql = () => {
    const facetRows = [
      `SELECT 'colorway' AS facet, min(c.family) AS value, count(*) AS count
       FROM base b CROSS JOIN LATERAL (
         SELECT DISTINCT ON (lower(${colorway()})) lower(${colorway()}) AS key, ${colorway()} AS family
         FROM ${colorways('b')}
       ) c
       WHERE ${allBut('color')} GROUP BY c.key`,
      `SELECT 'sizeClassGroup', k, count(*) FROM base b CROSS JOIN unnest(b.size_keys) AS k
       WHERE ${allBut('size')} GROUP BY k`,
      `SELECT 'immediatelyAvailable', 'true', count(*) FROM base b WHERE ${allBut('now')} AND b.now_ok`,
    ];
    if (query.storePools.length > 0) {
      const inStores = (pickupService: boolean) =>
        `JOIN product_listing sp ON sp.product_id = b.product_id
         AND sp.pool_id = ANY(${storePools()}::text[]) AND sp.now_ok
       ${pickupService ? `JOIN stores st ON st.brand_id = ${brand} AND st.pool_id = sp.pool_id AND ${PICKUP_SERVICE}` : ''}`;
      facetRows.push(
        `SELECT 'pickup', 'true', count(DISTINCT b.product_id) FROM base b ${inStores(false)}
         WHERE ${allBut('pickup')}`,
        `SELECT 'availableInStorePickupPools', sp.pool_id, count(*) FROM base b ${inStores(false)}
         WHERE ${allBut('isp')} GROUP BY sp.pool_id`,
        `SELECT 'availableBuyOnlinePickupPools', sp.pool_id, count(*) FROM base b ${inStores(true)}
         WHERE ${allBut('bopis')} GROUP BY sp.pool_id`,
      );
    }
    return facetRows.join('\n  UNION ALL\n  ');
  };

  const direction = query.sort.order === 'asc' ? 'ASC' : 'DESC';
  const orderBy = {
    price: `b.min_sale ${direction}`,
    newest: `b.created_at ${direction}`,
    rating: `b.average_rating ${direction}, b.review_count ${direction}`,
    popularity: `b.popularity ${direction}`,
  }[query.sort.field];

  const pool = params.add(query.poolId);
  const scope: string[] = [];
  if (query.categorySlugs) {
    scope.push(`pl.category_slug = ANY(${params.add(query.categorySlugs)}::text[])`);
  }
  // A search of no word finds nothing, rather than the whole catalogue.
  if (query.words?.length === 0) scope.push('FALSE');
  if (query.words?.length || query.shop) {
    // The product's own row holds the text searched and the brand and seller names.
    const text = `lower(sp.display_name || ' ' || coalesce(sp.brand_name, '') || ' '
      || coalesce(sp.seller_shop_name, '') || ' ' || sp.style_number)`;
    const words = (query.words ?? []).map(
      (word) => `AND strpos(${text}, ${params.add(word.toLowerCase())}) > 0`,
    );
    const shop = query.shop ? `AND sp.${query.shop.column} = ${params.add(query.shop.name)}` : '';
    scope.push(`EXISTS (SELECT 1 FROM products sp WHERE sp.id = pl.product_id
      ${words.join('\n      ')} ${shop})`);
  }
  const inCategory = `pl.brand_id = ${brand} AND pl.pool_id = ${pool}
    ${scope.map((condition) => `AND ${condition}`).join('\n    ')} AND NOT pl.removed
    ${productFilters.map((filter) => `AND ${filter}`).join('\n    ')}`;
  // What sorting needs; a tile's arrays and prices are read for the page's rows only.
  const sortColumns = `pl.product_id, pl.popularity, pl.created_at, pl.average_rating,
    pl.review_count, pl.min_sale`;
  // With facets, every product of the category is kept with each refinement's verdict, for the
  // counts; without, the refinements simply filter.
  const matched = query.facets
    ? `base AS MATERIALIZED (
  SELECT ${sortColumns}, pl.color_codes, pl.color_names, pl.size_keys, pl.max_sale,
    pl.now_ok${conditionColumns}
  FROM product_listing pl
  WHERE ${inCategory}
),
matched AS (
  SELECT b.* FROM base b WHERE ${allBut()}
)`
    : `matched AS (
  SELECT ${sortColumns}
  FROM product_listing pl
  WHERE ${inCategory}${active.map((name) => `\n    AND (${columns[name]})`).join('')}
)`;

  const sql = `
WITH ${matched},
page AS (
  SELECT b.* FROM matched b
  ORDER BY ${orderBy}, b.product_id ASC
  OFFSET ${params.add(query.skip)} LIMIT ${params.add(query.pageSize)}
),
tiles AS (
  SELECT row_number() OVER (ORDER BY ${orderBy}, b.product_id ASC) AS rn,
    p.id, p.slug, p.display_name, p.style_number, p.product_type, p.badges,
    pl.review_count, pl.average_rating, pl.min_list AS list_low, pl.max_list AS list_high,
    pl.min_sale AS sale_low, pl.max_sale AS sale_high, pl.color_codes, pl.color_names,
    CASE WHEN p.flags->>'isVintage' = 'true' AND jsonb_typeof(p.content->'vintageCondition') = 'number'
      THEN (p.content->>'vintageCondition')::numeric END AS vintage_condition
  FROM page b
  JOIN product_listing pl ON pl.product_id = b.product_id AND pl.pool_id = ${pool}
  JOIN products p ON p.id = b.product_id
)${
    query.facets
      ? `,
facet_rows AS (
  ${facetRowsSql()}
)`
      : ''
  }
SELECT
  (SELECT count(*) FROM matched) AS total,
  (SELECT coalesce(json_agg(t ORDER BY t.rn), '[]'::json) FROM tiles t) AS tiles${
    query.facets
      ? `,
  (SELECT coalesce(json_agg(f), '[]'::json) FROM facet_rows f) AS facets,
  (SELECT json_build_object('low', min(b.min_sale), 'high', max(b.max_sale))
     FROM base b WHERE ${allBut('price')}) AS price`
      : ''
  }`;
  return {
    sql,
    params: params.values,
    // A refined page's text varies with the refinements a shopper (or anyone) sends: not prepared,
    // so that no caller can fill every connection with statements.
    prepare:
      active.length === 0 && productFilters.length === 0 && !query.words?.length && !query.shop,
  };
}

const lower = (value: string) => value.toLowerCase();
