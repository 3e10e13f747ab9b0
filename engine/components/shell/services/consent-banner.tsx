import { useTranslation } from '../../../i18n/react.tsx';
import { CONSENT_GROUPS } from '../../../domain/consent.ts';
import type { ConsentState } from './consent-state.ts';

/**
 * The consent banner (shell spec §4): shown until the shopper chooses on sites that start
 * non-consented (EU and UK); elsewhere the site's default stands (the preferences dialog opens on
 * the OPEN_CONSENT_PREFERENCES event). Once chosen, a small 'Cookie preferences' button reopens
 * the choices, as consent platforms keep one.
 */
export function ConsentBanner({
  consent,
  defaultConsented,
  onManage,
}: {
  consent: ConsentState;
  defaultConsented: boolean;
  onManage: () => void;
}) {
  const { t } = useTranslation();
  // Sites consented by default (US) leave the choice to the footer's link; EU and UK sites keep
  // a way back to the choice on every page.
  if (defaultConsented) return null;
  if (consent.chosen) {
    return (
      <button type="button" className="sf-consent-reopen" onClick={onManage}>
        <span aria-hidden="true">🍪</span>
        <span className="sf-consent-reopen__label">{t('banners.consent.reopen')}</span>
      </button>
    );
  }
  return (
    <section className="sf-consent" role="region" aria-labelledby="sf-consent-title">
      <div className="sf-consent__body">
        <h2 id="sf-consent-title" className="sf-consent__title">
          {t('banners.consent.title')}
        </h2>
        <p className="sf-consent__text">{t('banners.consent.text')}</p>
      </div>
      <div className="sf-consent__actions">
        <button type="button" className="sf-button sf-button--secondary" onClick={onManage}>
          {t('banners.consent.manage')}
        </button>
        <button
          type="button"
          className="sf-button sf-button--secondary"
          onClick={() => consent.choose([])}
        >
          {t('banners.consent.rejectAll')}
        </button>
        <button type="button" className="sf-button" onClick={() => consent.choose(CONSENT_GROUPS)}>
          {t('banners.consent.acceptAll')}
        </button>
      </div>
    </section>
  );
}
