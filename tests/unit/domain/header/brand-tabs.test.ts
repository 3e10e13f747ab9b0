import { describe, expect, it } from 'vitest';
import { tabsForSite } from '../../../../engine/domain/header/brand-tabs.ts';

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
