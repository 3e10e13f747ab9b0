/**
 * Whether the site-switch banner shows (shell spec §4, §2.2): only when the site-switch setting
 * exists, the current site differs from the sites the shopper's cookie remembers (or an
 * auto-switch just happened), neither the route meta (disableSiteSwitchBanner) nor the app config
 * disable it, the page is not Content Preview, and the ref query is neither 'footer' nor the
 * auto-switch marker. Pure: the caller reads cookies and the query.
 */
export interface SiteSwitchBannerInput {
  /** The brand's site-switching setting (footer content siteSwitching), absent when none. */
  readonly siteSwitching: { readonly enabled: boolean } | undefined;
  /** The site's switch (switches.siteSwitchBanner): the app config. */
  readonly appEnabled: boolean;
  /** Route meta disableSiteSwitchBanner. */
  readonly routeDisabled: boolean;
  readonly contentPreview: boolean;
  readonly currentSite: string;
  /** Site ids the site-switch cookie remembers (the shopper chose or dismissed them). */
  readonly rememberedSites: readonly string[];
  readonly autoSwitched: boolean;
  /** The ref query value, or null. */
  readonly ref: string | null;
}

/** The site-switch cookie: the sites the shopper chose, most recent first (shell spec §3.4 "site choice"). */
export const SITE_CHOICE_COOKIE = 'sf_site_choice';

/** The ref value the server puts on an automatic site switch's redirect. */
export const AUTO_SWITCH_REF = 'auto-switch';
export const FOOTER_REF = 'footer';

export function showSiteSwitchBanner(input: SiteSwitchBannerInput): boolean {
  if (!input.siteSwitching?.enabled) return false;
  if (!input.appEnabled || input.routeDisabled || input.contentPreview) return false;
  if (input.ref === FOOTER_REF || input.ref === AUTO_SWITCH_REF) return false;
  const differs =
    input.rememberedSites.length > 0 && !input.rememberedSites.includes(input.currentSite);
  return differs || input.autoSwitched;
}

/**
 * The site-switch cookie's value: remembered site ids, comma separated. Hostile input: only ids
 * of the shape sites have are kept, at most 10.
 */
export function parseRememberedSites(cookie: string | undefined): string[] {
  if (!cookie) return [];
  return cookie
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[a-z0-9][a-z0-9-]{0,31}$/.test(id))
    .slice(0, 10);
}

/** The cookie value once `siteId` is chosen: it becomes the first remembered site. */
export function rememberSite(cookie: string | undefined, siteId: string): string {
  const rest = parseRememberedSites(cookie).filter((id) => id !== siteId);
  return [siteId, ...rest].slice(0, 10).join(',');
}
