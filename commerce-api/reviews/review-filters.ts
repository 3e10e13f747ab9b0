import { badRequest } from '../http/errors.ts';

/** Review filters the list understands (catalogue spec §7 Reviews "filter", §9 hasMedia). */
export interface ReviewFilters {
  readonly rating?: readonly number[];
  readonly hasMedia?: boolean;
  readonly hasPhotos?: boolean;
  readonly hasVideos?: boolean;
  readonly isRecommended?: boolean;
  readonly badge?: readonly string[];
}

const BOOLEAN_KEYS = ['hasMedia', 'hasPhotos', 'hasVideos', 'isRecommended'] as const;
const KEYS = new Set<string>(['rating', 'badge', ...BOOLEAN_KEYS]);

/**
 * Reads `filter` values such as "rating:5", "rating:4,5", "hasMedia:true" or several in one
 * ("rating:5,hasMedia:true"): a token with a colon starts a filter, a bare token adds a value to
 * the one before. The parameter may repeat. An unknown filter or value is a 400, not ignored.
 */
export function readFilters(raw: string | readonly string[] | undefined): ReviewFilters {
  const values = new Map<string, string[]>();
  let current: string | undefined;
  for (const token of (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((entry) =>
    entry.split(','),
  )) {
    const text = token.trim();
    if (!text) continue;
    const colon = text.indexOf(':');
    if (colon >= 0) {
      current = text.slice(0, colon);
      if (!KEYS.has(current)) throw invalid(`filter "${current}" is not known`);
      values.set(current, [...(values.get(current) ?? []), text.slice(colon + 1)]);
    } else if (current) {
      values.get(current)?.push(text);
    } else {
      throw invalid(`filter "${text}" needs the form name:value`);
    }
  }
  const filters: {
    rating?: number[];
    badge?: string[];
    hasMedia?: boolean;
    hasPhotos?: boolean;
    hasVideos?: boolean;
    isRecommended?: boolean;
  } = {};
  const ratings = values.get('rating');
  if (ratings) {
    filters.rating = ratings.map((value) => {
      if (!/^[1-5]$/.test(value)) throw invalid('filter rating takes 1 to 5');
      return Number(value);
    });
  }
  const badges = values.get('badge');
  if (badges) filters.badge = badges;
  for (const key of BOOLEAN_KEYS) {
    const given = values.get(key);
    if (!given) continue;
    if (given.length !== 1 || (given[0] !== 'true' && given[0] !== 'false')) {
      throw invalid(`filter ${key} takes true or false`);
    }
    filters[key] = given[0] === 'true';
  }
  return filters;
}

function invalid(message: string) {
  return badRequest('VALIDATION_ERROR', message, [{ field: 'filter', code: 'filter', message }]);
}

/** The filters as SQL conditions over `reviews`, numbering parameters after `params`. */
export function filterSql(filters: ReviewFilters, params: unknown[]): string[] {
  const where: string[] = [];
  const media = {
    photos: 'jsonb_array_length(photos) > 0',
    videos: 'jsonb_array_length(videos) > 0',
  };
  if (filters.rating) {
    params.push(filters.rating);
    where.push(`rating = ANY($${params.length}::integer[])`);
  }
  if (filters.badge) {
    params.push(filters.badge);
    where.push(`badges && $${params.length}::text[]`);
  }
  if (filters.hasMedia !== undefined) {
    where.push(`${filters.hasMedia ? '' : 'NOT '}(${media.photos} OR ${media.videos})`);
  }
  if (filters.hasPhotos !== undefined) {
    where.push(`${filters.hasPhotos ? '' : 'NOT '}(${media.photos})`);
  }
  if (filters.hasVideos !== undefined) {
    where.push(`${filters.hasVideos ? '' : 'NOT '}(${media.videos})`);
  }
  if (filters.isRecommended !== undefined) {
    params.push(filters.isRecommended ? 'true' : 'false');
    where.push(`fields->>'isRecommended' = $${params.length}`);
  }
  return where;
}
