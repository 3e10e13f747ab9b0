import slugifyText from '@sindresorhus/slugify';
import type { FastifyInstance } from 'fastify';
import { PAGE_PATHS } from '../catalog/product-view.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { answers } from '../http/response-schemas.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const NOT_REMOVED = "coalesce(flags ->> 'removeForLegalReasons', 'false') <> 'true'";
/** The sitemaps protocol's limit of URLs per file. */
const SITEMAP_MAX = 50_000;

const COLUMNS = { brands: 'brand_name', sellers: 'seller_shop_name' } as const;
type ShopKind = keyof typeof COLUMNS;

/** A brand or seller name as its page's slug ("Desert Rose Vintage" -> "desert-rose-vintage"). */
export function shopSlug(name: string): string {
  return slugifyText(name, { decamelize: false, customReplacements: [['&', ' ']] });
}

/**
 * Brand and seller pages (catalogue spec §1 /brands/{slug}, /sellers/{slug}) and the product
 * list the storefront's sitemaps are made from (issue 11). Public reads, like the catalogue.
 */
export async function shopRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/catalog/v0/:siteId/shops/:kind/:slug',
    { schema: { response: answers('catalog/shop-page') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      const { kind, slug } = request.params as { kind: string; slug: string };
      if (!(kind in COLUMNS)) {
        throw new ApiError(404, 'SHOP_NOT_FOUND', `There are no shops of kind "${kind}".`);
      }
      const column = COLUMNS[kind as ShopKind];
      const rows = SLUG.test(slug)
        ? await db.query<{ name: string; count: number | string }>(
            `SELECT ${column} AS name, count(*) AS count FROM products
              WHERE brand_id = $1 AND ${column} IS NOT NULL AND ${NOT_REMOVED}
              GROUP BY ${column}`,
            [brand.id],
          )
        : [];
      const found = rows.find((row) => shopSlug(row.name) === slug);
      if (!found) {
        throw new ApiError(404, 'SHOP_NOT_FOUND', `There is no ${kind.slice(0, -1)} "${slug}".`);
      }
      return { kind, slug, displayName: found.name, productCount: Number(found.count) };
    },
  );

  app.get(
    '/catalog/v0/:siteId/sitemap/products',
    {
      schema: {
        response: answers('catalog/sitemap-products'),
        querystring: ref('catalog/sitemap-query'),
      },
    },
    async (request) => {
      const { brand } = siteOf(context, request);
      const query = request.query as { skip?: string; limit?: string };
      const skip = Number(query.skip ?? 0);
      const limit = Math.min(Number(query.limit ?? SITEMAP_MAX), SITEMAP_MAX);
      const indexed = `brand_id = $1 AND product_type NOT IN ('hybrid', 'part') AND ${NOT_REMOVED}`;
      const [total] = await db.query<{ count: number | string }>(
        `SELECT count(*) AS count FROM products WHERE ${indexed}`,
        [brand.id],
      );
      const rows = await db.query<{ slug: string; product_type: string; created_at: string }>(
        `SELECT slug, product_type, created_at FROM products WHERE ${indexed}
          ORDER BY id LIMIT $2 OFFSET $3`,
        [brand.id, limit, skip],
      );
      return {
        total: Number(total?.count ?? 0),
        products: rows.map((row) => ({
          path: `${PAGE_PATHS[row.product_type] ?? '/shop/'}${row.slug}`,
          lastModified: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );
}
