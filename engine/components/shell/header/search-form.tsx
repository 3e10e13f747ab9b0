import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { useSitePath } from '../../common/site-link.tsx';

/** A plain GET form to /search: it works before (and without) JavaScript. */
export function SearchForm() {
  const { t } = useTranslation();
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
        id="sf-search-input"
        type="search"
        name="q"
        placeholder={t('header.searchPlaceholder')}
      />
      <button type="submit">{t('header.search')}</button>
    </form>
  );
}
