import { VALIDATION_MESSAGES } from '../../domain/validation/messages.ts';
import { isValidReviewSubmission, isValidReviewUpload } from '../../domain/validation/reviews.ts';
import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import type {
  Review,
  ReviewFormFields,
  ReviewPage,
  ReviewQuery,
  ReviewSubmission,
  UploadedMedia,
} from '../types/reviews.ts';

/** Reviews service (catalogue spec §7 Reviews). */
const product = (client: ApiClient, productId: string, siteId = client.site.siteId) =>
  `/review/v0/${segment(siteId)}/products/${segment(productId)}`;

/** A page of reviews; the site, language and currency headers travel as on every call. */
export function getReviews(
  client: ApiClient,
  query: ReviewQuery,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return client.request({
    operation: 'getReviews',
    method: 'GET',
    path: `${product(client, query.productId, query.reviewSiteId)}/reviews`,
    query: {
      'merchandise-class': query.merchandiseClass,
      offset: query.offset,
      limit: query.limit,
      filter: query.filters?.length ? { repeated: query.filters } : undefined,
      sort: query.sort,
    },
    signal,
  });
}

export function getReviewFormFields(
  client: ApiClient,
  params: { productId: string; merchandiseClass?: string },
  signal?: AbortSignal,
): Promise<ReviewFormFields> {
  return client.request({
    operation: 'getReviewFormFields',
    method: 'GET',
    path: `${product(client, params.productId)}/review-form-fields`,
    query: { 'merchandise-class': params.merchandiseClass },
    signal,
  });
}

/** Writes a review (needs a signed-in shopper; catalogue spec §6). */
export async function submitReview(
  client: ApiClient,
  productId: string,
  review: ReviewSubmission,
): Promise<Review> {
  if (!isValidReviewSubmission({ productId, merchandiseClass: review.merchandiseClass })) {
    throw client.invalid(VALIDATION_MESSAGES.reviewSubmission);
  }
  return client.request({
    operation: 'submitReview',
    method: 'POST',
    path: `${product(client, productId)}/reviews`,
    body: review,
  });
}

/** Uploads a review photo or video as a multipart form with file and merchandise-class. */
export async function uploadReviewMedia(
  client: ApiClient,
  params: {
    productId: string;
    merchandiseClass: string;
    file: Blob;
    fileName: string;
    kind: 'image' | 'video';
  },
): Promise<UploadedMedia> {
  if (!isValidReviewUpload(params)) throw client.invalid(VALIDATION_MESSAGES.reviewUpload);
  const form = new FormData();
  form.set('merchandise-class', params.merchandiseClass);
  form.set('file', params.file, params.fileName);
  return client.request({
    operation: 'uploadReviewMedia',
    method: 'POST',
    path: `${product(client, params.productId)}/${params.kind === 'image' ? 'images' : 'videos'}`,
    body: form,
  });
}
