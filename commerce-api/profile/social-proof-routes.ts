import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { ApiError, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { answers } from '../http/response-schemas.ts';

const MAX_ITEMS = 50;

interface SocialQuery {
  siteId: string;
  itemIds: string;
  lookbackMins: string;
}

/**
 * GET /slipstream/api/social/v0 (shell spec §7): for each item, how many shoppers liked it and
 * how many units were ordered on the site within the last lookbackMins minutes.
 */
export async function socialProofRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.get<{ Querystring: SocialQuery }>(
    '/slipstream/api/social/v0',
    {
      schema: { response: answers('likes/social-counts'), querystring: ref('likes/social-query') },
    },
    async (request) => {
      const { siteId } = request.query;
      const ref_ = context.brands.site(siteId);
      if (!ref_) throw new ApiError(404, 'SITE_NOT_FOUND', `There is no site "${siteId}".`);
      const itemIds = [...new Set(request.query.itemIds.split(','))];
      if (itemIds.length > MAX_ITEMS) {
        throw fieldError(
          'itemIds',
          'TOO_MANY_ITEMS',
          `Ask for at most ${MAX_ITEMS} items at once.`,
        );
      }
      const minutes = Number(request.query.lookbackMins);
      const rows = await db.query<{ item_id: string; likes: number; purchases: number }>(
        `SELECT p.id AS item_id,
           (SELECT count(*)::int FROM likes l
              WHERE l.product_id = p.id AND l.created_at > now() - $3::int * interval '1 minute') AS likes,
           (SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi JOIN orders o ON o.id = oi.order_id
              WHERE oi.product_id = p.id AND o.site_id = $4
                AND o.created_at > now() - $3::int * interval '1 minute') AS purchases
         FROM products p WHERE p.id = ANY($1::text[]) AND p.brand_id = $2`,
        [itemIds, ref_.brand.id, minutes, siteId],
      );
      const counts = new Map(rows.map((row) => [row.item_id, row]));
      return {
        siteId,
        lookbackMins: minutes,
        items: itemIds.map((itemId) => ({
          itemId,
          likes: counts.get(itemId)?.likes ?? 0,
          purchases: counts.get(itemId)?.purchases ?? 0,
        })),
      };
    },
  );
}
