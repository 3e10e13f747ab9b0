import type { Database } from '../../commerce-api/storage/database.ts';

export type BenchPage = readonly ['home' | 'listing' | 'product', string];

/**
 * The pages the benchmarks measure on a brand's seeded catalogue, as paths below a site's context
 * path: its home, its largest category and its most popular product that is not legally removed.
 */
export async function benchPages(
  db: Pick<Database, 'query'>,
  brandId: string,
): Promise<BenchPage[]> {
  const [product] = await db.query<{ slug: string }>(
    `SELECT slug FROM products WHERE brand_id = $1 AND product_type = 'standard'
       AND NOT (flags ? 'removeForLegalReasons' AND (flags->>'removeForLegalReasons')::boolean)
     ORDER BY popularity DESC LIMIT 1`,
    [brandId],
  );
  const [category] = await db.query<{ category_slug: string }>(
    `SELECT category_slug FROM products WHERE brand_id = $1
     GROUP BY category_slug ORDER BY count(*) DESC LIMIT 1`,
    [brandId],
  );
  if (!product || !category) throw new Error(`[storefront:bench] ${brandId} has no seeded product`);
  return [
    ['home', '/'],
    ['listing', `/${category.category_slug}`],
    ['product', `/shop/${product.slug}`],
  ];
}
