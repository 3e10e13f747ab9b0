import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useListingState } from '../../components/listing/use-listing-state.ts';
import { ProductTile } from '../../components/product/product-tile.tsx';
import type { ResolvedListingPageProps } from '../../config/generated/resolved.ts';
import { clearRefinements } from '../../domain/refinements/listing-query.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { listingQuery } from '../../routing/listing-page.ts';
import '../../components/listing/listing.css';

// The controls are a chunk of their own (first-load JavaScript budget, issue 9): the server renders
// them into the HTML (the pages are plain links that work before it) and the browser hydrates them
// once the chunk is there, after the title and the tiles.
const filters = () => import('../../components/listing/filters-chunk.ts');
const FilterPanel = lazy(() => filters().then((chunk) => ({ default: chunk.FilterPanel })));
const FilterDialog = lazy(() => filters().then((chunk) => ({ default: chunk.FilterDialog })));
const SortSelect = lazy(() => filters().then((chunk) => ({ default: chunk.SortSelect })));
const Pagination = lazy(() => filters().then((chunk) => ({ default: chunk.Pagination })));
const AppliedFilters = lazy(() => filters().then((chunk) => ({ default: chunk.AppliedFilters })));

/** Tiles above the fold on a wide screen: their images load first (the largest paint). */
const PRIORITY_TILES = 4;

/**
 * A category listing (catalogue spec §3, §7; shell spec §2.2): sort, filters, the result count,
 * the tiles and the pages, all kept in the URL.
 */
export default function ListingPage({ slug }: ResolvedListingPageProps) {
  const env = useAppEnv();
  const { t } = useTranslation();
  const { state, go, hrefOf } = useListingState();
  // The loader has the new page in the cache before the URL changes; keeping the previous answer
  // meanwhile means a change never blanks the page (nor closes the phone's filter dialog).
  const { data } = useQuery({
    ...listingQuery(env, slug, state),
    placeholderData: keepPreviousData,
  });
  if (!data) return null;
  const facets = data.facets ?? [];
  const filtered = state.refinements.length > 0;
  return (
    <section className="sf-listing" aria-labelledby="sf-listing-title">
      <h1 id="sf-listing-title" className="sf-page-title">
        {data.category.displayName}
      </h1>
      <div className="sf-listing__layout">
        {facets.length > 0 ? (
          <aside className="sf-listing__filters" aria-labelledby="sf-listing-filters-title">
            <h2 id="sf-listing-filters-title" className="sf-listing__filters-title">
              {t('plp.filters')}
            </h2>
            <Suspense fallback={null}>
              <FilterPanel facets={facets} currency={data.currency} state={state} go={go} />
            </Suspense>
          </aside>
        ) : null}
        <div className="sf-listing__main">
          <div className="sf-listing__toolbar">
            {facets.length > 0 ? (
              <Suspense fallback={null}>
                <FilterDialog
                  facets={facets}
                  currency={data.currency}
                  total={data.total}
                  state={state}
                  go={go}
                />
              </Suspense>
            ) : null}
            <p className="sf-listing__count" role="status">
              {t('plp.results', { count: data.total })}
            </p>
            <Suspense fallback={null}>
              <SortSelect current={data.sort} state={state} go={go} />
            </Suspense>
          </div>
          <Suspense fallback={null}>
            <AppliedFilters currency={data.currency} state={state} go={go} />
          </Suspense>
          {data.records.length > 0 ? (
            <ul className="sf-tiles sf-listing__tiles">
              {data.records.map((tile, index) => (
                <li key={tile.productId}>
                  <ProductTile tile={tile} priority={index < PRIORITY_TILES} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="sf-listing__empty">
              <p>{t(filtered ? 'listing.emptyFiltered' : 'listing.empty')}</p>
              {filtered ? (
                <button type="button" onClick={() => go(clearRefinements(state))}>
                  {t('listing.clearFilters')}
                </button>
              ) : null}
            </div>
          )}
          <Suspense fallback={null}>
            <Pagination totalPages={data.totalPages} state={state} hrefOf={hrefOf} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
