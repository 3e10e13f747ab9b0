import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { CategoryListing } from '../../../schemas/api/generated/types.ts';
import { bannerIndex, listingPageCount } from '../../domain/refinements/grid-banner.ts';
import { clearRefinements } from '../../domain/refinements/listing-query.ts';
import { personalOrder } from '../../domain/catalogue/personal-order.ts';
import { tileImageLoading } from '../../domain/catalogue/tile-image-loading.ts';
import type { ListingState } from '../../domain/refinements/listing-query.ts';
import { useTranslation } from '../../i18n/react.tsx';
import type { ResolvedListingBannerProps } from '../../config/generated/resolved.ts';
import { Registered } from '../../registry/registered.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { LISTING_BANNER, tilesPerPage } from '../../routing/listing-page.ts';
import type { listingQueryAt } from '../../routing/listing-page.ts';
import { ProductTile } from '../product/product-tile.tsx';
import { useHydrated } from '../shell/use-minicart.ts';
import type { QuickShopAsked, QuickShopDialogType } from '../quick-shop/quick-shop-host.tsx';
import { useListingState } from './use-listing-state.ts';
import './listing.css';

// The controls are a chunk of their own (first-load JavaScript budget, issue 9): the server renders
// them into the HTML (the pages are plain links that work before it) and the browser hydrates them
// once the chunk is there, after the title and the tiles.
const filters = () => import('./filters-chunk.ts');
const FilterPanel = lazy(() => filters().then((chunk) => ({ default: chunk.FilterPanel })));
const FilterDialog = lazy(() => filters().then((chunk) => ({ default: chunk.FilterDialog })));
const SortSelect = lazy(() => filters().then((chunk) => ({ default: chunk.SortSelect })));
const Pagination = lazy(() => filters().then((chunk) => ({ default: chunk.Pagination })));
const AppliedFilters = lazy(() => filters().then((chunk) => ({ default: chunk.AppliedFilters })));
const QuickShopButton = lazy(() => filters().then((chunk) => ({ default: chunk.QuickShopButton })));
const QuickShopHost = lazy(() => filters().then((chunk) => ({ default: chunk.QuickShopHost })));
// Only where a personalisation flag is set, after hydration (the server's order is everyone's).
const PersonalOrder = lazy(() => import('./personal-order.tsx'));

/**
 * The personal order's reader, mounted once the page is interactive. The hydration flag lives
 * here, not in the listing: a listing re-rendered while its lazy controls are still dehydrated
 * would make React drop their server HTML and show the empty fallback (a toolbar that collapses
 * then grows back: a layout shift, shell spec §2.2's scroll positions gone wrong).
 */
function PersonalOrderOnceHydrated({ onHearted }: { onHearted: (ids: readonly string[]) => void }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <PersonalOrder onHearted={onHearted} />
    </Suspense>
  ) : null;
}

/** Tiles above the fold on a wide screen: their images load first (the largest paint). */
const FIRST_ROW = 4;

export interface ListingViewProps {
  /** The listing call for a state (routing/listing-page.ts listingQuery or listingQueryAt). */
  readonly queryOf: (state: ListingState) => ReturnType<typeof listingQueryAt>;
  readonly title: (listing: CategoryListing) => ReactNode;
  /** What an unfiltered empty result says (default: the listing's "no products"). */
  readonly empty?: ReactNode;
  /** Query the page owns besides the listing's (a search's "q=..."), kept by every link. */
  readonly kept?: string;
  /** The quick-shop dialog the tiles' buttons and #quickshop links open (pages/quick-shop). */
  readonly quickShopDialog?: QuickShopDialogType;
  /** A category's 2x1 banner tile (routing/listing-page.ts categoryBanner; the query knows it too). */
  readonly banner?: ResolvedListingBannerProps;
  /**
   * The page's personalisation level (shell spec §9: plpPersonalization on category pages,
   * searchPersonalization on search results; 0 or absent: everyone's order).
   */
  readonly personalization?: number;
}

