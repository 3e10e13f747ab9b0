import { segment } from '../call.ts';
import type { ApiClient } from '../client.ts';
import { OPERATION } from '../operations.ts';
import type {
  ContentEntriesQuery,
  ContentEntriesResponse,
  Gallery,
  GalleryQuery,
  PersonalizedContentRequest,
  PersonalizedContentResponse,
  ProductMedia,
} from '../types/content.ts';
import { siteBase } from './paths.ts';

/**
 * Content entries (shell spec §7): by content type, slug or sys.id. A 502 falls back to a direct
 * content-service call (policy/content-bad-gateway.ts).
 */
export function getContentEntries(
  client: ApiClient,
  query: ContentEntriesQuery,
  signal?: AbortSignal,
): Promise<ContentEntriesResponse> {
  return client.request({
    operation: OPERATION.getContentEntries,
    method: 'GET',
    path: `${siteBase(client, 'content', 'v1')}/entries`,
    query: {
      content_type: query.contentType,
      slug: query.slug,
      'sys.id': query.ids,
      include: query.include,
      limit: query.limit,
      skip: query.skip,
      locale: query.locale,
      environment: query.environment,
    },
    signal,
  });
}

/** A gallery (shell spec §7): summary, limit 24 (limits.content.galleryLimit), sort ORDER. */
export function getGallery(
  client: ApiClient,
  params: GalleryQuery,
  signal?: AbortSignal,
): Promise<Gallery> {
  return client.request({
    operation: 'getGallery',
    method: 'GET',
    path: `/content/v1/${segment(client.site.brandId)}/galleries/${segment(params.galleryId)}`,
    query: {
      summary: params.summary ?? true,
      limit: params.limit ?? 24,
      offset: params.offset ?? 0,
      sort: params.sort ?? 'ORDER',
    },
    signal,
  });
}

/** Images and videos of up to 50 products by colour. */
export function getProductMedia(
  client: ApiClient,
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<ProductMedia> {
  return client.request({
    operation: 'getProductMedia',
    method: 'GET',
    path: `/content/v0/${segment(client.site.brandId)}/product-media`,
    query: { productId: productIds },
    signal,
  });
}

/**
 * Personalised content (shell spec §7): a 207 is a partial answer with an error per failed query;
 * a 403 is only warned (policy/personalized-content-forbidden.ts).
 */
export function getPersonalizedContent(
  client: ApiClient,
  request: PersonalizedContentRequest,
  signal?: AbortSignal,
): Promise<PersonalizedContentResponse> {
  return client.request({
    operation: OPERATION.getPersonalizedContent,
    method: 'POST',
    path: `${siteBase(client, 'content', 'v0')}/personalized-content`,
    body: request,
    signal,
  });
}
