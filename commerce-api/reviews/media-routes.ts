import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/scopes.ts';
import type { ApiContext } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError, badRequest, fieldError } from '../http/errors.ts';
import { createValidatorCompiler, ref, toFieldErrors } from '../http/schema-validation.ts';
import { assertNoUnsafeKeys } from '../http/unsafe-keys.ts';
import { isUuid } from '../registry/registry-store.ts';
import type { MediaKind } from './media-types.ts';
import { checkMedia } from './media-types.ts';
import { readUpload } from './media-upload.ts';
import { findProduct, productNotFound } from './review-product.ts';
import { reviewLimits } from './review-limits.ts';
import { answers, binary } from '../http/response-schemas.ts';

/**
 * Review media (catalogue spec §7 Reviews: POST .../images and /videos, a multipart form with a
 * file and merchandise-class; §5 review upload and media). Uploading needs a signed-in shopper;
 * a file is stored only after its extension, declared type, size and magic bytes pass, and is
 * served back with the type its content was checked against. @fastify/multipart is registered in
 * an encapsulated scope of its own, so no other route accepts multipart bodies.
 */
interface MediaParams {
  siteId: string;
  productId?: string;
  mediaId?: string;
}

export async function reviewMediaRoutes(
  app: FastifyInstance,
  context: ApiContext,
  mediaUrl: (siteId: string) => (id: string) => string,
): Promise<void> {
  const { db } = context;

  app.get(
    '/review/v0/:siteId/media/:mediaId',
    { schema: { response: binary('image/* or video/*') } },
    async (request, reply) => {
      const { brand } = siteOf(context, request);
      const { mediaId = '' } = request.params as MediaParams;
      const [media] = isUuid(mediaId)
        ? await db.query<{ content_type: string; bytes: Uint8Array }>(
            `SELECT m.content_type, m.bytes FROM review_media m
             JOIN products p ON p.id = m.product_id
            WHERE m.id = $1 AND p.brand_id = $2`,
            [mediaId, brand.id],
          )
        : [];
      if (!media) throw new ApiError(404, 'MEDIA_NOT_FOUND', 'There is no such review media.');
      // The type is the one the upload's content was checked against; nosniff keeps it that way.
      return reply
        .header('content-type', media.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(media.bytes));
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false });
    const compile = scope.validatorCompiler ?? createValidatorCompiler();
    const validateForm = compile({
      schema: ref('reviews/media-upload'),
      method: 'POST',
      url: '/review/v0/:siteId/products/:productId/media',
      httpPart: 'body',
    });
    const upload = (kind: MediaKind) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { brand, site } = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const { productId = '' } = request.params as MediaParams;
      const product = await findProduct(db, brand.id, productId);
      if (!product) throw productNotFound(productId);
      const limits = reviewLimits(site);
      const maxBytes = kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes;
      const { fields, file } = await readUpload(request, maxBytes);
      assertNoUnsafeKeys(fields, 'body');
      const form = {
        ...fields,
        ...(file ? { file: { filename: file.filename, mimetype: file.mimetype } } : {}),
      };
      if (validateForm(form) !== true) {
        const errors = toFieldErrors((validateForm as { errors?: never }).errors ?? [], 'body');
        throw badRequest(
          'VALIDATION_ERROR',
          errors.map((error) => error.message).join('; '),
          errors,
        );
      }
      if (!file) throw fieldError('file', 'required', 'file is required');
      if (file.truncated) {
        const message = `The file is larger than ${maxBytes} bytes`;
        throw new ApiError(413, 'FILE_TOO_LARGE', message, [
          { field: 'file', code: 'maxBytes', message },
        ]);
      }
      const checked = checkMedia(kind, limits.acceptedMediaTypes, file);
      if (!checked.ok) throw fieldError('file', checked.code, checked.message);
      const id = randomUUID();
      await db.query(
        `INSERT INTO review_media (id, product_id, kind, content_type, byte_size, merchandise_class,
                                   bytes, user_id, site_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          product.id,
          kind,
          checked.contentType,
          file.bytes.length,
          String(fields['merchandise-class']).trim(),
          file.bytes,
          userId,
          site.id,
        ],
      );
      return reply.status(201).send({ id, url: mediaUrl(site.id)(id) });
    };
    const uploaded = { schema: { response: answers('reviews/uploaded-media') } };
    scope.post('/review/v0/:siteId/products/:productId/images', uploaded, upload('image'));
    scope.post('/review/v0/:siteId/products/:productId/videos', uploaded, upload('video'));
  });
}
