import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { accountSections } from '../../domain/account/account-menu.ts';
import type { AccountMenuEntry } from '../../domain/account/account-menu.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { buildRouteTable } from '../../routing/route-table.ts';
import { SiteLink } from '../common/site-link.tsx';
import './account.css';

/** The sections of the site's account menu with their paths (shell spec §2.1, §2.3). */
export function useAccountSections() {
  const { site } = useAppEnv();
  return useMemo(() => {
    const paths = new Map(buildRouteTable(site).map((route) => [route.name, route.path]));
    return accountSections(
      site.accountMenu as readonly AccountMenuEntry[],
      (name) => paths.get(name),
      site,
    );
  }, [site]);
}

/**
 * Every account page's frame: the account menu's sections (the one the shopper is on marked as
 * current) beside the page's own heading and content.
 */
export function AccountLayout({
  current,
  title,
  children,
}: {
  current: AccountMenuEntry;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const sections = useAccountSections();
  const env = useAppEnv();
  // Profile start-up's opt-out step on a page the server rendered (shell spec §4); once per page.
  useEffect(() => {
    void import('./privacy-opt-out-sync.ts').then((sync) => sync.syncPrivacyOptOut(env));
  }, [env]);
  return (
    <div className="sf-account-page">
      <nav className="sf-account__nav" aria-label={t('account.menu.label')}>
        <ul>
          {sections.map((section) => (
            <li key={section.entry}>
              <SiteLink
                to={section.path}
                aria-current={section.entry === current ? 'page' : undefined}
              >
                {t(`account.menu.${section.entry}`)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="sf-account__main" aria-labelledby="sf-page-title">
        <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
