import type { FastifyInstance } from 'fastify';
import { productListing } from '../catalog/listing.ts';
import { listingRequestOf } from '../catalog/listing-request.ts';
import { localizeText, requestLocale } from '../catalog/localize.ts';
import { productWebPath } from '../catalog/product-view.ts';
import { searchWords } from '../catalog/search-words.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ref } from '../http/schema-validation.ts';
import { answers } from '../http/response-schemas.ts';

const NOT_REMOVED = "coalesce(flags ->> 'removeForLegalReasons', 'false') <> 'true'";
const SUGGESTED_PRODUCTS = 6;
const SUGGESTED_CATEGORIES = 4;

/**
 * Search (catalogue spec §1 /search, designed paths): one page of results with the listing's
 * sorts, refinements, facets and pagination, and the header search box's suggestions. Public
 * reads, like the catalogue. A query of no word lists nothing (never the whole catalogue).
 */
export async function searchRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post(
    '/catalog/v0/:siteId/search/tiles',
    {
      schema: {
        response: answers('catalog/listing'),
        body: ref('catalog/category-tiles'),
        querystring: ref('catalog/search-query'),
      },
      attachValidation: true,
    },
    async (request) => {
      const ref_ = siteOf(context, request);
      const listing = listingRequestOf(request, ref_);
      const { q } = request.query as { q: string };
      const words = searchWords(q);
      const heading = { slug: 'search', parentSlug: null, displayName: q.trim() };
      // No word (punctuation only): an empty result, the same shape as any listing's.
      return productListing(db, ref_, listing, { words }, heading);
    },
  );

  app.get(
    '/catalog/v0/:siteId/search/suggestions',
    {
      schema: {
        response: answers('catalog/search-suggestions'),
        querystring: ref('catalog/search-query'),
      },
    },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const { q } = request.query as { q: string };
      const words = searchWords(q);
      if (words.length === 0) return { query: q, categories: [], products: [] };
      const locale = requestLocale(request.headers['x-urbn-language'], site);
      const conditions = words.map(
        (_, index) => `AND strpos(lower(display_name), $${index + 2}) > 0`,
      );
      const [products, categories] = await Promise.all([
        db.query<{ id: string; display_name: string; slug: string; product_type: string }>(
          `SELECT id, display_name, slug, product_type FROM products
            WHERE brand_id = $1 AND product_type <> 'part' AND ${NOT_REMOVED}
            ${conditions.join(' ')}
            ORDER BY popularity DESC, id LIMIT ${SUGGESTED_PRODUCTS}`,
          [brand.id, ...words],
        ),
        db.query<{ slug: string; display_name: unknown }>(
          'SELECT slug, display_name FROM categories WHERE brand_id = $1 ORDER BY position, slug',
          [brand.id],
        ),
      ]);
      return {
        query: q,
        categories: categories
          .map((row) => ({
            slug: row.slug,
            displayName: localizeText(row.display_name, locale, site.defaultLocale) ?? row.slug,
            path: `/${row.slug}`,
          }))
          .filter((row) => words.every((word) => row.displayName.toLowerCase().includes(word)))
          .slice(0, SUGGESTED_CATEGORIES),
        products: products.map((row) => ({
          productId: row.id,
          displayName: row.display_name,
          path: productWebPath(row.product_type, row.slug),
        })),
      };
    },
  );
}
