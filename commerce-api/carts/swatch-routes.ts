import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { ref, toFieldErrors } from '../http/schema-validation.ts';
import { requireCartCaller } from './cart-access.ts';
import { answers } from '../http/response-schemas.ts';

/** The spec's message for any invalid swatch request (shell spec §8, catalogue spec §8). */
export const SWATCH_INVALID = 'Invalid parameters for submitSwatchRequest';

interface SwatchBody {
  readonly contactInfo: Record<string, unknown>;
  readonly productId: string;
  readonly swatches: readonly { colorCode: string; colorName?: string }[];
}

const invalid = (errors: readonly FieldError[]) =>
  badRequest('VALIDATION_ERROR', SWATCH_INVALID, errors);

/** Swatch requests, stored in form_submissions for the fulfilment team. */
export async function swatchRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;

  app.post(
    '/checkout/v0/:siteId/swatch-requests',
    // The schema's findings are reported under the spec's message, not ajv's words.
    {
      schema: { response: answers('receipt'), body: ref('checkout/swatch-request') },
      attachValidation: true,
    },
    async (request, reply) => {
      const ref_ = requireCartCaller(context, request);
      if (ref_.site.switches.requestSwatch !== true) {
        request.log.warn({ siteId: ref_.site.id }, '[storefront:api] request-swatch not enabled');
        throw new ApiError(
          403,
          'FEATURE_DISABLED',
          'Swatch requests are not offered on this site.',
        );
      }
      if (request.validationError) {
        const validation = (request.validationError as { validation?: unknown[] }).validation ?? [];
        throw invalid(toFieldErrors(validation as never, 'body'));
      }
      const body = request.body as SwatchBody;
      // The product must be one of the brand's, and each swatch one of its colours.
      const colours = await db.query<{ color_code: string }>(
        `SELECT DISTINCT s.color_code FROM skus s JOIN products p ON p.id = s.product_id
         WHERE p.id = $1 AND p.brand_id = $2`,
        [body.productId, ref_.brand.id],
      );
      if (colours.length === 0) {
        throw invalid([
          { field: 'productId', code: 'PRODUCT_NOT_FOUND', message: 'productId is not a product.' },
        ]);
      }
      const known = new Set(colours.map((row) => row.color_code));
      const unknown = body.swatches.flatMap((swatch, index) =>
        known.has(swatch.colorCode)
          ? []
          : [
              {
                field: `swatches.${index}.colorCode`,
                code: 'COLOR_NOT_FOUND',
                message: `${swatch.colorCode} is not a colour of this product.`,
              },
            ],
      );
      if (unknown.length > 0) throw invalid(unknown);
      const id = randomUUID();
      await db.query(
        `INSERT INTO form_submissions (id, kind, site_id, payload) VALUES ($1, 'swatch-request', $2, $3)`,
        [id, ref_.site.id, { ...body, userId: request.auth.userId ?? null }],
      );
      return reply.status(201).send({ id, status: 'RECEIVED' });
    },
  );
}
