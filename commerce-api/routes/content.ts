import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireScope } from '../auth/scopes.ts';
import type { ApiBrandConfig, ApiSiteConfig } from '../brands.ts';
import { CONTENT_TYPES, filterEntries, linkedEntries } from '../catalog/content-entries.ts';
import type { Entry, EntryFilter } from '../catalog/content-entries.ts';
import { siteEntries } from '../catalog/localized-content.ts';
import { GALLERY_VIEWS, imageName } from '../catalog/image-id.ts';
import { requestLocale } from '../catalog/localize.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import type { ErrorBody } from '../http/errors.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { answers } from '../http/response-schemas.ts';

const ENTRY_NOT_FOUND = 'Contentful Entry not found';

type Query = Record<string, string | undefined>;

/** The content service (shell spec §7): entries, galleries, product media, personalised content. */
export async function contentRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get(
    '/content/v1/:siteId/entries',
    { schema: { response: answers('content/entries'), querystring: ref('content/entries-query') } },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const query = request.query as Query;
      if (query.locale && !(site.languages as readonly string[]).includes(query.locale)) {
        throw fieldError('locale', 'enum', `locale must be one of ${site.languages.join(', ')}.`);
      }
      const all = siteEntries({
        brand,
        site,
        locale: query.locale ?? localeOf(request, site),
        environment: query.environment === 'preview' ? 'preview' : 'master',
      });
      const filter: EntryFilter = {
        contentType: query.content_type,
        slug: query.slug ?? query['fields.slug'],
        ids: query['sys.id']?.split(','),
      };
      const found = filterEntries(all, filter);
      if (found.length === 0 && (filter.slug || filter.ids)) throw entryNotFound();
      const skip = Number(query.skip ?? 0);
      const limit = Number(query.limit ?? 100);
      const items = found.slice(skip, skip + limit);
      const include = Number(query.include ?? 1);
      return {
        total: found.length,
        skip,
        limit,
        items,
        includes: { Entry: linkedEntries(items, all, include) },
      };
    },
  );

  app.get(
    '/content/v1/:brandId/galleries/:galleryId',
    { schema: { response: answers('content/gallery'), querystring: ref('content/gallery-query') } },
    async (request) => {
      const brand = brandOf(context, request);
      const { galleryId } = request.params as { galleryId: string };
      const query = request.query as Query;
      const [category] = await db.query<{ slug: string; display_name: unknown }>(
        'SELECT slug, display_name FROM categories WHERE brand_id = $1 AND slug = $2',
        [brand.id, galleryId],
      );
      if (!category) {
        throw new ApiError(404, 'GALLERY_NOT_FOUND', `There is no gallery "${galleryId}".`);
      }
      const limit = Number(query.limit ?? 24);
      const offset = Number(query.offset ?? 0);
      const sort = query.sort ?? 'ORDER';
      const order = sort === 'NEWEST' ? 'p.created_at DESC' : 'p.popularity DESC';
      const rows = await db.query<{
        id: string;
        slug: string;
        display_name: string;
        style_number: string;
        color_code: string | null;
        total: number | string;
      }>(
        `SELECT p.id, p.slug, p.display_name, p.style_number, count(*) OVER () AS total,
           (SELECT s.color_code FROM skus s WHERE s.product_id = p.id ORDER BY s.position, s.id LIMIT 1) AS color_code
         FROM products p
         WHERE p.brand_id = $1 AND p.category_slug = $2
           AND coalesce(p.flags ->> 'removeForLegalReasons', 'false') <> 'true'
         ORDER BY ${order}, p.id
         LIMIT $3 OFFSET $4`,
        [brand.id, galleryId, query.summary === 'true' ? 1 : limit, offset],
      );
      const total = rows[0]
        ? Number(rows[0].total)
        : Number(
            (
              await db.query<{ n: number | string }>(
                `SELECT count(*) AS n FROM products WHERE brand_id = $1 AND category_slug = $2
                 AND coalesce(flags ->> 'removeForLegalReasons', 'false') <> 'true'`,
                [brand.id, galleryId],
              )
            )[0]?.n ?? 0,
          );
      const summary = { id: galleryId, title: category.display_name, total, sort };
      if (query.summary === 'true') return summary;
      return {
        ...summary,
        limit,
        offset,
        items: rows.map((row, index) => ({
          id: `${galleryId}-${offset + index + 1}`,
          position: offset + index + 1,
          productId: row.id,
          slug: row.slug,
          displayName: row.display_name,
          styleNumber: row.style_number,
          image: row.color_code
            ? imageName(row.style_number, row.color_code, GALLERY_VIEWS[0])
            : null,
        })),
      };
    },
  );

  app.get(
    '/content/v0/:brandId/product-media',
    {
      schema: {
        response: answers('content/product-media'),
        querystring: ref('content/product-media-query'),
      },
    },
    async (request) => {
      const brand = brandOf(context, request);
      const ids = [...new Set((request.query as Query).productId!.split(','))];
      if (ids.length > 50)
        throw fieldError('productId', 'maxItems', 'productId takes at most 50 ids.');
      const rows = await db.query<{
        id: string;
        style_number: string;
        sku_info: {
          primarySlice?: {
            sliceItems?: { code: string; images?: unknown[]; videos?: unknown[] }[];
          };
        };
        colours: { code: string; name: string }[];
      }>(
        `SELECT p.id, p.style_number, p.sku_info,
           (SELECT json_agg(json_build_object('code', c.color_code, 'name', c.color_name) ORDER BY c.pos)
            FROM (SELECT color_code, min(color_name) AS color_name, min(position) AS pos FROM skus
                  WHERE product_id = p.id GROUP BY color_code) c) AS colours
         FROM products p
         WHERE p.brand_id = $1 AND p.id = ANY($2::text[])
           AND coalesce(p.flags ->> 'removeForLegalReasons', 'false') <> 'true'`,
        [brand.id, ids],
      );
      if (rows.length === 0)
        throw new ApiError(404, 'PRODUCT_NOT_FOUND', 'No product matches the request.');
      const byId = new Map(rows.map((row) => [row.id, row]));
      return {
        items: ids.flatMap((id) => {
          const row = byId.get(id);
          if (!row) return [];
          const stored = new Map(
            (row.sku_info?.primarySlice?.sliceItems ?? []).map((item) => [String(item.code), item]),
          );
          return [
            {
              productId: row.id,
              styleNumber: row.style_number,
              colors: (row.colours ?? []).map((colour) => ({
                colorCode: colour.code,
                colorName: colour.name,
                images:
                  stored.get(colour.code)?.images ??
                  GALLERY_VIEWS.map((view) => imageName(row.style_number, colour.code, view)),
                videos: stored.get(colour.code)?.videos ?? [],
              })),
            },
          ];
        }),
      };
    },
  );

  app.post(
    '/content/v0/:siteId/personalized-content',
    {
      schema: {
        response: answers('content/personalized-content-response'),
        body: ref('content/personalized-content'),
      },
    },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      requireScope(request.auth, 'guest');
      const body = request.body as {
        action: string;
        queries: {
          queryId?: string;
          contentType: string;
          slug?: string;
          entryId?: string;
          include?: number;
        }[];
        user?: { userGroup?: string };
      };
      const all = siteEntries({
        brand,
        site,
        locale: localeOf(request, site),
        environment: 'master',
      });
      const visible = all.filter((entry) => forUserGroup(entry, body.user?.userGroup));
      const results = body.queries.map((query, index) => {
        const queryId = query.queryId ?? String(index + 1);
        const fail = (error: ErrorBody) => ({ queryId, contentType: query.contentType, error });
        if (!CONTENT_TYPES.includes(query.contentType)) {
          return fail({
            code: 'CONTENT_TYPE_UNKNOWN',
            message: `There is no content type "${query.contentType}".`,
            status: 404,
          });
        }
        const items = filterEntries(visible, {
          contentType: query.contentType,
          slug: query.slug,
          ids: query.entryId ? [query.entryId] : undefined,
        });
        if (items.length === 0) {
          return fail({ code: 'CONTENT_ENTRY_NOT_FOUND', message: ENTRY_NOT_FOUND, status: 404 });
        }
        return {
          queryId,
          contentType: query.contentType,
          items,
          includes: { Entry: linkedEntries(items, visible, query.include ?? 1) },
        };
      });
      const partial = results.some((result) => 'error' in result);
      return reply.status(partial ? 207 : 200).send({ action: body.action, results });
    },
  );
}

function entryNotFound(): ApiError {
  return new ApiError(404, 'CONTENT_ENTRY_NOT_FOUND', ENTRY_NOT_FOUND);
}

/**
 * Personalisation narrows only for a shopper whose user group is known: a banner aimed at another
 * group (campaign.userGroup) is left out; a shopper without a group sees every banner.
 */
function forUserGroup(entry: Entry, userGroup: string | undefined): boolean {
  const campaign = entry.fields.campaign as { userGroup?: string } | undefined;
  return !campaign?.userGroup || !userGroup || campaign.userGroup === userGroup;
}

function localeOf(request: FastifyRequest, site: ApiSiteConfig): string {
  return requestLocale(request.headers['x-urbn-language'], site);
}

function brandOf(context: ApiServices, request: FastifyRequest): ApiBrandConfig {
  const { brandId } = request.params as { brandId: string };
  const brand = context.brands.brand(brandId);
  if (!brand) throw new ApiError(404, 'BRAND_NOT_FOUND', `There is no brand "${brandId}".`);
  return brand;
}
