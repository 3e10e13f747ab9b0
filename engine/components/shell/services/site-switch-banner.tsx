import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { siteRoot } from '../../../routing/site-switch-links.ts';
import {
  parseRememberedSites,
  rememberSite,
  SITE_CHOICE_COOKIE,
} from '../../../domain/shell/site-switch-banner.ts';
import { useLeafMeta, useLeafRoute } from '../route-state.ts';
import { readCookie, writeCookie } from './browser-cookies.ts';
import { siteSwitchShown } from './site-switch-shown.ts';
import { useStringBundle } from './use-string-bundle.ts';
import './shell-services.css';

/**
 * The site-switch banner (shell spec §4): on a site other than the one the shopper chose (or
 * after an automatic switch, ar=1), offers the remembered site and staying here. It replaces the
 * promo banners while shown and hides once a site is chosen. A first visit remembers its site.
 * Where the server already decided it shows (site-switch-slot.tsx), it is in the page's HTML with
 * its strings, and hydrates as it is.
 */
export default function SiteSwitchBanner({
  onShownChange,
}: {
  onShownChange: (shown: boolean) => void;
}) {
  const env = useAppEnv();
  const { site, brand, sites } = env;
  const { t, i18n } = useTranslation();
  // The page's strings already hold the banner's when the server rendered it.
  const ready = useStringBundle('banners') || i18n.has('banners.siteSwitch.text');
  const meta = useLeafMeta();
  const { route } = useLeafRoute();
  const { search } = useLocation();
  const maxAge = site.limits.cookies.siteSwitchMaxAgeSeconds;
  const [cookie, setCookie] = useState(() =>
    env.side === 'server' ? env.siteChoice : readCookie(SITE_CHOICE_COOKIE),
  );
  const query = new URLSearchParams(search);
  const remembered = parseRememberedSites(cookie);
  const shown = siteSwitchShown({
    brand,
    site,
    routeDisabled: meta.disableSiteSwitchBanner,
    routeName: route?.name,
    search: query,
    cookie,
  });

  useEffect(() => {
    // A first visit remembers where the shopper is, so a later visit elsewhere can offer it back.
    if (cookie === undefined) {
      writeCookie(SITE_CHOICE_COOKIE, site.id, maxAge);
      setCookie(site.id);
    }
  }, [cookie, site.id, maxAge]);

  const visible = shown && ready;
  useEffect(() => {
    onShownChange(visible);
    return () => onShownChange(false);
  }, [visible, onShownChange]);
  if (!visible) return null;

  const other = sites.list.find((summary) => summary.id === remembered[0]);
  const choose = (siteId: string) => {
    const value = rememberSite(cookie, siteId);
    writeCookie(SITE_CHOICE_COOKIE, value, maxAge);
    setCookie(value);
  };
  return (
    <div className="sf-site-switch" role="region" aria-label={t('banners.siteSwitch.region')}>
      <p className="sf-site-switch__text">
        {t('banners.siteSwitch.text', { site: siteName(env.site.name) })}
      </p>
      <div className="sf-site-switch__actions">
        {other ? (
          <a
            className="sf-button sf-button--secondary"
            href={siteRoot(other.contextPath, brand.settings.routing.trailingSlash)}
            onClick={() => choose(other.id)}
          >
            {t('banners.siteSwitch.goTo', { site: siteName(other.name) })}
          </a>
        ) : null}
        <button type="button" className="sf-button" onClick={() => choose(site.id)}>
          {t('banners.siteSwitch.stay', { site: siteName(site.name) })}
        </button>
      </div>
    </div>
  );
}

function siteName(name: unknown): string {
  return typeof name === 'string' ? name : '';
}
