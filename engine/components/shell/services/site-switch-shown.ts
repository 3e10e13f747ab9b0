import type { ResolvedBrand, ResolvedSite } from '../../../config/types.ts';
import {
  parseRememberedSites,
  showSiteSwitchBanner,
} from '../../../domain/shell/site-switch-banner.ts';

/** The banner's module, as the build names its chunk: the page preloads it where it shows. */
export const SITE_SWITCH_MODULE = 'engine/components/shell/services/site-switch-banner.tsx';

/** What decides the site-switch banner on one page, as the server and the browser both see it. */
export interface SiteSwitchPage {
  readonly brand: ResolvedBrand;
  readonly site: ResolvedSite;
  /** Route meta disableSiteSwitchBanner. */
  readonly routeDisabled: boolean;
  readonly routeName: string | undefined;
  readonly search: URLSearchParams;
  /** The site-switch cookie's value (SITE_CHOICE_COOKIE). */
  readonly cookie: string | undefined;
}

/**
 * Whether the site-switch banner shows on this page (shell spec §4): the one reading of the
 * brand, site, route, query and cookie, for the server's first render (so the banner is in the
 * HTML and nothing moves when the page comes alive) and for the banner itself in the browser.
 */
export function siteSwitchShown(page: SiteSwitchPage): boolean {
  return showSiteSwitchBanner({
    siteSwitching: page.brand.content.footer.siteSwitching,
    appEnabled: page.site.switches.siteSwitchBanner,
    routeDisabled: page.routeDisabled,
    contentPreview: page.routeName === 'content-preview',
    currentSite: page.site.id,
    rememberedSites: parseRememberedSites(page.cookie),
    autoSwitched: page.search.get('ar') === '1',
    ref: page.search.get('ref'),
  });
}
