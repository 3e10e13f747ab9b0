import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/scopes.ts';
import type { ApiServices } from '../context.ts';
import { siteOf } from '../context.ts';
import { ApiError, badRequest, fieldError } from '../http/errors.ts';
import { ref } from '../http/schema-validation.ts';
import { reviewFormFields } from '../reviews/form-fields.ts';
import { reviewMediaRoutes } from '../reviews/media-routes.ts';
import { readFilters } from '../reviews/review-filters.ts';
import type { ReviewSort } from '../reviews/review-limits.ts';
import { reviewLimits } from '../reviews/review-limits.ts';
import { noReviews, reviewPage } from '../reviews/review-list.ts';
import { checkSubmission } from '../reviews/review-rules.ts';
import type { ProductRow } from '../reviews/review-product.ts';
import { findProduct, productNotFound } from '../reviews/review-product.ts';
import { saveReview } from '../reviews/review-store.ts';
import { reviewView } from '../reviews/review-view.ts';
import type { Queryable } from '../storage/database.ts';
import { answers } from '../http/response-schemas.ts';

interface ReviewParams {
  siteId: string;
  productId: string;
}

interface ReviewsQuery {
  'merchandise-class'?: string;
  offset?: string;
  limit?: string;
  filter?: string | string[];
  sort?: ReviewSort;
}

interface SubmitBody {
  merchandiseClass?: string;
  rating: number;
  reviewTitle: string;
  reviewText: string;
  userNickname: string;
  email?: string;
  userLocation?: string;
  sizeNormallyWorn?: string;
  sizePurchased?: string;
  fit?: string;
  isRecommended?: boolean;
  heightFeet?: number;
  heightInches?: number;
  photos?: string[];
  videos?: string[];
}

/**
 * Reviews (catalogue spec §3 Review and Review form fields, §4 Reviews, §5, §7 Reviews, §8 "No
 * reviews found", §9). Reading is open; writing a review and uploading its media need a signed-in
 * shopper (§6). Media arrive as multipart forms, parsed by @fastify/multipart in this module's own
 * scope so no other route accepts multipart bodies.
 */
export async function reviewRoutes(app: FastifyInstance, context: ApiServices): Promise<void> {
  const { db } = context;
  const mediaUrl = (siteId: string) => (id: string) =>
    `${app.prefix}/review/v0/${siteId}/media/${id}`;

  app.get(
    '/review/v0/:siteId/products/:productId/reviews',
    {
      schema: {
        response: answers('reviews/review-page'),
        querystring: ref('reviews/reviews-query'),
      },
    },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const limits = reviewLimits(site);
      const query = request.query as ReviewsQuery;
      const product = await findProduct(db, brand.id, (request.params as ReviewParams).productId);
      if (!product) throw noReviews();
      const limit = query.limit === undefined ? limits.perPage : Number(query.limit);
      const maxLimit = Math.max(limits.perPage, limits.mediaFetchLimit);
      if (limit < 1 || limit > maxLimit) {
        throw fieldError('limit', 'range', `limit must be between 1 and ${maxLimit}`);
      }
      return reviewPage(
        db,
        product,
        {
          filters: readFilters(query.filter),
          sort: query.sort ?? limits.defaultSort,
          offset: query.offset === undefined ? 0 : Number(query.offset),
          limit,
        },
        limits,
      );
    },
  );

  app.get(
    '/review/v0/:siteId/products/:productId/review-form-fields',
    {
      schema: {
        response: answers('reviews/review-form-fields'),
        querystring: ref('reviews/form-fields-query'),
      },
    },
    async (request) => {
      const { brand, site } = siteOf(context, request);
      const { productId } = request.params as ReviewParams;
      const product = await findProduct(db, brand.id, productId);
      const account = request.auth.userId ? await findAccount(db, request.auth.userId) : undefined;
      return {
        productId,
        merchandiseClass:
          (request.query as { 'merchandise-class'?: string })['merchandise-class'] ??
          product?.merchandise_class ??
          null,
        fields: reviewFormFields(reviewLimits(site), account?.email),
      };
    },
  );

  app.post(
    '/review/v0/:siteId/products/:productId/reviews',
    { schema: { response: answers('reviews/review'), body: ref('reviews/submit-review') } },
    async (request, reply) => {
      const { brand, site } = siteOf(context, request);
      const userId = requireUser(request.auth, 'registered');
      const limits = reviewLimits(site);
      const product = await reviewableProduct(db, brand.id, request);
      const account = await findAccount(db, userId);
      const body = request.body as SubmitBody;
      const errors = checkSubmission(reviewFormFields(limits, account?.email), { ...body });
      if (errors.length > 0) {
        throw badRequest(
          'VALIDATION_ERROR',
          errors.map((error) => error.message).join('; '),
          errors,
        );
      }
      const row = await saveReview(
        db,
        {
          productId: product.id,
          userId,
          rating: body.rating,
          title: body.reviewTitle.trim(),
          text: body.reviewText.trim(),
          nickname: body.userNickname.trim(),
          location: body.userLocation?.trim() || null,
          fields: {
            email: body.email ?? account?.email,
            merchandiseClass: body.merchandiseClass ?? product.merchandise_class,
            fit: body.fit,
            sizeNormallyWorn: body.sizeNormallyWorn,
            sizePurchased: body.sizePurchased,
            isRecommended: body.isRecommended,
            heightFeet: body.heightFeet,
            heightInches: body.heightInches,
          },
          // The employee badge is earned, not claimed: it comes from the account's roles.
          badges: account?.roles.includes('employee') ? ['employee'] : [],
          photoIds: body.photos ?? [],
          videoIds: body.videos ?? [],
        },
        mediaUrl(site.id),
      );
      return reply.status(201).send(reviewView(row, limits.badgeOrder));
    },
  );

  await reviewMediaRoutes(app, context, mediaUrl);
}

/** The product to review: it exists in the brand and its review form is not switched off. */
async function reviewableProduct(
  db: Queryable,
  brandId: string,
  request: FastifyRequest,
): Promise<ProductRow> {
  const { productId } = request.params as ReviewParams;
  const product = await findProduct(db, brandId, productId);
  if (!product) throw productNotFound(productId);
  if (product.flags.disableReviewForm === true) {
    throw new ApiError(403, 'REVIEWS_DISABLED', 'Reviews cannot be written for this product.');
  }
  return product;
}

async function findAccount(
  db: Queryable,
  userId: string,
): Promise<{ email: string; roles: string[] } | undefined> {
  const [row] = await db.query<{ email: string; roles: string[] }>(
    'SELECT email, roles FROM users WHERE id = $1',
    [userId],
  );
  return row;
}
