import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import type { SiteSummary } from '../../config/site-directory.ts';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { languageCookie } from '../../routing/site-language.ts';
import { siteRoot, siteSwitchLinks } from '../../routing/site-switch-links.ts';

/** The site's currency with its prefix ("C$ CAD"), as the site config lists it. */
function currencyOf(site: SiteSummary): string {
  return site.currencyPrefix ? `${site.currencyPrefix} ${site.currency}` : site.currency;
}

/**
 * The site and currency selector (shell spec §2.3): a disclosure showing the current site's
 * country code and currency, opening the list of sister sites below it. A <details>, so the
 * server's page carries the links and the selector opens without JavaScript; once hydrated,
 * Escape and a press outside close it. The header's (desktop utility bar) and, on brands whose
 * 'Shop In' modal is off, the footer's "Change country" link (`label`) are one; where it is on,
 * the header's opens the modal.
 * Each link lands on the same page of that site where it has the page, else on its root
 * (issue 4 §4, routing/site-switch.ts); the server's page carries those links, and after a client
 * navigation the selector works them out when it is opened (loading the sister sites' configs
 * then, not with every page). A site change is a full page load: another context path is another
 * router basename.
 */
export function SiteSelector({ label }: { label?: string }) {
  const { t } = useTranslation();
  const { site, sites, flags } = useAppEnv();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDetailsElement>(null);
  const here = sites.list.find((entry) => entry.id === site.id);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) box.current!.open = false;
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <details
      ref={box}
      className={label ? 'sf-site-select sf-site-select--inline' : 'sf-site-select'}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !box.current?.open) return;
        event.stopPropagation();
        box.current.open = false;
        box.current.querySelector('summary')?.focus();
      }}
    >
      <summary
        // Where the 'Shop In' modal is on (enableSiteSelectModal, shell spec §2.4), the selector
        // opens it; the list below stays for a page not yet hydrated.
        onClick={
          flags.enableSiteSelectModal === true
            ? (event) => {
                event.preventDefault();
                void navigate({ search, hash: '#site-select' });
              }
            : undefined
        }
      >
        <span className="sf-glyph sf-glyph--globe" aria-hidden="true" />
        {label ?? (
          <span>
            <span className="sf-visually-hidden">{t('header.siteSelect')}: </span>
            {here ? `${here.country} | ${currencyOf(here)}` : null}
          </span>
        )}
        <span className="sf-glyph sf-glyph--chevron" aria-hidden="true" />
      </summary>
      <SiteList open={open} />
    </details>
  );
}

/**
 * The sites of the selector, each a link to the same page there, the current one marked;
 * `open`: work the links out now (the header's selector, the drawer's and the 'Shop In' modal,
 * shell spec §2.3, §2.4).
 */
export function SiteList({ open }: { open: boolean }) {
  const env = useAppEnv();
  const { brand, site, sites, locale } = env;
  const { t } = useTranslation();
  const location = useLocation();
  const { data: links } = useQuery({
    ...siteSwitchLinks(env, location.pathname, location.search),
    enabled: open,
  });
  const { trailingSlash } = brand.settings.routing;
  return (
    <ul className="sf-site-list">
      {sites.list.flatMap((target) =>
        // A site showing its languages offers each as a choice of its own (fr-CA on the Canada site).
        (target.showLanguageInSelector && target.languages.length > 1
          ? target.languages
          : [undefined]
        ).map((language) => (
          <li key={`${target.id} ${language ?? ''}`}>
            <a
              href={links?.[target.id] ?? siteRoot(target.contextPath, trailingSlash)}
              hrefLang={language ?? target.defaultLocale}
              aria-current={
                target.id === site.id && (language === undefined || language === locale)
                  ? 'true'
                  : undefined
              }
              // The page loads in the chosen language: the server reads it from the cookie.
              onClick={language ? () => (document.cookie = languageCookie(language)) : undefined}
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
                    {(language ? [language] : target.languages)
                      .map((code) => t(`languages.${code}`, { defaultValue: code }))
                      .join(', ')}
                  </span>
                </>
              ) : null}
            </a>
          </li>
        )),
      )}
    </ul>
  );
}
