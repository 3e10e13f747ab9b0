import type { ApiBrandConfig } from '../brands.ts';
import type { Queryable } from '../storage/database.ts';
import type { SeedCategory } from './categories.ts';
import type { PlannedProduct } from './catalogue-plan.ts';
import { planCatalogue } from './catalogue-plan.ts';
import type { Flavour } from './flavours.ts';
import type { ColumnSpec } from './insert.ts';
import { BatchWriter } from './insert.ts';
import type { ProductSummary } from './product-factory.ts';
import { buildProduct } from './product-factory.ts';
import { Random, streamSeed } from './random.ts';

const TABLES: Readonly<Record<string, readonly ColumnSpec[]>> = {
  // Declared parents first: the writer flushes in this order, so foreign keys find their rows.
  products: [
    ['id', 'text'],
    ['brand_id', 'text'],
    ['slug', 'text'],
    ['style_number', 'text'],
    ['display_name', 'text'],
    ['product_type', 'text'],
    ['category_slug', 'text'],
    ['merchandise_class', 'text'],
    ['brand_name', 'text'],
    ['seller_shop_name', 'text'],
    ['flags', 'jsonb'],
    ['badges', 'jsonb'],
    ['facets', 'jsonb'],
    ['content', 'jsonb'],
    ['template_info', 'jsonb'],
    ['sku_info', 'jsonb'],
    ['bundle_ids', 'text[]'],
    ['part_ids', 'text[]'],
    ['family_ids', 'text[]'],
    ['review_count', 'integer'],
    ['average_rating', 'numeric'],
    ['popularity', 'integer'],
    ['created_at', 'timestamptz'],
  ],
  skus: [
    ['id', 'text'],
    ['product_id', 'text'],
    ['color_code', 'text'],
    ['color_name', 'text'],
    ['fit_code', 'text'],
    ['size_id', 'text'],
    ['size_name', 'text'],
    ['list_price_usd', 'numeric'],
    ['sale_price_usd', 'numeric'],
    ['is_drop_ship', 'boolean'],
    ['shipping', 'jsonb'],
    ['back_in_stock_eligible', 'boolean'],
    ['position', 'integer'],
  ],
  inventory: [
    ['sku_id', 'text'],
    ['pool_id', 'text'],
    ['stock_level', 'integer'],
    ['backorder', 'integer'],
    ['available_status', 'text'],
  ],
  reviews: [
    ['id', 'uuid'],
    ['product_id', 'text'],
    ['user_id', 'uuid'],
    ['rating', 'integer'],
    ['title', 'text'],
    ['text', 'text'],
    ['nickname', 'text'],
    ['location', 'text'],
    ['fields', 'jsonb'],
    ['badges', 'text[]'],
    ['photos', 'jsonb'],
    ['videos', 'jsonb'],
    ['status', 'text'],
    ['submitted_at', 'timestamptz'],
  ],
};

export interface CatalogueResult {
  readonly products: number;
  readonly skus: number;
  readonly inventory: number;
  readonly reviews: number;
  /** Standard products with stock in the default site's pool, for the demo users' lines. */
  readonly showcase: readonly ProductSummary[];
}

/** Rows held in memory before a write; the writer sends them 1000 rows per statement. */
const FLUSH_AT = 20_000;
/** Large catalogues keep fewer reviews per product (the scale mode is about listings). */
const SCALE_THRESHOLD = 5_000;

/**
 * Writes one brand's catalogue: plan, then every standard product (so bundles, families and parts
 * can name and price them), then the special types, streaming rows to the database in batches.
 */
export async function seedCatalogue(
  db: Queryable,
  input: {
    readonly brand: ApiBrandConfig;
    readonly flavour: Flavour;
    readonly categories: readonly SeedCategory[];
    readonly storePools: readonly string[];
    readonly count: number;
    readonly seed: number;
  },
): Promise<CatalogueResult> {
  const { brand, flavour, count } = input;
  const prefix = brand.settings.siteIdPrefix;
  const plans = planCatalogue(
    new Random(streamSeed(input.seed, brand.id, 'plan')),
    input.categories,
    flavour,
    count,
  );
  const writer = new BatchWriter(db, TABLES, 1000, FLUSH_AT);
  const context = {
    brandId: brand.id,
    brandName: brand.settings.name,
    prefix,
    flavour,
    directPools: directPools(brand),
    storePools: input.storePools,
    rng: new Random(streamSeed(input.seed, brand.id, 'products')),
    maxReviews: count > SCALE_THRESHOLD ? 8 : 60,
    slugs: new Set<string>(),
  };
  const made = new Map<number, ProductSummary>();
  const showcase: ProductSummary[] = [];
  const refs = {
    made: (index: number) => made.get(index),
    idOf: (index: number) => `${prefix}-${(plans[index] as PlannedProduct).number}`,
  };
  const ordered = [
    ...plans.filter((plan) => plan.type === 'standard'),
    ...plans.filter((plan) => plan.type !== 'standard'),
  ];
  for (const plan of ordered) {
    const built = buildProduct(context, plan, refs);
    // Keep only what later products need; a 100 000-product run must not hold every row.
    made.set(plan.index, { ...built.summary, sellable: [] });
    if (
      plan.type === 'standard' &&
      !plan.legalRemoval &&
      built.summary.sellable.length > 0 &&
      showcase.length < 200
    ) {
      showcase.push(built.summary);
    }
    writer.push('products', [built.product]);
    writer.push('skus', built.skus);
    writer.push('inventory', built.inventory as unknown as Record<string, unknown>[]);
    writer.push('reviews', built.reviews);
    await writer.settle();
  }
  await writer.flush();
  return {
    products: writer.count('products'),
    skus: writer.count('skus'),
    inventory: writer.count('inventory'),
    reviews: writer.count('reviews'),
    showcase,
  };
}

/** The brand's site pools, the default site's first (its stock decides the demo lines). */
function directPools(brand: ApiBrandConfig): { poolId: string; country: string }[] {
  const sites = Object.values(brand.sites);
  const first = brand.sites[brand.settings.defaultSite] ?? sites[0];
  const pools = new Map<string, string>();
  for (const site of [first, ...sites])
    if (site && !pools.has(site.inventoryPool)) pools.set(site.inventoryPool, site.country);
  return [...pools].map(([poolId, country]) => ({ poolId, country }));
}
