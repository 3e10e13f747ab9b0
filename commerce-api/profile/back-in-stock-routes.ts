import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { invalid, rejectInvalid } from './spec-validation.ts';
import { answers } from '../http/response-schemas.ts';

/** Catalogue spec §8: the message every invalid back-in-stock request carries. */
export const BISN_MESSAGE = 'Invalid submitBISNform parameters supplied';

interface Notification {
  productId: string;
  skuId: string;
  styleNumber: string;
  poolId: string;
  email: string;
}

interface SkuRow {
  style_number: string;
  back_in_stock_eligible: boolean;
  pooled: boolean;
}

/**
 * POST /likes/v0/{siteId}/back-in-stock-notifications (catalogue spec §7): anyone may ask, signed
 * in or not. The five fields must be non-empty strings and the style number of spec §5's shape;
 * then the sku must be this product's, eligible, and the style number and pool must match it.
 * One request per site, sku and address: asking again answers 200 with the same request.
 */
export async function backInStockRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post<{ Body: Notification }>(
    '/likes/v0/:siteId/back-in-stock-notifications',
    {
      schema: {
        response: answers('likes/back-in-stock-subscription'),
        body: ref('likes/back-in-stock'),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      rejectInvalid(request, BISN_MESSAGE);
      const body = { ...request.body, email: request.body.email.trim().toLowerCase() };
      const [sku] = await db.query<SkuRow>(
        `SELECT p.style_number, s.back_in_stock_eligible,
           ($4::text = $5::text OR EXISTS (SELECT 1 FROM inventory i WHERE i.sku_id = s.id AND i.pool_id = $4)) AS pooled
         FROM skus s JOIN products p ON p.id = s.product_id
         WHERE s.id = $1 AND p.id = $2 AND p.brand_id = $3`,
        [body.skuId, body.productId, brand.id, body.poolId, site.inventoryPool],
      );
      if (!sku) {
        throw new ApiError(
          404,
          'SKU_NOT_FOUND',
          `Product ${body.productId} has no sku ${body.skuId}.`,
        );
      }
      if (sku.style_number !== body.styleNumber) {
        throw invalid(BISN_MESSAGE, {
          field: 'styleNumber',
          code: 'STYLE_NUMBER_MISMATCH',
          message: `The product's style number is ${sku.style_number}.`,
        });
      }
      if (!sku.pooled) {
        throw invalid(BISN_MESSAGE, {
          field: 'poolId',
          code: 'POOL_UNKNOWN',
          message: `The sku is not stocked in the pool ${body.poolId}.`,
        });
      }
      if (!sku.back_in_stock_eligible) {
        throw invalid(BISN_MESSAGE, {
          field: 'skuId',
          code: 'NOT_ELIGIBLE',
          message: 'This item does not offer back-in-stock notifications.',
        });
      }
      const inserted = await db.query(
        `INSERT INTO notifications (id, kind, site_id, payload) VALUES ($1, 'back-in-stock', $2, $3)
         ON CONFLICT (site_id, (payload->>'skuId'), lower(payload->>'email')) WHERE kind = 'back-in-stock'
         DO NOTHING RETURNING id`,
        [randomUUID(), site.id, JSON.stringify(body)],
      );
      return reply.status(inserted.length > 0 ? 201 : 200).send({ ...body, status: 'SUBSCRIBED' });
    },
  );
}
