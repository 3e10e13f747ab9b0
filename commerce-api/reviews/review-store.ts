import { randomUUID } from 'node:crypto';
import { ApiError, badRequest, conflict } from '../http/errors.ts';
import type { Database, Queryable } from '../storage/database.ts';
import { UNATTACHED_TTL_MS } from './media-records.ts';
import type { MediaKind } from './media-types.ts';
import type { ReviewRow } from './review-view.ts';

export interface NewReview {
  readonly productId: string;
  readonly userId: string;
  readonly rating: number;
  readonly title: string;
  readonly text: string;
  readonly nickname: string;
  readonly location: string | null;
  readonly fields: Record<string, unknown>;
  readonly badges: readonly string[];
  readonly photoIds: readonly string[];
  readonly videoIds: readonly string[];
}

/**
 * Saves a review with its media and refreshes the product's review count and average rating, in
 * one transaction. The product row is locked first, so two reviews of one product at once each
 * count the other, and one shopper cannot review a product twice.
 */
export async function saveReview(
  db: Database,
  review: NewReview,
  mediaUrl: (id: string) => string,
): Promise<ReviewRow> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [review.productId]);
    const [existing] = await tx.query(
      'SELECT id FROM reviews WHERE product_id = $1 AND user_id = $2',
      [review.productId, review.userId],
    );
    if (existing) throw conflict('REVIEW_EXISTS', 'You have already reviewed this product.');
    const id = randomUUID();
    const photos = (await attachMedia(tx, review, 'image', review.photoIds)).map((media) => ({
      id: media,
      caption: '',
      sizes: { thumbnail: { url: mediaUrl(media) }, normal: { url: mediaUrl(media) } },
    }));
    const videos = (await attachMedia(tx, review, 'video', review.videoIds)).map((media) => ({
      videoId: media,
      url: mediaUrl(media),
      thumbnail: null,
      captionUrl: null,
    }));
    const [row] = await tx.query<ReviewRow>(
      `INSERT INTO reviews (id, product_id, user_id, rating, title, text, nickname, location,
                            fields, badges, photos, videos)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
      [
        id,
        review.productId,
        review.userId,
        review.rating,
        review.title,
        review.text,
        review.nickname,
        review.location,
        JSON.stringify(review.fields),
        [...review.badges],
        JSON.stringify(photos),
        JSON.stringify(videos),
      ],
    );
    // The media rows point at the review only now that it exists (the foreign key).
    await tx.query('UPDATE review_media SET review_id = $1 WHERE id = ANY($2::uuid[])', [
      id,
      [...review.photoIds, ...review.videoIds],
    ]);
    await tx.query(
      `UPDATE products SET review_count = s.total, average_rating = round(s.average, 2)
         FROM (SELECT count(*) AS total, coalesce(avg(rating), 0) AS average
                 FROM reviews WHERE product_id = $1 AND status = 'approved') s
        WHERE id = $1`,
      [review.productId],
    );
    if (!row) throw new ApiError(500, 'INTERNAL_ERROR', 'The review was not saved.');
    return row;
  });
}

/**
 * The media ids a review names, checked: uploaded by this shopper, for this product, of the right
 * kind, whole, within their day, and not yet part of another review. Row locks keep two reviews from taking one file.
 */
async function attachMedia(
  tx: Queryable,
  review: NewReview,
  kind: MediaKind,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM review_media
      WHERE id = ANY($1::uuid[]) AND user_id = $2 AND product_id = $3 AND kind = $4
        AND review_id IS NULL AND state = 'stored'
        AND created_at > now() - ($5::int * interval '1 millisecond')
      FOR UPDATE`,
    [[...ids], review.userId, review.productId, kind, UNATTACHED_TTL_MS],
  );
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const field = kind === 'image' ? 'photos' : 'videos';
    const message = `${field} names media that is not your upload for this product, or is already used: ${missing.join(', ')}`;
    throw badRequest('VALIDATION_ERROR', message, [{ field, code: 'media', message }]);
  }
  return [...ids];
}
