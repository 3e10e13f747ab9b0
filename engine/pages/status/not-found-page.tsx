import { useTranslation } from '../../i18n/react.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';

/** The not-found page (404, not indexed; shell spec §2.1). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="sf-not-found" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('errors.notFound.title')}
      </h1>
      <p>{t('errors.notFound.body')}</p>
      <SiteLink to="/" className="sf-button">
        {t('errors.notFound.cta')}
      </SiteLink>
    </section>
  );
}
