import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiKey, callApi, isApiRequestError } from '../../api/index.ts';
import { getReviews } from '../../api/calls/reviews.ts';
import type { ReviewPage } from '../../../schemas/api/generated/types.ts';
import {
  filterParams,
  mediaReviewsLookup,
  nextPageOffset,
  onEmptyResult,
} from '../../domain/reviews/review-pages.ts';
import type { ReviewFilterChoice, ReviewSortKey } from '../../domain/reviews/review-pages.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/** "No reviews found" (catalogue spec §8): the API's 404 for a product or page without reviews. */
export const isNoReviews = (error: unknown) => isApiRequestError(error) && error.status === 404;

interface ListParams {
  readonly productId: string;
  readonly merchandiseClass: string | undefined;
  readonly filters: ReviewFilterChoice;
  readonly sort: ReviewSortKey;
  /** Told when an empty later page starts the list again from its first page. */
  readonly onReset?: () => void;
}

/**
 * The review list's pages for a product, filters and sort (catalogue spec §6 Reviews): each page
 * of limits.reviews.perPage reviews is fetched once and kept while the shopper moves between
 * filters and sorts (react-query's cache); an empty later page starts the list again from its
 * first page.
 */
export function useReviewPages({
  productId,
  merchandiseClass,
  filters,
  sort,
  onReset,
}: ListParams) {
  const { api, site } = useAppEnv();
  const queryClient = useQueryClient();
  const perPage = site.limits.reviews.perPage;
  const filter = filterParams(filters);
  const queryKey = [
    ...apiKey(api.site, getReviews, { productId, filters: filter, sort }),
    'pages',
    perPage,
  ];
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        api,
        getReviews,
        { productId, merchandiseClass, offset: pageParam, limit: perPage, filters: filter, sort },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewPage) => nextPageOffset(last),
    retry: (failures, error) => !isNoReviews(error) && failures < 2,
    staleTime: 5 * 60_000,
  });
  const pages = query.data?.pages.length ?? 0;
  const emptyLater = query.isFetchNextPageError && isNoReviews(query.error);
  useEffect(() => {
    if (emptyLater && onEmptyResult(pages) === 'reset') {
      onReset?.();
      void queryClient.resetQueries({ queryKey });
    }
    // queryKey is rebuilt each render; its parts are the dependencies.
  }, [emptyLater, pages, queryClient, productId, filter.join('|'), sort, perPage]);
  return query;
}

/**
 * The product's media reviews: the first 100 (limits.reviews.mediaFetchLimit) with hasMedia
 * (catalogue spec §9). A failure is logged and rethrown (§8); a product without any is no failure.
 */
export function useMediaReviews(productId: string, merchandiseClass: string | undefined) {
  const { api, site } = useAppEnv();
  const lookup = {
    productId,
    merchandiseClass,
    ...mediaReviewsLookup(site.limits.reviews.mediaFetchLimit),
  };
  return useQuery({
    queryKey: apiKey(api.site, getReviews, lookup),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(api, getReviews, { ...lookup, filters: [...lookup.filters] }, signal);
      } catch (error) {
        if (!isNoReviews(error))
          console.error('[storefront:reviews] Media reviews failed to load', error);
        throw error;
      }
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
}
