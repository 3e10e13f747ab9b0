import type { KindGroup } from './kinds.ts';
import type { Random } from './random.ts';
import {
  CLOSINGS,
  FIT_ANSWERS,
  LOCATIONS,
  MIDDLES,
  NICKNAMES,
  OPENINGS,
  PHOTO_CAPTIONS,
  SIZES_WORN,
  TITLES,
} from './review-text.ts';

export interface ReviewTarget {
  readonly productId: string;
  readonly brandId: string;
  readonly styleNumber: string;
  readonly group: KindGroup;
  readonly colourCodes: readonly string[];
  /** 0..1: popular products collect more reviews. */
  readonly popularity: number;
}

export interface SeededReviews {
  readonly rows: Record<string, unknown>[];
  readonly count: number;
  /** Mean of the ratings, two decimals, as products.average_rating holds it; 0 without reviews. */
  readonly average: number;
}

/** Reviews are dated in the two years before this fixed day, so reruns give the same rows. */
const LATEST = Date.UTC(2026, 10, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A product's reviews: a count skewed like real catalogues (many with none, a few with dozens),
 * ratings around a per-product quality, fit answers for things you wear, photos on some (served by
 * the images route from the product's style number, a colour and a review view r1..r3) and the
 * spec's reviewer badges. The product's review_count and average_rating come from these rows.
 */
export function reviewsFor(rng: Random, target: ReviewTarget, maxReviews = 60): SeededReviews {
  const bucket = rng.weighted<readonly [number, number]>([
    [[0, 0], 35 - target.popularity * 20],
    [[1, 3], 30],
    [[4, 10], 25],
    [[11, 30], 8 + target.popularity * 10],
    [[31, 60], 2 + target.popularity * 6],
  ]);
  const count = Math.min(maxReviews, rng.int(bucket[0], bucket[1]));
  const quality = 3 + 2 * Math.sqrt(rng.next());
  const rows: Record<string, unknown>[] = [];
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.6;
    const rating = Math.max(1, Math.min(5, Math.round(quality + noise)));
    total += rating;
    rows.push(reviewRow(rng, target, rating));
  }
  return {
    rows,
    count,
    average: count === 0 ? 0 : Math.round((total / count) * 100) / 100,
  };
}

function reviewRow(rng: Random, target: ReviewTarget, rating: number): Record<string, unknown> {
  const id = rng.uuid();
  const wearable = target.group === 'apparel' || target.group === 'shoes';
  const fields: Record<string, unknown> = {
    isRecommended: rating >= 4 || (rating === 3 && rng.chance(0.5)),
    helpfulVotes: rng.chance(0.6) ? rng.int(0, 40) : 0,
  };
  if (wearable) {
    const worn = rng.pick(SIZES_WORN);
    fields.fit = rng.pick(FIT_ANSWERS);
    fields.sizeNormallyWorn = worn;
    fields.sizePurchased = rng.chance(0.8) ? worn : rng.pick(SIZES_WORN);
    fields.heightFeet = rng.chance(0.85) ? 5 : rng.pick([4, 6]);
    fields.heightInches = rng.int(0, 11);
  }
  const parts = [
    rng.pick(OPENINGS[rating] ?? []),
    rng.pick(MIDDLES[target.group]),
    rng.pick(MIDDLES[target.group]),
    rng.pick(CLOSINGS),
  ].filter((part, position, all) => part.length > 0 && all.indexOf(part) === position);
  // The review form's minimum is 50 characters; seeded reviews keep to it too.
  if (parts.join(' ').length < 50)
    parts.push(
      rating >= 4 ? 'Overall I am really glad I bought it.' : 'Overall I expected a bit more.',
    );
  const text = parts.join(' ');
  return {
    id,
    product_id: target.productId,
    user_id: null,
    rating,
    title: rng.pick(TITLES[rating] ?? []),
    text,
    nickname: nickname(rng),
    location: rng.chance(0.7) ? rng.pick(LOCATIONS) : null,
    fields,
    badges: badges(rng),
    photos: rng.chance(0.12) ? photos(rng, target) : [],
    videos: [],
    status: 'approved',
    submitted_at: new Date(
      LATEST - rng.int(0, 730) * DAY_MS - rng.int(0, DAY_MS - 1),
    ).toISOString(),
  };
}

/** The form asks for 4 to 25 characters. */
function nickname(rng: Random): string {
  const base = rng.pick(NICKNAMES);
  const withNumber = rng.chance(0.6) || base.length < 4 ? `${base}${rng.int(1, 99)}` : base;
  return withNumber.padEnd(4, '1');
}

/** Reviewer badges (catalogue spec §3): top50 and top100 exclude each other. */
function badges(rng: Random): string[] {
  const found: string[] = [];
  if (rng.chance(0.12)) found.push('incentivized');
  if (rng.chance(0.04)) found.push('expert');
  if (rng.chance(0.04)) found.push('employee');
  const top = rng.next();
  if (top < 0.03) found.push('top50');
  else if (top < 0.08) found.push('top100');
  return found;
}

function photos(rng: Random, target: ReviewTarget): Record<string, unknown>[] {
  return Array.from({ length: rng.int(1, 3) }, (_, index) => {
    // The images route (routes/images.ts) draws any view of a style and colour; r1..r3 are the
    // customer photos. The API is mounted under /api on the storefront's server.
    const url = `/api/images/${target.brandId}/${target.styleNumber}_${rng.pick(target.colourCodes)}_r${index + 1}`;
    return {
      id: rng.uuid(),
      caption: rng.pick(PHOTO_CAPTIONS),
      sizes: {
        thumbnail: { id: 'thumbnail', url: `${url}?width=100`, width: 100, height: 150 },
        normal: { id: 'normal', url: `${url}?width=640`, width: 640, height: 959 },
      },
    };
  });
}
