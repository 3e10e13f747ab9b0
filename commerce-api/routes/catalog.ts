import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoryListing } from '../catalog/listing.ts';
import { headerPool, listingRequestOf } from '../catalog/listing-request.ts';
import { requestLocale } from '../catalog/localize.ts';
import { cachedNavigation } from '../catalog/localized-content.ts';
import { ancestorView, containersOf, findItem, shapeItem } from '../catalog/navigation.ts';
import { findBundlesHolding, findProducts } from '../catalog/product-rows.ts';
import { buildEntries, loadProducts } from '../catalog/products.ts';
import { project } from '../catalog/projection.ts';
import { findRedirect } from '../catalog/redirects.ts';
import { listingLimits, siteCountry } from '../catalog/site-settings.ts';
import { assertValid, invalid } from '../catalog/validation.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { answers } from '../http/response-schemas.ts';

const POOL = /^[A-Z0-9_-]{1,40}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,60}$/;
const LIST_MAX = 50;
const REDIRECT_MESSAGE = 'Invalid getPathRedirect parameters supplied';
const SKU_MESSAGE = 'sku is required for getProductBySkus';

type Query = Record<string, string | undefined>;

/** The catalogue service (catalogue spec §7, shell spec §7). Every call is public. */
export async function catalogRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  const localeOf = (request: FastifyRequest, site: Parameters<typeof requestLocale>[1]) =>
    requestLocale(request.headers['x-urbn-language'], site);

  app.get(
    '/catalog/v1/:siteId/pools/:inventoryPool/products',
    {
      schema: {
        response: answers('catalog/product-list'),
        querystring: ref('catalog/products-query'),
      },
    },
    async (request) => {
      const ref_ = siteOf(context, request);
      const poolId = poolParam(request);
      const query = request.query as Query;
      const keys = (['slug', 'product-id', 'sku'] as const).filter(
        (key) => query[key] !== undefined,
      );
      if (keys.length !== 1) {
        throw fieldError(
          'query',
          'oneOf',
          'Ask for products by exactly one of slug, product-id or sku.',
        );
      }
      const [key] = keys;
      const values = list(query[key!]);
      if (key === 'sku' && values.length === 0) {
        throw invalid(SKU_MESSAGE, [{ field: 'sku', code: 'required', message: SKU_MESSAGE }]);
      }
      if (values.length === 0 || values.length > LIST_MAX) {
        throw fieldError(key!, 'size', `${key} takes 1 to ${LIST_MAX} values.`);
      }
      const entries = await loadProducts(db, ref_, {
        key: key === 'slug' ? 'slug' : key === 'sku' ? 'sku' : 'id',
        values,
        poolId,
        locale: localeOf(request, ref_.site),
        countryCode: query.countryCode ?? siteCountry(ref_.site),
        excludeOosColor: list(query['exclude-filter']).includes('oos-color'),
        includePools: query['include-pools'] === 'true',
      });
      const fields = query.projection ? list(query.projection) : undefined;
      return entries.map((entry) => project(entry, query['projection-slug'] ?? 'default', fields));
    },
  );

  app.get(
    '/catalog/v1/:siteId/pools/:inventoryPool/products/:productId/bundles',
    {
      schema: {
        response: answers('catalog/product-bundles'),
        querystring: ref('catalog/bundles-query'),
      },
    },
    async (request) => {
      const ref_ = siteOf(context, request);
      const poolId = poolParam(request);
      const query = request.query as Query;
      const [owner] = await loadProducts(db, ref_, {
        key: 'id',
        values: [productParam(request)],
        poolId,
        locale: ref_.site.defaultLocale,
        countryCode: siteCountry(ref_.site),
      });
      // The bundles that hold the product (a bundle names its pieces in bundle_ids), then the
      // pieces of those shown, each with its out-of-stock colours left out (exclude-filter), so
      // the page offers the set's quick add from one answer.
      const limit = query.limit ? Number(query.limit) : listingLimits(ref_.site).bundleListLimit;
      const held = owner
        ? await findBundlesHolding(db, ref_.brand.id, owner.product.productId as string)
        : [];
      const lookup = {
        poolId,
        locale: localeOf(request, ref_.site),
        countryCode: query.countryCode ?? siteCountry(ref_.site),
        excludeOosColor: list(query['exclude-filter'] ?? 'oos-color').includes('oos-color'),
      };
      const bundles = (await buildEntries(db, held, ref_.site, lookup)).slice(0, limit);
      const pieceIds = [
        ...new Set(
          bundles.flatMap((entry) => (entry.product.bundleIds as string[] | undefined) ?? []),
        ),
      ];
      const pieces =
        pieceIds.length > 0 ? await findProducts(db, ref_.brand.id, 'id', pieceIds) : [];
      const slug = query['projection-slug'] ?? 'bundle-quick-add';
      return {
        productId: owner?.product.productId,
        bundles: bundles.map((entry) => project(entry, slug, undefined)),
        items: (await buildEntries(db, pieces, ref_.site, lookup)).map((entry) =>
          project(entry, slug, undefined),
        ),
      };
    },
  );

  app.get(
    '/catalog/v0/:siteId/products/:productId/price-info',
    { schema: { response: answers('catalog/price-info') } },
    async (request) => {
      const ref_ = siteOf(context, request);
      const [entry] = await loadProducts(db, ref_, {
        key: 'id',
        values: [productParam(request)],
        poolId: ref_.site.inventoryPool,
        locale: ref_.site.defaultLocale,
        countryCode: siteCountry(ref_.site),
      });
      const skus = (entry?.skuInfo as { skus: Record<string, unknown>[] }).skus;
      return {
        productId: entry?.product.productId,
        currency: ref_.site.currency,
        ...(entry?.productSummary as object),
        skus: skus.map((sku) => ({
          skuId: sku.skuId,
          listPrice: sku.listPrice,
          salePrice: sku.salePrice,
          onSale: (sku.salePrice as number) < (sku.listPrice as number),
        })),
      };
    },
  );

  app.get(
    '/catalog/v0/:siteId/products/:productId/parts',
    { schema: { response: answers('catalog/product-parts') } },
    async (request) => {
      const ref_ = siteOf(context, request);
      const poolId = headerPool(request) ?? ref_.site.inventoryPool;
      const lookup = {
        poolId,
        locale: localeOf(request, ref_.site),
        countryCode: siteCountry(ref_.site),
      };
      const [owner] = await loadProducts(db, ref_, {
        ...lookup,
        key: 'id',
        values: [productParam(request)],
      });
      const partIds = (owner?.product.partIds as string[] | undefined) ?? [];
      const rows = await findProducts(db, ref_.brand.id, 'id', partIds);
      const parts = await buildEntries(db, rows, ref_.site, lookup);
      return { productId: owner?.product.productId, poolId, parts };
    },
  );

  app.get(
    '/catalog/v0/:siteId/navigation',
    {
      schema: {
        response: answers('catalog/navigation'),
        querystring: ref('catalog/navigation-query'),
      },
    },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const query = request.query as Query;
      if (query.slug !== undefined && query.categoryId !== undefined) {
        throw fieldError(
          'slug',
          'oneOf',
          'Ask for a navigation item by slug or by categoryId, not both.',
        );
      }
      const tree = cachedNavigation(brand, site.id, {
        locale: localeOf(request, site),
        fallbackLocale: site.defaultLocale,
      });
      const fields = query.projection ? list(query.projection) : undefined;
      const withChildren = query.navigation !== 'false';
      const depth = !withChildren
        ? 0
        : ({ full: 10, children: 1, item: 0 } as const)[
            (query['projection-slug'] ?? 'full') as 'full'
          ];
      if (query.slug === undefined && query.categoryId === undefined) {
        const items = tree.map((item) => shapeItem(item, Math.max(depth - 1, 0), fields));
        return { navigationItems: items, ancestorNavigationItems: [], containers: [] };
      }
      const found = findItem(
        tree,
        query.slug !== undefined ? { slug: query.slug } : { itemId: query.categoryId },
      );
      if (!found) {
        throw new ApiError(404, 'NAVIGATION_ITEM_NOT_FOUND', 'There is no such navigation item.');
      }
      return {
        navigationItems: [shapeItem(found.item, depth, fields)],
        ancestorNavigationItems:
          query.breadcrumbs === 'false' ? [] : found.ancestors.map(ancestorView),
        containers: containersOf(found.item.navigationItems),
      };
    },
  );

  app.post(
    '/catalog/v0/:siteId/navigation-items/:id',
    {
      schema: {
        response: answers('catalog/navigation-item-response'),
        body: ref('catalog/navigation-item'),
      },
    },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as { depth?: number };
      const tree = cachedNavigation(brand, site.id, {
        locale: localeOf(request, site),
        fallbackLocale: site.defaultLocale,
      });
      const found = findItem(tree, { itemId: id }) ?? findItem(tree, { slug: id });
      if (!found) {
        throw new ApiError(404, 'NAVIGATION_ITEM_NOT_FOUND', 'There is no such navigation item.');
      }
      return {
        ...shapeItem(found.item, body.depth ?? 1, undefined),
        ancestorNavigationItems: found.ancestors.map(ancestorView),
      };
    },
  );

  app.post(
    '/catalog/v0/:siteId/categories/:slug/tiles',
    {
      schema: { response: answers('catalog/listing'), body: ref('catalog/category-tiles') },
      attachValidation: true,
    },
    async (request) => {
      const ref_ = siteOf(context, request);
      const { slug } = request.params as { slug: string };
      const slugErrors = SLUG.test(slug)
        ? []
        : [{ field: 'slug', code: 'pattern', message: 'the category url is not a slug' }];
      return categoryListing(db, ref_, { slug, ...listingRequestOf(request, ref_, slugErrors) });
    },
  );

  app.post(
    '/catalog/v0/:siteId/redirects/searches',
    {
      schema: { response: answers('catalog/path-redirect'), body: ref('catalog/redirect-search') },
      attachValidation: true,
    },
    async (request) => {
      const ref_ = siteOf(context, request);
      assertValid(request, REDIRECT_MESSAGE);
      const { requestPath } = request.body as { requestPath: string };
      const redirect = await findRedirect(db, ref_, requestPath);
      if (!redirect.found) {
        // A bad row in the table is the operator's to fix: say which, once, in the log.
        if (redirect.problem) {
          context.logger.error(
            { reqId: request.id, siteId: ref_.site.id, requestPath: requestPath.split('?')[0] },
            `[storefront:api] redirect not issued: ${redirect.problem}`,
          );
        }
        throw new ApiError(404, 'REDIRECT_NOT_FOUND', `No redirect for ${requestPath}.`);
      }
      return { redirectPath: redirect.redirectPath, statusCode: redirect.statusCode };
    },
  );
}

/** A comma list from the query, without empty entries. */
function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

function poolParam(request: FastifyRequest): string {
  const { inventoryPool } = request.params as { inventoryPool: string };
  if (!POOL.test(inventoryPool)) {
    throw fieldError('inventoryPool', 'pattern', 'inventoryPool must be a pool id like US_DIRECT.');
  }
  return inventoryPool;
}

function productParam(request: FastifyRequest): string {
  const { productId } = request.params as { productId: string };
  if (!PRODUCT_ID.test(productId)) {
    throw fieldError('productId', 'pattern', 'productId is not a product id.');
  }
  return productId;
}
