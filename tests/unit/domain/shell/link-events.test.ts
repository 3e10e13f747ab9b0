import { describe, expect, it } from 'vitest';
import {
  LINK_EVENTS,
  LINK_LABEL_MAX,
  linkEvent,
} from '../../../../engine/domain/shell/link-events.ts';
import { consentNeeded } from '../../../../engine/domain/shell/analytics-events.ts';

describe('the shell link events (shell spec §7 analytics link events; §4 product trays)', () => {
  it('names each of the spec link events once at least', () => {
    const names = new Set(LINK_EVENTS.map(([, name]) => name));
    for (const name of [
      'top_nav_click',
      'top_nav_expand',
      'hamburger_click',
      'site_select_click',
      'primary_header_click',
      'product_tray_click',
    ] as const) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('puts the disclosure before the link of the same navigation item (first match wins)', () => {
    const index = (selector: string) => LINK_EVENTS.findIndex(([entry]) => entry === selector);
    expect(index('.sf-nav .sf-nav__expand')).toBeLessThan(index('.sf-nav .sf-nav__top'));
  });

  it('navigation events wait for analytics consent; product-tray events are always sent (§4)', () => {
    expect(consentNeeded('hamburger_click')).toBe('C0002');
    expect(consentNeeded('product_tray_click')).toBeUndefined();
  });

  it.each([
    ['  Robes \n  & Jupes ', 'Robes & Jupes'],
    [null, ''],
    ['x'.repeat(300), 'x'.repeat(LINK_LABEL_MAX)],
  ])('labels %j as %j', (text, label) => {
    expect(linkEvent('top_nav_click', text).data?.label).toBe(label);
  });

  it('carries the link target when there is one', () => {
    expect(linkEvent('top_nav_click', 'Dresses', '/dresses').data).toEqual({
      label: 'Dresses',
      href: '/dresses',
    });
    expect(linkEvent('hamburger_click', 'Menu', null).data).toEqual({ label: 'Menu' });
  });
});
