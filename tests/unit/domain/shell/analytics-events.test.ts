import { describe, expect, it } from 'vitest';
import { consentNeeded, releasable } from '../../../../engine/domain/shell/analytics-events.ts';
import type { AnalyticsEventName } from '../../../../engine/domain/shell/analytics-events.ts';
import { consentGroups } from '../../../../engine/domain/consent.ts';

// shell spec §4 (consent groups), issue 13 (events needing marketing consent held back)
describe('analytics consent (shell spec §4)', () => {
  it.each<[AnalyticsEventName, string | undefined]>([
    ['product_tray_click', undefined],
    ['product_tray_impression', undefined],
    ['campaign_impression', 'C0004'],
    ['campaign_click', 'C0004'],
    ['top_nav_click', 'C0002'],
    ['top_nav_expand', 'C0002'],
    ['hamburger_click', 'C0002'],
    ['site_select_click', 'C0002'],
    ['primary_header_click', 'C0002'],
  ])('%s needs %s', (name, group) => {
    expect(consentNeeded(name)).toBe(group);
  });

  it('a non-consented EU shopper: product-tray events go, the rest are held back', () => {
    const queue = [
      { name: 'campaign_click' as const },
      { name: 'product_tray_click' as const },
      { name: 'top_nav_click' as const },
    ];
    const { send, hold } = releasable(queue, consentGroups(undefined, false));
    expect(send.map((e) => e.name)).toEqual(['product_tray_click']);
    expect(hold.map((e) => e.name)).toEqual(['campaign_click', 'top_nav_click']);
    expect(releasable(hold, consentGroups('C0002:1,C0004:1', false)).hold).toEqual([]);
  });
});
