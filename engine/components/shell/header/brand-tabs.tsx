import { useTranslation } from '../../../i18n/react.tsx';
import { useLocation } from 'react-router';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SiteLink } from '../../common/site-link.tsx';
import { animatesTabs, tabHref, tabsForSite } from '../../../domain/header/brand-tabs.ts';

/** The sub-brand whose pseudo-path the shopper is under ('' on the main brand's pages). */
function currentTab(pathname: string, contextPath: string, ids: readonly string[]): string {
  const rest =
    contextPath && pathname.startsWith(contextPath) ? pathname.slice(contextPath.length) : pathname;
  const first = rest.split('/')[1] ?? '';
  return ids.includes(first) ? first : '';
}

/**
 * The sister-brand tabs of content/header.json in the main bar (shell spec §2.3, §3.3 header tab:
 * brand, url, selected, siteName): each links with ref=tab; the tab of the section the shopper is
 * in is marked current. With `animate` the links also carry the animate flag (=1), and a page
 * opened with that flag slides its current tab's underline in (server and browser alike, both read
 * the query, so hydration agrees).
 */
export function BrandTabs({ asH1, animate }: { asH1: boolean; animate: boolean }) {
  const { brand, site } = useAppEnv();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const tabs = tabsForSite(brand.content.header.tabs, brand.settings.routing.subBrands, site.id);
  const subBrands = brand.settings.routing.subBrands.map((subBrand) => subBrand.id);
  const current = currentTab(pathname, site.contextPath, subBrands);
  const list = (
    <ul className={`sf-brand-tabs${animatesTabs(search) ? ' sf-brand-tabs--animated' : ''}`}>
      {tabs.map((tab) => {
        const selected = tab.brand === current || (current === '' && tab.brand === brand.id);
        return (
          <li key={tab.brand}>
            <SiteLink
              to={tabHref(tab.url, animate)}
              aria-current={selected ? 'page' : undefined}
              className="sf-brand-tabs__link"
            >
              <img src={tab.image} alt="" width={120} height={32} />
              <span className="sf-visually-hidden">{tab.siteName}</span>
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav className="sf-logo" aria-label={t('header.brandTabs', { brand: brand.settings.name })}>
      {asH1 ? <h1 className="sf-brand-tabs__title">{list}</h1> : list}
    </nav>
  );
}
