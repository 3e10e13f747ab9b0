import { Suspense } from 'react';
import { SiteLink } from '../../components/common/site-link.tsx';
import { searchTilesUrl } from '../../api/calls/search.ts';
import type { ResolvedSearchPageProps } from '../../config/generated/resolved.ts';
import { normaliseSearch } from '../../domain/search/search-query.ts';
import { searchTitleWords } from '../../domain/search/search-title.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { LazyListingView } from '../listing/lazy-listing-view.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { listingQueryAt } from '../../routing/listing-page.ts';
import './search-page.css';

/**
 * Search results (catalogue spec §1 /search): the listing view over the search's listing url,
 * with the category listing's sort, filters, count and pages; an empty result says so and what
 * to try. The words are only ever text (React escapes them), never markup.
 */
export default function SearchPage({ q }: ResolvedSearchPageProps) {
  const env = useAppEnv();
  const { t } = useTranslation();
  const query = normaliseSearch(q);
  if (query.words.length === 0) {
    return (
      <section className="sf-search-page" aria-labelledby="sf-search-title">
        <h1 id="sf-search-title" className="sf-page-title">
          {t('search.title')}
        </h1>
        <p>{t('search.noQuery')}</p>
      </section>
    );
  }
  const url = searchTilesUrl(env.api.site, query.text);
  return (
    <Suspense fallback={null}>
      <LazyListingView
        queryOf={(state) => listingQueryAt(env, url, state)}
        title={() => t('catalogueMore.searchHeading', { query: searchTitleWords(query.text) })}
        kept={new URLSearchParams({ q: query.text }).toString()}
        personalization={
          typeof env.flags.searchPersonalization === 'number' ? env.flags.searchPersonalization : 0
        }
        empty={
          <div className="sf-search-page__empty">
            <p>{t('search.empty', { query: query.text })}</p>
            <p>{t('search.emptyHelp')}</p>
            <SiteLink to="/">{t('search.emptyHome')}</SiteLink>
          </div>
        }
      />
    </Suspense>
  );
}
