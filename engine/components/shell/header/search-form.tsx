import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useSitePath } from '../../common/site-link.tsx';

// The suggestions are a chunk loaded on the box's first focus, with their strings and the box's
// combobox attributes (issue 11: no page's first-load JavaScript grows).
const SearchSuggestions = lazy(() => import('../../search/search-suggestions.tsx'));

/**
 * A plain GET form to /search: it works before (and without) JavaScript. Once focused, the box
 * becomes a combobox with suggestions (components/search/search-suggestions.tsx).
 */
export function SearchForm() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const sitePath = useSitePath();
  const { site } = useAppEnv();
  return (
    <form
      className="sf-search"
      role="search"
      action={site.contextPath + sitePath('/search')}
      method="get"
    >
      <label htmlFor="sf-search-input" className="sf-visually-hidden">
        {t('header.search')}
      </label>
      <input
        ref={input}
        onFocus={() => setEnhanced(true)}
        id="sf-search-input"
        type="search"
        name="q"
        placeholder={t('header.searchPlaceholder')}
      />
      <button type="submit" className="sf-search__submit">
        <span className="sf-glyph sf-glyph--search" aria-hidden="true" />
        <span className="sf-visually-hidden">{t('header.search')}</span>
      </button>
      {enhanced ? (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} />
        </Suspense>
      ) : null}
    </form>
  );
}
