import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBrandConfig } from '../../../commerce-api/brands.ts';
import { insertCategory, insertProduct, insertRates } from './fixtures/catalog.ts';
import { loadBrands, startApi } from './harness.ts';
import type { TestApi } from './harness.ts';

let api: TestApi;

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/**
 * Anthropologie with banners whose dates, sites and user groups this file controls, so that the
 * answers do not depend on the day the tests run.
 */
function brandsWithTestBanners(): ApiBrandConfig[] {
  return loadBrands().map((brand) =>
    brand.id !== 'anthropologie'
      ? brand
      : {
          ...brand,
          content: {
            ...brand.content,
            banners: {
              banners: [
                {
                  type: 'globalPromoContentBanner',
                  id: 'welcome',
                  headlineText: { 'en-US': 'Hello', 'fr-FR': 'Bonjour', 'en-GB': 'Hello' },
                },
                {
                  type: 'globalPromoContentBanner',
                  id: 'eu-only',
                  sites: ['an-uk', 'an-fr'],
                  headlineText: 'Complimentary delivery',
                },
                {
                  type: 'globalPromoSimpleBanner',
                  id: 'over',
                  url: '/sale',
                  bannerImage: 'https://images.example/a.jpg',
                  endDate: iso(-DAY),
                },
                {
                  type: 'globalPromoSimpleBanner',
                  id: 'coming',
                  url: '/sale',
                  bannerImage: 'https://images.example/b.jpg',
                  startDate: iso(DAY),
                },
                {
                  type: 'globalPromoContentBanner',
                  id: 'vip-preview',
                  headlineText: 'Early access',
                  campaign: { experience: 'vip', userGroup: 'vip' },
                },
              ],
            },
          },
        },
  );
}

beforeAll(async () => {
  api = await startApi({ brands: brandsWithTestBanners() });
  await insertRates(api.db);
  await insertCategory(api.db, 'anthropologie', 'dresses', { 'en-US': 'Dresses' });
  for (const [index, popularity] of [30, 10, 20].entries()) {
    await insertProduct(api.db, {
      id: `an-300${index}`,
      slug: `gallery-dress-${index}`,
      styleNumber: `AN-300${index}-001`,
      displayName: `Gallery Dress ${index}`,
      category: 'dresses',
      popularity,
      createdAt: `2024-0${index + 1}-01T00:00:00Z`,
      skus: [
        { id: `an-300${index}-a`, color: '041', colorName: 'Navy', size: 'S', list: 50 },
        { id: `an-300${index}-b`, color: '060', colorName: 'Red', size: 'S', list: 50 },
      ],
    });
  }
}, 60_000);
afterAll(() => api.close());

type Entry = {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, unknown>;
};
type Entries = { items: Entry[]; total: number; includes: { Entry: Entry[] } };

const entries = (site: string, query: string, headers: Record<string, string> = {}) =>
  api.client().get<Entries>(`/content/v1/${site}/entries?${query}`, headers);
const idsOf = (body: Entries) => body.items.map((entry) => entry.sys.id);

