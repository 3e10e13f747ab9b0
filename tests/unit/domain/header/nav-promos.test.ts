import { describe, expect, it } from 'vitest';
import { navPromoRequest, panelPromos } from '../../../../engine/domain/header/nav-promos.ts';
import type {
  ContentEntry,
  PersonalizedContentResponse,
} from '../../../../schemas/api/generated/types.ts';

const promo = (id: string, fields: Record<string, unknown>): ContentEntry => ({
  sys: {
    id,
    type: 'Entry',
    contentType: { sys: { id: 'componentSuperNavPromo' } },
    locale: 'en-US',
    environment: 'master',
  },
  fields: { id, headline: `Promo ${id}`, linkPath: `/${id}`, ...fields },
});
const container = (navItemId: string, ids: string[]): ContentEntry => ({
  sys: {
    id: `supernav-${navItemId}`,
    type: 'Entry',
    contentType: { sys: { id: 'superNavContentModulesContainer' } },
    locale: 'en-US',
    environment: 'master',
  },
  fields: {
    navItemId,
    modules: ids.map((id) => ({ sys: { type: 'Link', linkType: 'Entry', id } })),
  },
});

function answer(linked: ContentEntry[], all: ContentEntry[]): PersonalizedContentResponse {
  return {
    results: [
      {
        queryId: 'superNavModules',
        contentType: 'superNavContentModulesContainer',
        items: [container('nav-clothing', ['a', 'b', 'c']), container('nav-home', ['d'])],
        includes: { Entry: linked },
      },
      {
        queryId: 'superNavPromos',
        contentType: 'componentSuperNavPromo',
        items: all,
        includes: { Entry: [] },
      },
    ],
  };
}

const US = { siteId: 'an-us', countryCode: 'US' };

describe('the navigation personalised fetch (shell spec §7, §9 include depths)', () => {
  it('asks NavigationView for the containers at the promos depth and the promos at the config depth', () => {
    expect(navPromoRequest({ includeDepthConfig: 2, includeDepthPromos: 3 })).toEqual({
      action: 'NavigationView',
      queries: [
        { queryId: 'superNavModules', contentType: 'superNavContentModulesContainer', include: 3 },
        { queryId: 'superNavPromos', contentType: 'componentSuperNavPromo', include: 2 },
      ],
      user: {},
      bestMatch: true,
    });
    const other = navPromoRequest(
      { includeDepthConfig: 1, includeDepthPromos: 0 },
      { userGroup: 'vip' },
    );
    expect(other.queries.map((query) => query.include)).toEqual([0, 1]);
    expect(other.user).toEqual({ userGroup: 'vip' });
  });
});

describe("a panel's promos (shell spec §7: promos filtered by site and country)", () => {
  const a = promo('a', { navItemId: 'nav-clothing' });
  const b = promo('b', { navItemId: 'nav-clothing', sites: ['an-uk'] });
  const c = promo('c', { navItemId: 'nav-clothing', countries: ['CA'] });
  const d = promo('d', { navItemId: 'nav-home' });
  const everywhere = promo('e', { countries: ['US'] });
  const all = [a, b, c, d, everywhere];

  it("shows the item's container promos in order, then those for every panel, for the site and country", () => {
    const shown = panelPromos(answer([a, b, c, d], all), 'nav-clothing', US);
    expect(shown.map((one) => one.id)).toEqual(['a', 'e']);
    expect(shown[0]).toEqual({ id: 'a', headline: 'Promo a', linkPath: '/a' });
    expect(
      panelPromos(answer([a, b, c, d], all), 'nav-clothing', {
        siteId: 'an-uk',
        countryCode: 'GB',
      }).map((one) => one.id),
    ).toEqual(['a', 'b']);
    expect(
      panelPromos(answer([a, b, c, d], all), 'nav-clothing', {
        siteId: 'an-ca',
        countryCode: 'CA',
      }).map((one) => one.id),
    ).toEqual(['a', 'c']);
    expect(panelPromos(answer([a, b, c, d], all), 'nav-home', US).map((one) => one.id)).toEqual([
      'd',
      'e',
    ]);
  });

  it('shows no container promo the include depth left unresolved', () => {
    expect(panelPromos(answer([], all), 'nav-clothing', US).map((one) => one.id)).toEqual(['e']);
  });

  it('drops a promo whose link is not a path of this site, and a failed query gives nothing', () => {
    const bad = promo('x', { linkPath: 'javascript:alert(1)' });
    const offsite = promo('y', { linkPath: '//evil.example/' });
    expect(panelPromos(answer([], [bad, offsite]), 'nav-clothing', US)).toEqual([]);
    const failed: PersonalizedContentResponse = {
      results: [
        {
          queryId: 'superNavPromos',
          contentType: 'componentSuperNavPromo',
          error: {
            code: 'CONTENT_ENTRY_NOT_FOUND',
            message: 'Contentful Entry not found',
            status: 404,
          },
        },
      ],
    };
    expect(panelPromos(failed, 'nav-clothing', US)).toEqual([]);
    expect(panelPromos(undefined, 'nav-clothing', US)).toEqual([]);
  });
});
