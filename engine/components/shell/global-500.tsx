import { useTranslation } from '../../i18n/react.tsx';

/** The global 500 message (shell spec §2.2: any other routing error; §8 global-message-500-error-text). */
export function Global500() {
  const { t } = useTranslation();
  return (
    <section className="sf-error" role="alert">
      <h1 className="sf-page-title">{t('errors.global500Text')}</h1>
    </section>
  );
}
