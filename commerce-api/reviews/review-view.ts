import type {
  Review,
  ReviewPhoto,
  ReviewVideo,
  ReviewerBadge,
} from '../../schemas/api/generated/types.ts';
/** A review row as stored (commerce-api/storage/migrations/001_schema.sql "reviews"). */
export interface ReviewRow {
  readonly id: string;
  readonly product_id: string;
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  readonly nickname: string;
  readonly location: string | null;
  readonly fields: Record<string, unknown>;
  readonly badges: readonly ReviewerBadge[];
  readonly photos: ReviewPhoto[];
  readonly videos: ReviewVideo[];
  readonly submitted_at: Date | string;
}

/** Answers shown with a review; the reviewer's email and anything else stay private. */
const PUBLIC_FIELDS = [
  'fit',
  'sizeNormallyWorn',
  'sizePurchased',
  'heightFeet',
  'heightInches',
  'helpfulVotes',
] as const;

/** A review as the list answers it, its badges in the site's display order (catalogue spec §3). */
export function reviewView(row: ReviewRow, badgeOrder: readonly ReviewerBadge[]): Review {
  const contextData = Object.fromEntries(
    PUBLIC_FIELDS.filter((key) => row.fields[key] !== undefined).map((key) => [
      key,
      row.fields[key],
    ]),
  );
  return {
    id: row.id,
    productId: row.product_id,
    rating: row.rating,
    title: row.title,
    reviewText: row.text,
    userNickname: row.nickname,
    userLocation: row.location,
    submissionTime: new Date(row.submitted_at).toISOString(),
    isRecommended: typeof row.fields.isRecommended === 'boolean' ? row.fields.isRecommended : null,
    badges: badgeOrder.filter((badge) => row.badges.includes(badge)),
    contextData,
    photos: row.photos,
    videos: row.videos,
  };
}
