import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { accountOf } from '../profile/account.ts';
import { backInStockRoutes } from '../profile/back-in-stock-routes.ts';
import { socialProofRoutes } from '../profile/social-proof-routes.ts';
import { answers, NO_CONTENT } from '../http/response-schemas.ts';

/** Likes per page: the spec shows only the offset, so the page size is the API's own. */
const PAGE_SIZE = 48;

interface LikeRow {
  product_id: string;
  slug: string;
  display_name: string;
  style_number: string;
  created_at: Date | string;
  total: number;
}

/**
 * The likes service (shell spec §7): the shopper's hearted products, newest first, plus
 * back-in-stock notifications and the social-proof counts. Hearting needs a signed-in shopper
 * (the likes belong to the account) but not a fresh login.
 */
export async function likeRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const base = '/likes/v0/:siteId/me/likes/products';

  app.get<{ Querystring: { offset?: string } }>(
    base,
    {
      schema: { response: answers('likes/liked-products'), querystring: ref('likes/likes-query') },
    },
    async (request) => {
      const { userId, brand } = accountOf(context, request, 'registered');
      const offset = Number(request.query.offset ?? 0);
      const rows = await db.query<LikeRow>(
        `SELECT l.product_id, p.slug, p.display_name, p.style_number, l.created_at,
           count(*) OVER ()::int AS total
         FROM likes l JOIN products p ON p.id = l.product_id AND p.brand_id = $2
         WHERE l.user_id = $1 ORDER BY l.created_at DESC, l.product_id LIMIT $3 OFFSET $4`,
        [userId, brand.id, PAGE_SIZE, offset],
      );
      const total = rows[0]?.total ?? (await countLikes(context, userId, brand.id));
      return {
        products: rows.map((row) => ({
          productId: row.product_id,
          slug: row.slug,
          displayName: row.display_name,
          styleNumber: row.style_number,
          likedAt: new Date(row.created_at).toISOString(),
        })),
        offset,
        limit: PAGE_SIZE,
        total,
      };
    },
  );

  /** Hearts a product of the site's brand: 201 the first time, 200 when it was liked already. */
  app.post<{ Params: { productId: string } }>(
    `${base}/:productId`,
    { schema: { response: answers('likes/like') } },
    async (request, reply) => {
      const { userId, brand } = accountOf(context, request, 'registered');
      const { productId } = request.params;
      const [product] = await db.query<{ id: string }>(
        'SELECT id FROM products WHERE id = $1 AND brand_id = $2',
        [productId, brand.id],
      );
      if (!product) {
        throw new ApiError(404, 'PRODUCT_NOT_FOUND', `There is no product "${productId}".`);
      }
      const inserted = await db.query(
        `INSERT INTO likes (user_id, product_id) VALUES ($1, $2)
       ON CONFLICT (user_id, product_id) DO NOTHING RETURNING product_id`,
        [userId, product.id],
      );
      return reply.status(inserted.length > 0 ? 201 : 200).send({ productId, liked: true });
    },
  );

  /** Un-hearts; removing a like that is not there is not an error (the end state is the same). */
  app.delete<{ Params: { productId: string } }>(
    `${base}/:productId`,
    { schema: { response: NO_CONTENT } },
    async (request, reply) => {
      const { userId } = accountOf(context, request, 'registered');
      await db.query('DELETE FROM likes WHERE user_id = $1 AND product_id = $2', [
        userId,
        request.params.productId,
      ]);
      return reply.status(204).send();
    },
  );

  await backInStockRoutes(app, context);
  await socialProofRoutes(app, context);
}

/** The total when the page is past the end (no row carries the window count). */
async function countLikes(context: ApiServices, userId: string, brandId: string): Promise<number> {
  const [row] = await context.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM likes l JOIN products p ON p.id = l.product_id
     WHERE l.user_id = $1 AND p.brand_id = $2`,
    [userId, brandId],
  );
  return row?.total ?? 0;
}
