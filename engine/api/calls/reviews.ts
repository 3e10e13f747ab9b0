import type {
  Review,
  ReviewFormFields,
  ReviewFormFieldsQuery,
  ReviewPage,
  ReviewSort,
  ReviewSubmitRequest,
  ReviewsQuery,
  UploadedMedia,
} from '../../../schemas/api/generated/types.ts';
import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { isValidReviewSubmission, isValidReviewUpload } from '../../domain/validation/reviews.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import type { ApiDeclaration } from '../declaration.ts';
import type { SiteContext } from '../site-context.ts';
import { numeral, siteBase } from './wire.ts';

/** Reviews service (catalogue spec §7 Reviews). */
const product = (site: SiteContext, productId: string, siteId = site.siteId) =>
  `/review/v0/${segment(siteId)}/products/${segment(productId)}`;

export interface ReviewLookup {
  readonly productId: string;
  /** The brand's review site when reviews are shared across sites (the spec's defaultSiteId). */
  readonly reviewSiteId?: string;
  readonly merchandiseClass?: string;
  readonly offset?: number;
  readonly limit?: number;
  /** e.g. 'rating:5', 'hasMedia:true'; each sent as its own filter parameter. */
  readonly filters?: readonly string[];
  readonly sort?: ReviewSort;
}

/** A page of reviews; the site, language and currency headers travel as on every call. */
export const getReviews = defineCall<ReviewLookup, ReviewPage>({
  operation: 'getReviews',
  service: 'review',
  audience: 'public',
  method: 'GET',
  path: (site, lookup) => `${product(site, lookup.productId, lookup.reviewSiteId)}/reviews`,
  query: (lookup): ReviewsQuery => ({
    'merchandise-class': lookup.merchandiseClass,
    offset: numeral(lookup.offset),
    limit: numeral(lookup.limit),
    filter: lookup.filters?.length ? [...lookup.filters] : undefined,
    sort: lookup.sort,
  }),
});

export const getReviewFormFields = defineCall<
  { readonly productId: string; readonly merchandiseClass?: string },
  ReviewFormFields
>({
  operation: 'getReviewFormFields',
  service: 'review',
  audience: 'shopper',
  method: 'GET',
  path: (site, { productId }) => `${product(site, productId)}/review-form-fields`,
  query: ({ merchandiseClass }): ReviewFormFieldsQuery => ({
    'merchandise-class': merchandiseClass,
  }),
});

/** Writes a review (needs a signed-in shopper; catalogue spec §6). */
export const submitReview = defineCall<
  ReviewSubmitRequest & { readonly productId: string },
  Review
>({
  operation: 'submitReview',
  service: 'review',
  audience: 'public',
  method: 'POST',
  path: (site, { productId }) => `${product(site, productId)}/reviews`,
  body: ({ productId: _productId, ...review }): ReviewSubmitRequest => review,
  validate: (params) =>
    isValidReviewSubmission(params) ? undefined : VALIDATION_MESSAGES.reviewSubmission,
  invalidates: ['getReviews'],
});

export interface ReviewMediaUpload {
  readonly productId: string;
  readonly merchandiseClass: string;
  readonly file: Blob;
  readonly fileName: string;
}

/** A review photo or video, as a multipart form with file and merchandise-class. */
function mediaUpload(
  operation: string,
  kind: 'images' | 'videos',
): ApiDeclaration<ReviewMediaUpload, UploadedMedia> {
  return defineCall<ReviewMediaUpload, UploadedMedia>({
    operation,
    service: 'review',
    audience: 'shopper',
    method: 'POST',
    path: (site, { productId }) => `${product(site, productId)}/${kind}`,
    body: (upload) => {
      const form = new FormData();
      form.set('merchandise-class', upload.merchandiseClass);
      form.set('file', upload.file, upload.fileName);
      return form;
    },
    validate: (upload) =>
      isValidReviewUpload(upload) ? undefined : VALIDATION_MESSAGES.reviewUpload,
  });
}

export const uploadReviewPhoto = mediaUpload('uploadReviewPhoto', 'images');
export const uploadReviewVideo = mediaUpload('uploadReviewVideo', 'videos');

/**
 * A shopper takes back a photo or video no review has taken yet, to make room for another (the
 * API keeps at most 6 images and 1 video waiting per product and shopper).
 */
export const deleteReviewMedia = defineCall<{ readonly mediaId: string }, void>({
  operation: 'deleteReviewMedia',
  service: 'review',
  audience: 'shopper',
  method: 'DELETE',
  path: (site, { mediaId }) => `${siteBase(site, 'review', 'v0')}/media/${segment(mediaId)}`,
});
