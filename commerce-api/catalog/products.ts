import type { SiteRef } from '../brands.ts';
import { ApiError } from '../http/errors.ts';
import type { Queryable } from '../storage/database.ts';
import { moneyFor } from './money.ts';
import type { Money } from './money.ts';
import type { ProductKey, ProductRow, SkuRow } from './product-rows.ts';
import { findPools, findProductsWithSkus, findSkus } from './product-rows.ts';
import { isRemovedForLegalReasons, productView } from './product-view.ts';
import type { ProductEntry } from './projection.ts';

export interface ProductLookup {
  readonly key: ProductKey;
  readonly values: readonly string[];
  readonly poolId: string;
  readonly locale: string;
  readonly countryCode: string;
  readonly excludeOosColor?: boolean;
  readonly includePools?: boolean;
}

/**
 * Product entries for a lookup. Products removed for legal reasons never leave the server: when
 * every product asked for is one, the answer is 451 (shell spec §2.2: 451 means legal removal);
 * nothing found is 404.
 */
export async function loadProducts(
  db: Queryable,
  { brand, site }: SiteRef,
  lookup: ProductLookup,
): Promise<ProductEntry[]> {
  const [found, money] = await Promise.all([
    findProductsWithSkus(db, brand.id, lookup.key, lookup.values, lookup.poolId),
    moneyFor(db, site.currency),
  ]);
  if (found.length === 0) {
    throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'No product matches the request.');
  }
  const rows = found.filter((row) => !isRemovedForLegalReasons(row));
  if (rows.length === 0) {
    throw new ApiError(
      451,
      'REMOVED_FOR_LEGAL_REASONS',
      'This product is not available for legal reasons.',
    );
  }
  return entriesOf(db, rows, { money, skus: rows.flatMap((row) => row.skus) }, site, lookup);
}

/** Entries for rows already chosen (bundles, parts): no 404/451, removed products dropped. */
export async function buildEntries(
  db: Queryable,
  rows: readonly ProductRow[],
  site: SiteRef['site'],
  lookup: Omit<ProductLookup, 'key' | 'values'>,
): Promise<ProductEntry[]> {
  const visible = rows.filter((row) => !isRemovedForLegalReasons(row));
  const [money, skus] = await Promise.all([
    moneyFor(db, site.currency),
    findSkus(
      db,
      visible.map((row) => row.id),
      lookup.poolId,
    ),
  ]);
  return entriesOf(db, visible, { money, skus }, site, lookup);
}

async function entriesOf(
  db: Queryable,
  visible: readonly ProductRow[],
  { money, skus }: { money: Money; skus: readonly SkuRow[] },
  site: SiteRef['site'],
  lookup: Omit<ProductLookup, 'key' | 'values'>,
): Promise<ProductEntry[]> {
  const pools = lookup.includePools
    ? await findPools(
        db,
        skus.map((sku) => sku.id),
        lookup.poolId,
      )
    : undefined;
  return visible.map((row) =>
    productView(
      row,
      skus.filter((sku) => sku.product_id === row.id),
      {
        money,
        locale: lookup.locale,
        fallbackLocale: site.defaultLocale,
        countryCode: lookup.countryCode,
        excludeOosColor: lookup.excludeOosColor === true,
        pools,
      },
    ),
  );
}