/**
 * A listing (catalogue spec §3, §7; shell spec §2.2): sort, filters, the result count, the tiles
 * and the pages, all kept in the URL. Category pages, search results and brand and seller pages
 * are each this view over their own listing url.
 */
export function ListingView({
  queryOf,
  title,
  empty,
  kept,
  quickShopDialog,
  banner,
  personalization = 0,
}: ListingViewProps) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { state, go, hrefOf } = useListingState(kept);
  const [asked, setAsked] = useState<QuickShopAsked | undefined>(undefined);
  const [hearted, setHearted] = useState<readonly string[] | undefined>(undefined);
  // The loader has the new page in the cache before the URL changes; keeping the previous answer
  // meanwhile means a change never blanks the page (nor closes the phone's filter dialog).
  const { data } = useQuery({ ...queryOf(state), placeholderData: keepPreviousData });
  if (!data) return null;
  const facets = data.facets ?? [];
  // A signed-in shopper's hearted products first, up to the level (domain/catalogue/personal-order.ts).
  const records = personalOrder(data.records, hearted, personalization, state.sort !== undefined);
  const filtered = state.refinements.length > 0;
  const unfiltered = data.total === 0 && !filtered;
  const placement = {
    hasBanner: banner !== undefined,
    filtered,
    page: state.page,
    pageSize: tilesPerPage(env),
  };
  const bannerAt = bannerIndex(env.site.limits.listing.banner2x1Slots, records.length, placement);
  const bannerTile =
    banner && bannerAt !== undefined ? (
      <li key="sf-listing-banner" className="sf-listing__banner">
        <Registered name={LISTING_BANNER} props={{ ...banner }} />
      </li>
    ) : null;
  return (
    <section className="sf-listing" aria-labelledby="sf-listing-title">
      <h1 id="sf-listing-title" className="sf-page-title">
        {title(data)}
      </h1>
      <div className="sf-listing__layout">
        {facets.length > 0 && !unfiltered ? (
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
            {facets.length > 0 && !unfiltered ? (
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
            {unfiltered ? null : (
              <Suspense fallback={null}>
                <SortSelect current={data.sort} state={state} go={go} />
              </Suspense>
            )}
          </div>
          <Suspense fallback={null}>
            <AppliedFilters currency={data.currency} state={state} go={go} />
          </Suspense>
          {records.length > 0 ? (
            <ul className="sf-tiles sf-listing__tiles">
              {records.map((tile, index) => [
                index === bannerAt ? bannerTile : null,
                <li key={tile.productId}>
                  <ProductTile
                    tile={tile}
                    loading={tileImageLoading(index, env.flags.lazyThumbnails, FIRST_ROW)}
                  />
                  {quickShopDialog ? (
                    <Suspense fallback={null}>
                      <QuickShopButton tile={tile} open={setAsked} />
                    </Suspense>
                  ) : null}
                </li>,
              ])}
              {bannerAt === records.length ? bannerTile : null}
            </ul>
          ) : (
            <div className="sf-listing__empty">
              {filtered ? (
                <p>{t('listing.emptyFiltered')}</p>
              ) : (
                (empty ?? <p>{t('listing.empty')}</p>)
              )}
              {filtered ? (
                <button type="button" onClick={() => go(clearRefinements(state))}>
                  {t('listing.clearFilters')}
                </button>
              ) : null}
            </div>
          )}
          <Suspense fallback={null}>
            <Pagination
              totalPages={banner ? listingPageCount(data.total, placement) : data.totalPages}
              state={state}
              hrefOf={hrefOf}
            />
          </Suspense>
        </div>
      </div>
      {personalization > 0 ? <PersonalOrderOnceHydrated onHearted={setHearted} /> : null}
      {quickShopDialog ? (
        <Suspense fallback={null}>
          <QuickShopHost
            Dialog={quickShopDialog}
            asked={asked}
            onClosed={() => setAsked(undefined)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
