import { describe, expect, it } from 'vitest';
import type { ResolvedSite } from '../../../engine/config/types.ts';
import {
  robotsTxt,
  SITEMAP_URLS_MAX,
  sitemapFile,
  sitemapXml,
} from '../../../engine/server/sitemaps.ts';
import type { SitemapProducts } from '../../../engine/server/sitemaps.ts';
import { loadBrand } from '../../support/brands.ts';

// Issue 11 "Search engines": sitemap.xml per site (an index plus category, product and content
// sitemaps; at most 50 000 URLs per file, the sitemaps protocol's limit), listed in robots.txt.
const brand = loadBrand('anthropologie');
const origin = 'https://www.example.com';

/** A catalogue of `total` products, each at /shop/p{n}. */
const catalogue =
  (total: number): SitemapProducts =>
  async (_site: ResolvedSite, skip: number, limit: number) => ({
    total,
    products: Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, index) => ({
      path: `/shop/p${skip + index}`,
      lastModified: '2026-11-01T00:00:00.000Z',
    })),
  });

describe('which sitemap a path asks for', () => {
  it.each([
    ['/sitemap.xml', 'an-us', 'index'],
    ['/fr-fr/sitemap.xml', 'an-fr', 'index'],
    ['/en-gb/sitemap-categories.xml', 'an-uk', 'categories'],
    ['/sitemap-content.xml', 'an-us', 'content'],
    ['/de-de/sitemap-products-3.xml', 'an-de', 'products'],
  ])('%s is the %s site %s sitemap', (path, siteId, kind) => {
    const file = sitemapFile(brand, path);
    expect(file?.site.id).toBe(siteId);
    expect(file?.kind).toBe(kind);
  });

  it.each([
    '/sitemap-products-0.xml',
    '/sitemap-products-01.xml',
    '/sitemap-other.xml',
    '/sitemap.xml/x',
    '/xx-yy/sitemap.xml',
    '/fr-fr/sitemap.xml.gz',
  ])('%s is not a sitemap', (path) => {
    expect(sitemapFile(brand, path)).toBeUndefined();
  });
});

describe('sitemap files', () => {
  const us = sitemapFile(brand, '/sitemap.xml')!;

  it('the index names one product file per 50 000 products', async () => {
    const xml = await sitemapXml(brand, us, origin, catalogue(2 * SITEMAP_URLS_MAX + 1));
    expect(xml).toContain(`<loc>${origin}/sitemap-products-3.xml</loc>`);
    expect(xml).not.toContain('sitemap-products-4.xml');
    expect(xml).toContain(`<loc>${origin}/sitemap-categories.xml</loc>`);
  });

  it('a product file holds at most 50 000 URLs; past the last there is none', async () => {
    const products = catalogue(SITEMAP_URLS_MAX + 10);
    const first = await sitemapXml(
      brand,
      { site: us.site, kind: 'products', part: 1 },
      origin,
      products,
    );
    expect(first?.match(/<url>/g)).toHaveLength(SITEMAP_URLS_MAX);
    const second = await sitemapXml(
      brand,
      { site: us.site, kind: 'products', part: 2 },
      origin,
      products,
    );
    expect(second?.match(/<url>/g)).toHaveLength(10);
    expect(
      await sitemapXml(brand, { site: us.site, kind: 'products', part: 3 }, origin, products),
    ).toBeUndefined();
  });

  it('URLs are XML-escaped', async () => {
    const products: SitemapProducts = async () => ({
      total: 1,
      products: [{ path: '/shop/a&b', lastModified: '2026-11-01T00:00:00.000Z' }],
    });
    const xml = await sitemapXml(
      brand,
      { site: us.site, kind: 'products', part: 1 },
      origin,
      products,
    );
    expect(xml).toContain(`<loc>${origin}/shop/a&amp;b</loc>`);
    expect(xml).not.toContain('a&b');
  });
});

describe('robots.txt', () => {
  it('lists every site index, absolute', () => {
    const text = robotsTxt(brand, origin);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
    expect(text).toContain(`Sitemap: ${origin}/fr-fr/sitemap.xml\n`);
    expect(text).toContain('Disallow: /api/');
  });

  it('without a usable host, no relative Sitemap line', () => {
    expect(robotsTxt(brand, '')).not.toContain('Sitemap:');
  });
});
