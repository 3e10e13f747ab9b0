import { randomUUID } from 'node:crypto';
import type { Database } from '../../../commerce-api/storage/database.ts';

export interface ClientFixtureProduct {
  readonly productId: string;
  readonly skuId: string;
  readonly slug: string;
  readonly styleNumber: string;
}

/**
 * One sellable product in every direct pool, written straight into the database so the client
 * suites do not depend on the demo seed.
 */
export async function insertProduct(
  db: Database,
  brandId = 'anthropologie',
): Promise<ClientFixtureProduct> {
  const key = randomUUID().slice(0, 8);
  const product = {
    productId: `cl-${key}`,
    skuId: `cl-sku-${key}`,
    slug: `client-test-${key}`,
    styleNumber: `CL-${Number.parseInt(key, 16) % 100000}-001`,
  };
  await db.query(
    `INSERT INTO products (id, brand_id, slug, style_number, display_name, product_type, category_slug, merchandise_class)
     VALUES ($1, $2, $3, $4, 'Client Test Dress', 'standard', 'dresses', 'apparel')`,
    [product.productId, brandId, product.slug, product.styleNumber],
  );
  await db.query(
    `INSERT INTO skus (id, product_id, color_code, color_name, size_id, size_name, list_price_usd, sale_price_usd)
     VALUES ($1, $2, '001', 'Ivory', 'M', 'M', 80, 60)`,
    [product.skuId, product.productId],
  );
  for (const pool of ['US_DIRECT', 'CA_DIRECT', 'GB_DIRECT', 'EU_DIRECT']) {
    await db.query(
      `INSERT INTO inventory (sku_id, pool_id, stock_level, backorder) VALUES ($1, $2, 50, 0)`,
      [product.skuId, pool],
    );
  }
  return product;
}