describe('GET /content/v1/{siteId}/entries (shell spec §7, §3.3)', () => {
  it('serves banners of a type for the site, within their dates', async () => {
    const us = await entries('an-us', 'content_type=globalPromoContentBanner');
    expect(us.status).toBe(200);
    expect(idsOf(us.body)).toEqual(['welcome', 'vip-preview']);
    const uk = await entries('an-uk', 'content_type=globalPromoContentBanner');
    expect(idsOf(uk.body)).toEqual(['welcome', 'eu-only', 'vip-preview']);
    const simple = await entries('an-us', 'content_type=globalPromoSimpleBanner');
    expect(idsOf(simple.body)).toEqual([]);
  });

  it('shows banners outside their dates in the preview environment', async () => {
    const preview = await entries(
      'an-us',
      'content_type=globalPromoSimpleBanner&environment=preview',
    );
    expect(idsOf(preview.body)).toEqual(['over', 'coming']);
  });

  it('localizes fields for the site, or the x-urbn-language header', async () => {
    const fr = await entries('an-fr', 'sys.id=welcome');
    expect(fr.body.items[0]!.fields.headlineText).toBe('Bonjour');
    const us = await entries('an-us', 'sys.id=welcome');
    expect(us.body.items[0]!.fields.headlineText).toBe('Hello');
    expect(us.body.items[0]!.sys.contentType.sys.id).toBe('globalPromoContentBanner');
    const footer = await entries('an-ca', 'content_type=footer', { 'x-urbn-language': 'fr-CA' });
    expect(footer.status).toBe(200);
    expect(typeof (footer.body.items[0]!.fields.columns as { title: unknown }[])[0]!.title).toBe(
      'string',
    );
  });

  it('finds pages by slug or fields.slug, and entries by sys.id lists', async () => {
    const page = await entries('an-us', 'content_type=page&slug=about-us');
    expect(page.body.items).toHaveLength(1);
    expect(page.body.items[0]!.fields.slug).toBe('about-us');
    const bySlugField = await entries('an-us', 'fields.slug=about-us');
    expect(idsOf(bySlugField.body)).toEqual(['about-us']);
    const byIds = await entries('an-us', 'sys.id=header,footer');
    expect(idsOf(byIds.body)).toEqual(['header', 'footer']);
  });

  it('filters pages and navigation items by site', async () => {
    expect((await entries('an-us', 'content_type=page&slug=anthroperks')).status).toBe(200);
    expect((await entries('an-uk', 'content_type=page&slug=anthroperks')).status).toBe(404);
    const nav = await entries('an-uk', 'content_type=navigation');
    const weddings = (
      nav.body.items[0]!.fields.items as { slug: string; navigationItems: { slug: string }[] }[]
    ).find((item) => item.slug === 'weddings')!;
    expect(weddings.navigationItems.map((item) => item.slug)).not.toContain('wedding-registry');
  });

  it('adds the pages navigation links to with include', async () => {
    const linked = await entries('an-us', 'content_type=navigation&include=2');
    expect(linked.body.includes.Entry.map((entry) => entry.sys.id)).toContain('gift-guide');
    const none = await entries('an-us', 'content_type=navigation&include=0');
    expect(none.body.includes.Entry).toEqual([]);
  });

  it('answers 404 "Contentful Entry not found" for a slug or id that matches nothing (§8)', async () => {
    for (const query of [
      'content_type=page&slug=nowhere',
      'sys.id=nothing',
      'content_type=sizeGuideVendor&slug=denim',
    ]) {
      const response = await entries('an-us', query);
      expect(response.status, query).toBe(404);
      expect(response.body).toMatchObject({
        code: 'CONTENT_ENTRY_NOT_FOUND',
        message: 'Contentful Entry not found',
      });
    }
  });

  it('refuses a bad query', async () => {
    for (const query of [
      'include=11',
      'environment=staging',
      'locale=de-DE',
      'slug=Not Slug',
      'order=fields.title',
    ]) {
      const response = await entries('an-us', query);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await entries('xx-us', 'content_type=page')).status).toBe(404);
  });
});

type Gallery = {
  id: string;
  total: number;
  items?: { productId: string; image: string; position: number }[];
};

describe('GET /content/v1/{brandId}/galleries/{galleryId} (shell spec §7)', () => {
  const gallery = (path: string) => api.client().get<Gallery>(`/content/v1/${path}`);

  it('answers the gallery items in merchandising order, 24 at most by default', async () => {
    const response = await gallery('anthropologie/galleries/dresses');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 'dresses',
      total: 3,
      limit: 24,
      offset: 0,
      sort: 'ORDER',
    });
    expect(response.body.items!.map((item) => item.productId)).toEqual([
      'an-3000',
      'an-3002',
      'an-3001',
    ]);
    expect(response.body.items![0]!.image).toBe('AN-3000-001_041_b');
  });

  it('sorts NEWEST, pages with limit and offset, and answers a summary', async () => {
    const newest = await gallery('anthropologie/galleries/dresses?sort=NEWEST&limit=1&offset=1');
    expect(newest.body.items!.map((item) => item.productId)).toEqual(['an-3001']);
    expect(newest.body.items![0]!.position).toBe(2);
    const summary = await gallery('anthropologie/galleries/dresses?summary=true');
    expect(summary.body).toEqual({
      id: 'dresses',
      title: { 'en-US': 'Dresses' },
      total: 3,
      sort: 'ORDER',
    });
  });

  it('answers 404 for an unknown gallery or brand and 400 for a bad query', async () => {
    expect((await gallery('anthropologie/galleries/nothing')).status).toBe(404);
    expect((await gallery('nobrand/galleries/dresses')).status).toBe(404);
    expect((await gallery('anthropologie/galleries/dresses?limit=0')).status).toBe(400);
    expect((await gallery('anthropologie/galleries/dresses?sort=RANDOM')).status).toBe(400);
  });
});

describe('GET /content/v0/{brandId}/product-media (shell spec §7)', () => {
  it('answers images and videos by colour', async () => {
    const response = await api
      .client()
      .get<{ items: { productId: string; colors: { colorCode: string; images: string[] }[] }[] }>(
        '/content/v0/anthropologie/product-media?productId=an-3001,an-3000',
      );
    expect(response.status).toBe(200);
    expect(response.body.items.map((item) => item.productId)).toEqual(['an-3001', 'an-3000']);
    expect(response.body.items[0]!.colors.map((colour) => colour.colorCode)).toEqual([
      '041',
      '060',
    ]);
    expect(response.body.items[0]!.colors[0]!.images[0]).toBe('AN-3001-001_041_b');
  });

  it('answers 404 for unknown products and 400 without productId', async () => {
    const client = api.client();
    expect(
      (await client.get('/content/v0/anthropologie/product-media?productId=zz-1')).status,
    ).toBe(404);
    expect((await client.get('/content/v0/anthropologie/product-media')).status).toBe(400);
    expect(
      (await client.get('/content/v0/anthropologie/product-media?productId=a,,b')).status,
    ).toBe(400);
  });
});

