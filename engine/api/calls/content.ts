import type {
  ContentEntries,
  ContentEntriesQuery,
  Gallery,
  GalleryQuery,
  PersonalizedContentRequest,
  PersonalizedContentResponse,
  ProductMedia,
  ProductMediaQuery,
} from '../../../schemas/api/generated/types.ts';
import { segment } from '../call.ts';
import { defineCall } from '../declaration.ts';
import { contentBadGateway } from '../policy/content-bad-gateway.ts';
import { warnedOnly } from '../policy/warned-only.ts';
import { commaList, numeral, flag, siteBase } from './wire.ts';

/** Content entries by content type, slug or sys.id (shell spec §7). */
export interface ContentEntriesLookup {
  /** A banner type, navigation, header, footer or page. */
  readonly contentType?: string;
  readonly slug?: string;
  readonly ids?: readonly string[];
  /** Include depth: 1 by default, 2 for configuration, 3 for promos (limits.content). */
  readonly include?: number;
  readonly limit?: number;
  readonly skip?: number;
  readonly locale?: string;
  /** 'preview' shows banners outside their dates (content preview). */
  readonly environment?: ContentEntriesQuery['environment'];
}

/** A 502 falls back to a direct content-service call (shell spec §7, §8). */
export const getContentEntries = defineCall<ContentEntriesLookup, ContentEntries>({
  operation: 'getContentEntries',
  service: 'content',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site) => `${siteBase(site, 'content', 'v1')}/entries`,
  query: (lookup): ContentEntriesQuery => ({
    content_type: lookup.contentType,
    slug: lookup.slug,
    'sys.id': commaList(lookup.ids),
    include: numeral(lookup.include),
    limit: numeral(lookup.limit),
    skip: numeral(lookup.skip),
    locale: lookup.locale,
    environment: lookup.environment,
  }),
  rules: [contentBadGateway],
});

export interface GalleryLookup {
  readonly galleryId: string;
  readonly limit?: number;
  readonly offset?: number;
  readonly summary?: boolean;
  readonly sort?: GalleryQuery['sort'];
}

/** A gallery (shell spec §7): summary, limit 24 (limits.content.galleryLimit), sort ORDER. */
export const getGallery = defineCall<GalleryLookup, Gallery>({
  operation: 'getGallery',
  service: 'content',
  audience: 'public',
  shared: true,
  method: 'GET',
  path: (site, { galleryId }) =>
    `/content/v1/${segment(site.brandId)}/galleries/${segment(galleryId)}`,
  query: (lookup): GalleryQuery => ({
    summary: flag(lookup.summary ?? true),
    limit: numeral(lookup.limit ?? 24),
    offset: numeral(lookup.offset ?? 0),
    sort: lookup.sort ?? 'ORDER',
  }),
});

/** Images and videos of up to 50 products by colour. */
export const getProductMedia = defineCall<{ readonly productIds: readonly string[] }, ProductMedia>(
  {
    operation: 'getProductMedia',
    service: 'content',
    audience: 'public',
    shared: true,
    method: 'GET',
    path: (site) => `/content/v0/${segment(site.brandId)}/product-media`,
    query: ({ productIds }): ProductMediaQuery => ({ productId: productIds.join(',') }),
  },
);

/** What a 403 on personalised content resolves with (shell spec §8: only warned). */
export const EMPTY_PERSONALIZED_CONTENT: PersonalizedContentResponse = Object.freeze({
  results: [],
});

/**
 * Personalised content (shell spec §7): a 207 is a partial answer with an error per failed
 * query; a 403 is only warned.
 */
export const getPersonalizedContent = defineCall<
  PersonalizedContentRequest,
  PersonalizedContentResponse
>({
  operation: 'getPersonalizedContent',
  service: 'content',
  audience: 'shopper',
  method: 'POST',
  path: (site) => `${siteBase(site, 'content', 'v0')}/personalized-content`,
  body: (request) => request,
  rules: [
    warnedOnly({
      name: 'personalized-content-forbidden',
      status: 403,
      message: 'Personalised content refused; rendering without it',
      value: EMPTY_PERSONALIZED_CONTENT,
    }),
  ],
});
