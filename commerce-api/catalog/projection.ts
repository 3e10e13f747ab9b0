/**
 * Projections of a product entry (catalogue spec §7: projection, projection-slug). A slug names a
 * field set for a page type; `projection` narrows the product's fields further by name.
 */
const IDENTITY = [
  'productId',
  'slug',
  'displayName',
  'styleNumber',
  'productType',
  'brand',
  'merchandiseClass',
  'parentCategory',
  'links',
];

const QUICK_ADD = [
  ...IDENTITY,
  'badges',
  'swatches',
  'reviews',
  'isGiftCard',
  'isEgiftCard',
  'preorderFlag',
  'removeForLegalReasons',
  'configurationEnabled',
  // A bundle's pieces, so the page can offer them in one quick add (catalogue spec §7 bundles).
  'bundleIds',
];

interface SlugRule {
  /** Product fields kept; undefined keeps all. */
  readonly fields?: readonly string[];
  readonly skuInfo: boolean;
}

export const PROJECTION_SLUGS: Readonly<Record<string, SlugRule>> = {
  default: { skuInfo: true },
  pdp: { skuInfo: true },
  quickshop: { skuInfo: true },
  'bundle-quick-add': { fields: QUICK_ADD, skuInfo: true },
  minimal: { fields: IDENTITY, skuInfo: false },
};

export interface ProductEntry {
  product: Record<string, unknown>;
  skuInfo?: unknown;
  productSummary: unknown;
}

export function project(
  entry: ProductEntry,
  slug: string,
  fields: readonly string[] | undefined,
): ProductEntry {
  const rule = PROJECTION_SLUGS[slug] ?? PROJECTION_SLUGS.default!;
  let product = entry.product;
  const keep = (names: readonly string[]) =>
    Object.fromEntries(
      Object.entries(product).filter(([key]) => key === 'productId' || names.includes(key)),
    );
  if (rule.fields) product = keep(rule.fields);
  if (fields && fields.length > 0) product = keep(fields);
  return rule.skuInfo
    ? { product, skuInfo: entry.skuInfo, productSummary: entry.productSummary }
    : { product, productSummary: entry.productSummary };
}
