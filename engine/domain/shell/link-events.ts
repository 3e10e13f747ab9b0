import type { AnalyticsEvent, AnalyticsEventName } from './analytics-events.ts';

/**
 * The shell's link events (shell spec §7 "analytics link events top_nav click, top_nav expand,
 * hamburger nav click, site select modal click, primary header click"; §4 product-tray events):
 * which control of the page each event is for, by its place in the shell's markup. One listener
 * reads this table (services/link-tracking.ts), so the header ships no tracking code of its own.
 * First match wins: the more specific selectors come first.
 */
export const LINK_EVENTS: readonly (readonly [selector: string, name: AnalyticsEventName])[] = [
  ['.sf-header__hamburger', 'hamburger_click'],
  ['.sf-nav .sf-nav__expand', 'top_nav_expand'],
  ['.sf-nav .sf-nav__top', 'top_nav_click'],
  ['.sf-nav .sf-mega a', 'top_nav_click'],
  ['.sf-drawer__list a', 'top_nav_click'],
  ['.sf-site-select > summary', 'site_select_click'],
  ['.sf-logo__link', 'primary_header_click'],
  ['.sf-brand-tabs a', 'primary_header_click'],
  ['.sf-brand-links a', 'primary_header_click'],
  ['.sf-header__action', 'primary_header_click'],
  ['.sf-tray a', 'product_tray_click'],
];

/** The longest label an event carries: a link's text, never a whole panel's. */
export const LINK_LABEL_MAX = 100;

/**
 * A control's event, its label the visible text (whitespace collapsed, cut to the maximum); a
 * control whose content names it an analytics label (a sister brand's logo) gives that instead.
 */
export function linkEvent(
  name: AnalyticsEventName,
  text: string | null | undefined,
  href?: string | null,
): AnalyticsEvent {
  const label = (text ?? '').replace(/\s+/g, ' ').trim().slice(0, LINK_LABEL_MAX);
  return { name, data: { label, ...(href ? { href: href.slice(0, 500) } : {}) } };
}
