import { randomUUID } from 'node:crypto';
import { fieldError, tooMany } from '../http/errors.ts';
import type { Database, Queryable } from '../storage/database.ts';
import type { MediaStore } from './media-store.ts';
import type { MediaKind } from './media-types.ts';

/** An upload no review took within a day is forgotten (issue 10). */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;
/** Uploads one shopper may stream at once (issue 10: concurrent uploads per shopper bounded). */
export const MAX_UPLOADS_IN_FLIGHT = 2;
/** An upload still "uploading" after this long was cut off with its process; it holds no place. */
const STALE_UPLOAD_MS = 30 * 60 * 1000;
/** Expired uploads forgotten per new upload, so the sweep never holds a request up for long. */
const SWEEP_BATCH = 50;

export interface Reservation {
  readonly userId: string;
  readonly productId: string;
  readonly siteId: string;
  readonly kind: MediaKind;
  readonly contentType: string;
  /** The site's maximum per review: limits.reviews.maxImages or maxVideos. */
  readonly maxPerReview: number;
}

/**
 * Holds a place for an upload before its bytes are read: counted on the server, a shopper has at
 * most `maxPerReview` images (videos) waiting for their review of a product and at most
 * MAX_UPLOADS_IN_FLIGHT uploads streaming at once. One transaction per shopper at a time (an
 * advisory lock), so two uploads racing for the last place cannot both take it.
 */
export async function reserveUpload(
  db: Database,
  media: MediaStore,
  reservation: Reservation,
): Promise<string> {
  await sweepExpired(db, media);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `review-media:${reservation.userId}`,
    ]);
    const [counts] = await tx.query<{ in_flight: number; pending: number }>(
      `SELECT
         count(*) FILTER (WHERE state = 'uploading'
                            AND created_at > now() - ($4::int * interval '1 millisecond'))::int AS in_flight,
         count(*) FILTER (WHERE product_id = $2 AND kind = $3 AND review_id IS NULL
                            AND created_at > now() - ($5::int * interval '1 millisecond'))::int AS pending
         FROM review_media WHERE user_id = $1`,
      [
        reservation.userId,
        reservation.productId,
        reservation.kind,
        STALE_UPLOAD_MS,
        UNATTACHED_TTL_MS,
      ],
    );
    if ((counts?.in_flight ?? 0) >= MAX_UPLOADS_IN_FLIGHT) {
      throw tooMany(
        'UPLOADS_IN_PROGRESS',
        `You are already uploading ${MAX_UPLOADS_IN_FLIGHT} files. Try again when one has finished.`,
        10,
      );
    }
    if ((counts?.pending ?? 0) >= reservation.maxPerReview) {
      const noun = reservation.kind === 'image' ? 'images' : 'videos';
      throw fieldError(
        'file',
        'maxItems',
        `A review takes at most ${reservation.maxPerReview} ${noun}, and you have uploaded ${counts?.pending}. Remove one to add another.`,
      );
    }
    const id = randomUUID();
    await tx.query(
      `INSERT INTO review_media (id, product_id, kind, content_type, byte_size, merchandise_class,
                                 user_id, site_id, state)
       VALUES ($1, $2, $3, $4, 0, '', $5, $6, 'uploading')`,
      [
        id,
        reservation.productId,
        reservation.kind,
        reservation.contentType,
        reservation.userId,
        reservation.siteId,
      ],
    );
    return id;
  });
}

/** The bytes are all stored: the upload is whole and may be attached to a review. */
export async function completeUpload(
  db: Queryable,
  id: string,
  { byteSize, merchandiseClass }: { byteSize: number; merchandiseClass: string },
): Promise<void> {
  await db.query(
    `UPDATE review_media SET state = 'stored', byte_size = $2, merchandise_class = $3
      WHERE id = $1`,
    [id, byteSize, merchandiseClass],
  );
}

/** Forgets an upload and its bytes. */
export async function discardUpload(db: Queryable, media: MediaStore, id: string): Promise<void> {
  await media.remove([id]);
  await db.query('DELETE FROM review_media WHERE id = $1', [id]);
}

/** Forgets uploads no review took within a day, and uploads cut off mid-way. */
export async function sweepExpired(db: Queryable, media: MediaStore): Promise<void> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM review_media
      WHERE review_id IS NULL
        AND (created_at < now() - ($1::int * interval '1 millisecond')
             OR (state = 'uploading' AND created_at < now() - ($2::int * interval '1 millisecond')))
      LIMIT ${SWEEP_BATCH}`,
    [UNATTACHED_TTL_MS, STALE_UPLOAD_MS],
  );
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await media.remove(ids);
  await db.query('DELETE FROM review_media WHERE id = ANY($1::uuid[])', [ids]);
}

export interface MediaRow {
  readonly content_type: string;
  readonly byte_size: number;
  readonly user_id: string | null;
  /** Part of a review: public from then on. */
  readonly attached: boolean;
}

/**
 * A stored upload of the brand as `viewerId` may see it: once part of a review, anyone; before,
 * only the shopper who uploaded it, and only within its day.
 */
export async function visibleMedia(
  db: Queryable,
  { id, brandId, viewerId }: { id: string; brandId: string; viewerId: string | undefined },
): Promise<MediaRow | undefined> {
  const [row] = await db.query<MediaRow>(
    `SELECT m.content_type, m.byte_size, m.user_id, m.review_id IS NOT NULL AS attached
       FROM review_media m JOIN products p ON p.id = m.product_id
      WHERE m.id = $1 AND p.brand_id = $2 AND m.state = 'stored'
        AND (m.review_id IS NOT NULL
             OR (m.user_id = $3 AND m.created_at > now() - ($4::int * interval '1 millisecond')))`,
    [id, brandId, viewerId ?? null, UNATTACHED_TTL_MS],
  );
  return row;
}
