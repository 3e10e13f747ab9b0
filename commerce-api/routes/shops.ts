import slugifyText from '@sindresorhus/slugify';
import type { FastifyInstance } from 'fastify';
import { productListing } from '../catalog/listing.ts';
import { listingRequestOf } from '../catalog/listing-request.ts';
import { productWebPath } from '../catalog/product-view.ts';
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
const isShopKind = (kind: string): kind is ShopKind => Object.hasOwn(COLUMNS, kind);

/** A brand or seller name as its page's slug ("Desert Rose Vintage" -> "desert-rose-vintage"). */
export function shopSlug(name: string): string {
  return slugifyText(name, { decamelize: false, customReplacements: [['&', ' ']] });
}

/**
 * Brand and seller pages (catalogue spec §1 /brands, /sellers and their {slug} pages: the index,
 * the shop a slug names and its listing, with the category listing's sorts and filters) and the product
 * list the storefront's sitemaps are made from (issue 11). Public reads, like the catalogue.
 */
export async function shopRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  /** Every brand or seller of the catalogue with its product count, by name. */
  const shopsOf = async (brandId: string, kind: ShopKind) => {
    const column = COLUMNS[kind];
    const rows = await db.query<{ name: string; count: number | string }>(
      `SELECT ${column} AS name, count(*) AS count FROM products
        WHERE brand_id = $1 AND ${column} IS NOT NULL AND product_type <> 'part' AND ${NOT_REMOVED}
        GROUP BY ${column} ORDER BY ${column}`,
      [brandId],
    );
    return rows
      .map((row) => ({
        slug: shopSlug(row.name),
        displayName: row.name,
        productCount: Number(row.count),
      }))
      .filter((row) => row.slug.length > 0);
  };

  /** The shop a page's kind and slug name; 404 SHOP_NOT_FOUND when there is none. */
  const findShop = async (brandId: string, kind: string, slug: string) => {
    if (!isShopKind(kind)) {
      throw new ApiError(404, 'SHOP_NOT_FOUND', `There are no shops of kind "${kind}".`);
    }
    const found = SLUG.test(slug)
      ? (await shopsOf(brandId, kind)).find((shop) => shop.slug === slug)
      : undefined;
    if (!found) {
      throw new ApiError(404, 'SHOP_NOT_FOUND', `There is no ${kind.slice(0, -1)} "${slug}".`);
    }
    return { kind, ...found };
  };

  app.get(
    '/catalog/v0/:siteId/shops/:kind',
    { schema: { response: answers('catalog/shop-index') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      const { kind } = request.params as { kind: string };
      if (!isShopKind(kind)) {
        throw new ApiError(404, 'SHOP_NOT_FOUND', `There are no shops of kind "${kind}".`);
      }
      return { kind, shops: await shopsOf(brand.id, kind) };
    },
  );

  app.get(
    '/catalog/v0/:siteId/shops/:kind/:slug',
    { schema: { response: answers('catalog/shop-page') } },
    async (request) => {
      const { brand } = siteOf(context, request);
      const { kind, slug } = request.params as { kind: string; slug: string };
      return findShop(brand.id, kind, slug);
    },
  );

  app.post(
    '/catalog/v0/:siteId/shops/:kind/:slug/tiles',
    {
      schema: { response: answers('catalog/listing'), body: ref('catalog/category-tiles') },
      attachValidation: true,
    },
    async (request) => {
      const ref_ = siteOf(context, request);
      const listing = listingRequestOf(request, ref_);
      const { kind, slug } = request.params as { kind: string; slug: string };
      const shop = await findShop(ref_.brand.id, kind, slug);
      return productListing(
        db,
        ref_,
        listing,
        { shop: { column: COLUMNS[shop.kind], name: shop.displayName } },
        { slug: shop.slug, parentSlug: null, displayName: shop.displayName },
      );
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
          path: productWebPath(row.product_type, row.slug),
          lastModified: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );
}
