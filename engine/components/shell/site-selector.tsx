import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ResolvedSite } from '../../config/types.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { siteSwitchHref } from '../../routing/site-switch.ts';

/** The site's currency with its prefix ("C$ CAD"), as the site config lists it. */
function currencyOf(site: ResolvedSite): string {
  const prefix = site.availableCurrencies.find(
    (currency) => currency.currencyCode === site.currency,
  )?.currencyPrefix;
  return prefix ? `${prefix} ${site.currency}` : site.currency;
}

/**
 * The header's site and currency selector (shell spec §2.3): every sister site with its country
 * code and currency, and its languages only where the site config sets showLanguageInSelector.
 * Each link lands on the same page of that site where it has the page, else on its root
 * (issue 4 §4, app/site-switch.ts). A site change is a full page load: another context path is
 * another router basename. The 'Shop In' modal comes with a later issue.
 */
export function SiteSelector() {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const location = useLocation();
  const sites = Object.values(brand.sites);
  return (
    <details className="sf-site-select">
      <summary>{t('header.siteSelect')}</summary>
      <ul>
        {sites.map((target) => (
          <li key={target.id}>
            <a
              href={siteSwitchHref(site, target, location.pathname, location.search)}
              hrefLang={target.defaultLocale}
              aria-current={target.id === site.id ? 'true' : undefined}
            >
              <span className="sf-site-select__name">{target.name}</span>{' '}
              <span className="sf-site-select__detail">
                <span className="sf-visually-hidden">{t('siteSelect.country')}: </span>
                {target.country}
              </span>{' '}
              <span className="sf-site-select__detail">
                <span className="sf-visually-hidden">{t('siteSelect.currency')}: </span>
                {currencyOf(target)}
              </span>
              {target.showLanguageInSelector ? (
                <>
                  {' '}
                  <span className="sf-site-select__detail">
                    <span className="sf-visually-hidden">{t('siteSelect.language')}: </span>
                    {target.languages
                      .map((language) => t(`languages.${language}`, { defaultValue: language }))
                      .join(', ')}
                  </span>
                </>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
