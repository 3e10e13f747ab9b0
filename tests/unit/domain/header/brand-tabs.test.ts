import { describe, expect, it } from 'vitest';
import { animatesTabs, tabHref, tabsForSite } from '../../../../engine/domain/header/brand-tabs.ts';

const tabs = [{ brand: 'anthropologie' }, { brand: 'anthrohome' }, { brand: 'terrain' }];
const subBrands = [{ id: 'anthrohome', sites: ['an-us', 'an-ca'] }];

describe('brand tabs of a site', () => {
  // shell spec §2.1: sub-brand pseudo-paths are shown only for enabled sites.
  it.each([
    ['an-us', ['anthropologie', 'anthrohome', 'terrain']],
    ['an-ca', ['anthropologie', 'anthrohome', 'terrain']],
    ['an-fr', ['anthropologie', 'terrain']],
    ['an-uk', ['anthropologie', 'terrain']],
  ])('%s shows %j', (siteId, shown) => {
    expect(tabsForSite(tabs, subBrands, siteId).map((tab) => tab.brand)).toEqual(shown);
  });

  it('keeps every tab when the brand has no sub-brand', () => {
    expect(tabsForSite(tabs, [], 'an-fr')).toEqual(tabs);
  });
});

// Shell spec §2.3: sub-brand tab links are the context root plus the brand id; query keys ref (tab)
// and "a flag equal to 1 that animates brand tabs" (animate).
describe('a brand tab link and the animate flag (shell spec §2.3)', () => {
  it.each([
    ['/anthrohome', true, '/anthrohome?ref=tab&animate=1'],
    ['/anthrohome', false, '/anthrohome?ref=tab'],
    ['/fr-fr', true, '/fr-fr?ref=tab&animate=1'],
    ['/?lang=en', true, '/?lang=en&ref=tab&animate=1'],
    ['/?lang=en', false, '/?lang=en&ref=tab'],
  ])('%s (animate %s) links to %s', (url, animate, href) => {
    expect(tabHref(url, animate)).toBe(href);
  });

  it.each([
    ['?ref=tab&animate=1', true],
    ['?animate=1', true],
    ['animate=1', true],
    ['', false],
    ['?ref=tab', false],
    ['?animate=0', false],
    ['?animate=true', false],
    ['?animate=', false],
    ['?animated=1', false],
  ])('a page with the query %j animates its tabs: %s', (search, animated) => {
    expect(animatesTabs(search)).toBe(animated);
  });

  it('the flag a tab link carries is the one the page it opens reads', () => {
    const href = tabHref('/anthrohome', true);
    expect(animatesTabs(href.slice(href.indexOf('?')))).toBe(true);
    expect(animatesTabs(tabHref('/anthrohome', false).split('?')[1]!)).toBe(false);
  });
});
