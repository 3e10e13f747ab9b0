import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/scopes.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError, badRequest, fieldError } from '../http/errors.ts';
import { createValidatorCompiler, ref, toFieldErrors } from '../http/schema-validation.ts';
import { assertNoUnsafeKeys } from '../http/unsafe-keys.ts';
import { isUuid } from '../registry/registry-store.ts';
import { completeUpload, discardUpload, reserveUpload, visibleMedia } from './media-records.ts';
import type { MediaKind } from './media-types.ts';
import { readUpload } from './media-upload.ts';
import { findProduct, productNotFound } from './review-product.ts';
import { reviewLimits } from './review-limits.ts';
import { answers, binary, NO_CONTENT } from '../http/response-schemas.ts';

/**
 * Review media (catalogue spec §7 Reviews: POST .../images and /videos, a multipart form with a
 * file and merchandise-class; §5 review upload and media). Uploading needs a signed-in shopper;
 * the file streams into the media store (never whole in memory, issue 10) once its name, declared
 * type and first bytes passed, and is served back with the type its content was checked against.
 * Until a review takes it, an upload is its owner's alone and lasts a day. @fastify/multipart is
 * registered in an encapsulated scope of its own, so no other route accepts multipart bodies.
 */
interface MediaParams {
  siteId: string;
  productId?: string;
  mediaId?: string;
}

export async function reviewMediaRoutes(
  app: FastifyInstance,
  context: ApiServices,
  mediaUrl: (siteId: string) => (id: string) => string,
): Promise<void> {
  const { db, media } = context;
  const notFound = () => new ApiError(404, 'MEDIA_NOT_FOUND', 'There is no such review media.');

  app.get(
    '/review/v0/:siteId/media/:mediaId',
    { schema: { response: binary('image/* or video/*') } },
    async (request, reply) => {
      const { brand } = siteOf(context, request);
      const { mediaId = '' } = request.params as MediaParams;
      const row = isUuid(mediaId)
        ? await visibleMedia(db, { id: mediaId, brandId: brand.id, viewerId: request.auth.userId })
        : undefined;
      if (!row) throw notFound();
      // The type is the one the upload's content was checked against; nosniff keeps it that way.
      return reply
        .header('content-type', row.content_type)
        .header('content-length', String(row.byte_size))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header(
          'cache-control',
          row.attached ? 'public, max-age=31536000, immutable' : 'private, no-store',
        )
        .send(media.read(mediaId));
    },
  );

  /** A shopper takes back an upload no review has taken yet (to make room for another). */
  app.delete(
    '/review/v0/:siteId/media/:mediaId',
    { schema: { response: NO_CONTENT } },
    async (request, reply) => {
      const { brand } = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const { mediaId = '' } = request.params as MediaParams;
      const row = isUuid(mediaId)
        ? await visibleMedia(db, { id: mediaId, brandId: brand.id, viewerId: userId })
        : undefined;
      if (!row || row.attached || row.user_id !== userId) throw notFound();
      await discardUpload(db, media, mediaId);
      return reply.status(204).send();
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart);
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
      const discard = (id: string) => discardUpload(db, media, id);
      let byteSize = 0;
      const form = await readUpload(request, {
        kind,
        accepted: limits.acceptedMediaTypes,
        maxBytes: kind === 'image' ? limits.maxImageBytes : limits.maxVideoBytes,
        discard,
        store: async (type, bytes) => {
          const id = await reserveUpload(db, media, {
            userId,
            productId: product.id,
            siteId: site.id,
            kind,
            contentType: type.contentType,
            maxPerReview: kind === 'image' ? limits.maxImages : limits.maxVideos,
          });
          try {
            byteSize = await media.write(id, bytes);
          } catch (error) {
            await discard(id);
            throw error;
          }
          return id;
        },
      });
      const { file } = form;
      try {
        assertNoUnsafeKeys(form.fields, 'body');
        const fields = {
          ...form.fields,
          ...(file ? { file: { filename: file.filename, mimetype: file.mimetype } } : {}),
        };
        if (validateForm(fields) !== true) {
          const errors = toFieldErrors((validateForm as { errors?: never }).errors ?? [], 'body');
          throw badRequest(
            'VALIDATION_ERROR',
            errors.map((error) => error.message).join('; '),
            errors,
          );
        }
        if (!file) throw fieldError('file', 'required', 'file is required');
        await completeUpload(db, file.id, {
          byteSize,
          merchandiseClass: String(form.fields['merchandise-class']).trim(),
        });
      } catch (error) {
        if (file) await discard(file.id);
        throw error;
      }
      return reply.status(201).send({ id: file.id, url: mediaUrl(site.id)(file.id) });
    };
    // A refused upload leaves the rest of its body unread: close the connection after answering
    // instead of reading (and dropping) what remains of a 100 MB video.
    scope.addHook('onError', async (request, reply) => {
      if (!request.raw.complete) void reply.header('connection', 'close');
    });
    const uploaded = { schema: { response: answers('reviews/uploaded-media') } };
    scope.post('/review/v0/:siteId/products/:productId/images', uploaded, upload('image'));
    scope.post('/review/v0/:siteId/products/:productId/videos', uploaded, upload('video'));
  });
}
