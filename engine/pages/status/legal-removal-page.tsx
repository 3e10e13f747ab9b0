import { useTranslation } from '../../i18n/react.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';

/** 451: removed for legal reasons (shell spec §2.2). */
export default function LegalRemovalPage() {
  const { t } = useTranslation();
  return (
    <section className="sf-not-found" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('errors.unavailableInRegion')}
      </h1>
      <SiteLink to="/" className="sf-button">
        {t('errors.notFound.cta')}
      </SiteLink>
    </section>
  );
}
