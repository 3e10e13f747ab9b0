import type { FastifyRequest } from 'fastify';
import type { SiteRef } from '../brands.ts';
import type { ListingRequest } from './listing.ts';
import type { SortField, SortOrder } from './listing-sql.ts';
import { requestLocale } from './localize.ts';
import type { RefinementInput } from './refinements.ts';
import { parseRefinements } from './refinements.ts';
import { listingLimits } from './site-settings.ts';
import { assertValid, invalid } from './validation.ts';

const POOL = /^[A-Z0-9_-]{1,40}$/;
export const PAGINATION_MESSAGE = 'Invalid parameters for getPaginatedAndSortedProducts';

/** The inventory pool header of listing calls (catalogue spec §7: the pool goes in a header). */
export function headerPool(request: FastifyRequest): string | undefined {
  const value = request.headers['x-urbn-pool'];
  const pool = Array.isArray(value) ? value[0] : value;
  return pool && POOL.test(pool) ? pool : undefined;
}

/**
 * A listing call's body and pool header as one request (catalogue spec §7: the pool in a header;
 * shell spec §5: bad pagination answers 400 'Invalid parameters for getPaginatedAndSortedProducts').
 * Shared by every listing url: categories, search results, brand and seller pages.
 */
export function listingRequestOf(
  request: FastifyRequest,
  ref: SiteRef,
  extraErrors: readonly { field: string; code: string; message: string }[] = [],
): Omit<ListingRequest, 'slug'> {
  assertValid(request, PAGINATION_MESSAGE);
  const poolId = headerPool(request);
  const body = request.body as {
    pageSize: number;
    skip: number;
    projectionSlug?: string;
    projection?: string[];
    sort?: { field: SortField; order?: SortOrder };
    refinements?: RefinementInput[];
    selectedStores?: string[];
    facets?: boolean;
    allSwatches?: boolean;
  };
  const errors = [...extraErrors];
  if (!poolId) {
    errors.push({
      field: 'x-urbn-pool',
      code: 'required',
      message: 'the x-urbn-pool header must name the inventory pool',
    });
  }
  const tilesPerPage = listingLimits(ref.site).tilesPerPage;
  if (body.pageSize > tilesPerPage) {
    errors.push({
      field: 'pageSize',
      code: 'maximum',
      message: `pageSize must be at most ${tilesPerPage} on this site`,
    });
  }
  const parsed = parseRefinements(body.refinements);
  errors.push(...parsed.errors);
  if (errors.length > 0) throw invalid(PAGINATION_MESSAGE, errors);
  const field = body.sort?.field ?? 'popularity';
  return {
    poolId: poolId!,
    pageSize: body.pageSize,
    skip: body.skip,
    sort: { field, order: body.sort?.order ?? (field === 'price' ? 'asc' : 'desc') },
    refinements: parsed.refinements,
    selectedStores: body.selectedStores ?? [],
    projectionSlug: body.projectionSlug ?? 'categorytiles',
    projection: body.projection,
    locale: requestLocale(request.headers['x-urbn-language'], ref.site),
    facets: body.facets === true,
    allSwatches: body.allSwatches === true,
  };
}
