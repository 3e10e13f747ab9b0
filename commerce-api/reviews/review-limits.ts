import type { ReviewerBadge } from '../../schemas/api/generated/types.ts';
import type { ApiSiteConfig } from '../brands.ts';

/**
 * The site's review limits (schemas/limits.schema.json "reviews"). ApiSiteConfig names the fields
 * every service needs; the resolved config carries these too, with the spec's defaults as fallback
 * for a caller that hands the API a thinner config.
 */
export interface ReviewLimits {
  readonly perPage: number;
  readonly textMaxLength: number;
  readonly mediaFetchLimit: number;
  readonly defaultSort: ReviewSort;
  readonly topRatedMinCount: number;
  readonly topRatedMinAverage: number;
  readonly maxImages: number;
  readonly maxImageBytes: number;
  readonly maxVideos: number;
  readonly maxVideoBytes: number;
  readonly acceptedMediaTypes: readonly string[];
  readonly badgeOrder: readonly ReviewerBadge[];
}

export const REVIEW_SORTS = [
  'SubmissionTime:desc',
  'SubmissionTime:asc',
  'Rating:desc',
  'Rating:asc',
  'Helpfulness:desc',
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Catalogue spec §3 Review: badge display order. */
const BADGE_ORDER: readonly ReviewerBadge[] = [
  'incentivized',
  'expert',
  'employee',
  'top50',
  'top100',
];

export function reviewLimits(site: ApiSiteConfig): ReviewLimits {
  const given = site.limits.reviews as ApiSiteConfig['limits']['reviews'] & Partial<ReviewLimits>;
  return {
    ...given,
    mediaFetchLimit: given.mediaFetchLimit ?? 100,
    defaultSort: given.defaultSort ?? 'SubmissionTime:desc',
    topRatedMinCount: given.topRatedMinCount ?? 3,
    topRatedMinAverage: given.topRatedMinAverage ?? 4.5,
    badgeOrder: given.badgeOrder ?? BADGE_ORDER,
  };
}
