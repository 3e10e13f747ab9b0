import type { ConsentGroup } from '../consent.ts';

/**
 * Analytics events of the shell (shell spec §4, §6 consent): which consent group each needs.
 * Product-tray events are always sent (a recommendation service's own measure); navigation
 * events and the registry page view (its owner's or shopper's analytics id, catalogue spec §3
 * Registry) need the analytics group; campaign impressions and clicks need marketing consent.
 */
export type AnalyticsEventName =
  | 'top_nav_click'
  | 'top_nav_expand'
  | 'hamburger_click'
  | 'site_select_click'
  | 'primary_header_click'
  | 'campaign_impression'
  | 'campaign_click'
  | 'product_tray_impression'
  | 'product_tray_click'
  | 'registry_view';

export interface AnalyticsEvent {
  readonly name: AnalyticsEventName;
  readonly data?: Readonly<Record<string, string | number | boolean | undefined>>;
}

export function consentNeeded(name: AnalyticsEventName): ConsentGroup | undefined {
  if (name.startsWith('product_tray_')) return undefined;
  if (name.startsWith('campaign_')) return 'C0004';
  return 'C0002';
}

/** Splits the queue: what may be sent under these groups, and what stays held back. */
export function releasable(
  queue: readonly AnalyticsEvent[],
  granted: ReadonlySet<ConsentGroup>,
): { send: AnalyticsEvent[]; hold: AnalyticsEvent[] } {
  const send: AnalyticsEvent[] = [];
  const hold: AnalyticsEvent[] = [];
  for (const event of queue) {
    const group = consentNeeded(event.name);
    (group === undefined || granted.has(group) ? send : hold).push(event);
  }
  return { send, hold };
}
