import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useSitePath } from '../../common/site-link.tsx';

// The suggestions are a chunk loaded on the box's first focus, with the strings they show (issue 11:
// no page's first-load JavaScript grows).
const SearchSuggestions = lazy(() =>
  import('../../search/search-suggestions.tsx').then((chunk) => ({
    default: chunk.SearchSuggestions,
  })),
);

/**
 * A plain GET form to /search: it works before (and without) JavaScript. Once focused, the box
 * becomes a combobox with suggestions (components/search/search-suggestions.tsx).
 */
export function SearchForm() {
  const { t } = useTranslation();
  const sitePath = useSitePath();
  const env = useAppEnv();
  const { site } = env;
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const enhance = () => {
    if (enhanced) return;
    void Promise.resolve(env.loadStrings?.(['search'])).then(() => setEnhanced(true));
  };
  return (
    <form
      ref={form}
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
        id="sf-search-input"
        type="search"
        name="q"
        maxLength={100}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls="sf-search-listbox"
        placeholder={t('header.searchPlaceholder')}
        onFocus={enhance}
      />
      <button type="submit">{t('header.search')}</button>
      {enhanced ? (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} form={form} />
        </Suspense>
      ) : null}
    </form>
  );
}