type Personalized = {
  results: {
    queryId: string;
    items?: Entry[];
    includes?: { Entry: Entry[] };
    error?: { code: string; message: string; status: number };
  }[];
};

describe('POST /content/v0/{siteId}/personalized-content (shell spec §7)', () => {
  const guest = async () => {
    const client = api.client();
    await client.post('/auth/v0/an-us/tokens/guest');
    return client;
  };

  it('needs a token', async () => {
    const response = await api.client().post('/content/v0/an-us/personalized-content', {
      action: 'NavigationView',
      queries: [{ contentType: 'navigation' }],
    });
    expect(response.status).toBe(401);
  });

  it('answers every query with 200 when all succeed', async () => {
    const client = await guest();
    const response = await client.post<Personalized>('/content/v0/an-us/personalized-content', {
      action: 'NavigationView',
      queries: [
        { queryId: 'nav', contentType: 'navigation', include: 0 },
        { queryId: 'about', contentType: 'page', slug: 'about-us' },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.body.results.map((result) => [result.queryId, result.items?.length])).toEqual([
      ['nav', 1],
      ['about', 1],
    ]);
  });

  it('answers 207 with an error per failed query (partial response)', async () => {
    const client = await guest();
    const response = await client.post<Personalized>('/content/v0/an-us/personalized-content', {
      action: 'NotFoundView',
      queries: [
        { contentType: 'page', slug: 'about-us' },
        { contentType: 'superNavPromoUnknown' },
        { contentType: 'page', slug: 'nowhere' },
      ],
    });
    expect(response.status).toBe(207);
    expect(response.body.results[0]!.items).toHaveLength(1);
    expect(response.body.results[1]!.error).toMatchObject({
      code: 'CONTENT_TYPE_UNKNOWN',
      status: 404,
    });
    expect(response.body.results[2]!.error).toEqual({
      code: 'CONTENT_ENTRY_NOT_FOUND',
      message: 'Contentful Entry not found',
      status: 404,
    });
  });

  it('keeps banners aimed at another user group away', async () => {
    const client = await guest();
    const ask = (userGroup: string) =>
      client.post<Personalized>('/content/v0/an-us/personalized-content', {
        action: 'PageView',
        queries: [{ contentType: 'globalPromoContentBanner' }],
        user: { userGroup },
      });
    const ids = (body: Personalized) => body.results[0]!.items!.map((entry) => entry.sys.id);
    expect(ids((await ask('vip')).body)).toEqual(['welcome', 'vip-preview']);
    expect(ids((await ask('regular')).body)).toEqual(['welcome']);
  });

  // Shell spec §7 "Navigation personalised fetch", §9 include depths: the navigation's promos
  // as componentSuperNavPromo entries, linked from their item's superNavContentModulesContainer;
  // the include depth decides whether the links come resolved.
  it('serves the super navigation promos and resolves container links to the include depth', async () => {
    const client = await guest();
    const ask = (include: number) =>
      client.post<Personalized>('/content/v0/an-us/personalized-content', {
        action: 'NavigationView',
        queries: [
          { queryId: 'modules', contentType: 'superNavContentModulesContainer', include },
          { queryId: 'promos', contentType: 'componentSuperNavPromo', include: 2 },
        ],
        bestMatch: true,
      });
    const deep = await ask(3);
    expect(deep.status).toBe(200);
    const [modules, promos] = deep.body.results;
    const clothing = modules!.items!.find((entry) => entry.sys.id === 'supernav-nav-clothing')!;
    expect(clothing.fields).toMatchObject({
      navItemId: 'nav-clothing',
      modules: [
        { sys: { type: 'Link', linkType: 'Entry', id: 'promo-gift-guide' } },
        { sys: { type: 'Link', linkType: 'Entry', id: 'promo-canada-shipping' } },
      ],
    });
    expect(modules!.includes!.Entry.map((entry) => entry.sys.id)).toEqual([
      'promo-gift-guide',
      'promo-canada-shipping',
    ]);
    // Sites and countries stay on the promo: the client filters by them.
    expect(
      promos!.items!.find((entry) => entry.sys.id === 'promo-canada-shipping')!.fields,
    ).toMatchObject({
      sites: ['an-us', 'an-ca'],
      countries: ['CA'],
      headline: 'Shipping to Canada',
    });
    const shallow = await ask(0);
    expect(shallow.body.results[0]!.includes!.Entry).toEqual([]);
  });

  it('validates the body', async () => {
    const client = await guest();
    for (const body of [
      { action: 'NavigationView', queries: [] },
      { action: 'navigate', queries: [{ contentType: 'page' }] },
      { queries: [{ contentType: 'page' }] },
    ]) {
      const response = await client.post('/content/v0/an-us/personalized-content', body);
      expect(response.status).toBe(400);
    }
  });
});
