import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopSlug } from '../../../commerce-api/routes/shops.ts';
import { APP_ENTRIES } from '../../../engine/build/vite-config.ts';
import { REPO_ROOT } from '../../../engine/config/validate.ts';
import { jsonLdBlocks, jsonLdProblems } from '../../support/schema-org-rules.ts';
import { APP_BUILD_BRANDS, FIXTURE_ENTRIES, sharedBuild, startStorefront } from './harness.ts';
import type { TestStorefront } from './harness.ts';

// Issue 11 "Search engines": sitemaps listed in robots.txt, structured data on real pages, and
// brand, seller and registry pages that name nothing answer 404 and are not indexed.
const entries = [APP_ENTRIES.client, APP_ENTRIES.server].every((entry) =>
  existsSync(join(REPO_ROOT, entry)),
)
  ? APP_ENTRIES
  : FIXTURE_ENTRIES;
let storefront: TestStorefront;
/** The origin the pages are asked on (the test client's Host header). */
let origin: string;

beforeAll(async () => {
  const build = await sharedBuild(APP_BUILD_BRANDS, entries);
  const brand = build.brands.find((one) => one.id === 'anthropologie')!;
  storefront = await startStorefront([brand], build.dir, { seedProducts: 30 });
  origin = `http://localhost:${storefront.server.port}`;
}, 300_000);

afterAll(async () => {
  await storefront?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('robots.txt and sitemaps (issue 11: sitemap.xml per site, listed in robots.txt)', () => {
  it('robots.txt names every site sitemap index, absolute on the host asked', async () => {
    const reply = await storefront.get('/robots.txt');
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('Disallow: /api/');
    expect(reply.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(reply.text).toContain(`Sitemap: ${origin}/fr-fr/sitemap.xml`);
  });

  it('a site index names its category, content and product sitemaps', async () => {
    const reply = await storefront.get('/fr-fr/sitemap.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    expect(reply.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(reply.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(reply.text)).toEqual([
      `${origin}/fr-fr/sitemap-categories.xml`,
      `${origin}/fr-fr/sitemap-content.xml`,
      `${origin}/fr-fr/sitemap-products-1.xml`,
    ]);
  });

  it('product sitemap: indexable products only, with hreflang alternates on the sister sites', async () => {
    const reply = await storefront.get('/sitemap-products-1.xml');
    expect(reply.status).toBe(200);
    const urls = locs(reply.text);
    const [{ n }] = (await storefront.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM products WHERE brand_id = 'anthropologie'
         AND product_type NOT IN ('hybrid', 'part')
         AND coalesce(flags ->> 'removeForLegalReasons', 'false') <> 'true'`,
    )) as [{ n: number }];
    expect(urls).toHaveLength(n);
    expect(urls.every((url) => url.startsWith(`${origin}/shop/`))).toBe(true);
    expect(urls.some((url) => url.includes('/shop/hybrid/'))).toBe(false);
    const removed = await storefront.db.query<{ slug: string }>(
      `SELECT slug FROM products WHERE brand_id = 'anthropologie'
         AND (product_type = 'hybrid' OR flags ->> 'removeForLegalReasons' = 'true')`,
    );
    for (const { slug } of removed)
      expect(urls.some((url) => url.endsWith(`/${slug}`))).toBe(false);
    expect(reply.text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const first = urls[0]!.replace(origin, '');
    expect(reply.text).toContain(
      `<xhtml:link rel="alternate" hreflang="fr-FR" href="${origin}/fr-fr${first}"/>`,
    );
    expect(reply.text).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${first}"/>`,
    );
  });

  it('category and content sitemaps: a page only on one site has no alternates elsewhere', async () => {
    const categories = await storefront.get('/sitemap-categories.xml');
    expect(locs(categories.text)).toContain(`${origin}/dresses`);
    const content = await storefront.get('/fr-fr/sitemap-content.xml');
    const urls = locs(content.text);
    expect(urls).toContain(`${origin}/fr-fr`);
    expect(urls).toContain(`${origin}/fr-fr/help/shipping`);
    // anthroperks is a page of an-us only (content/pages.json sites).
    expect(urls).not.toContain(`${origin}/fr-fr/anthroperks`);
    const us = await storefront.get('/sitemap-content.xml');
    expect(locs(us.text)).toContain(`${origin}/anthroperks`);
  });

  it('a product sitemap past the last answers 404', async () => {
    expect((await storefront.get('/sitemap-products-2.xml')).status).toBe(404);
  });
});

describe('structured data on rendered pages (issue 11: checked against Google required properties)', () => {
  it('home: Organization; product: Product and BreadcrumbList; listing: BreadcrumbList', async () => {
    const [row] = await storefront.db.query<{ slug: string; category_slug: string }>(
      `SELECT slug, category_slug FROM products WHERE brand_id = 'anthropologie'
         AND product_type = 'standard' AND coalesce(flags ->> 'removeForLegalReasons', 'false') <> 'true'
       ORDER BY id LIMIT 1`,
    );
    const pages: [string, string[]][] = [
      ['/', ['Organization']],
      [`/shop/${row!.slug}?utm_source=mail`, ['Product', 'BreadcrumbList']],
      ['/dresses?page=1&utm_medium=x', ['BreadcrumbList']],
    ];
    for (const [path, types] of pages) {
      const reply = await storefront.get(path);
      expect(reply.status, path).toBe(200);
      const blocks = jsonLdBlocks(reply.text) as { '@type': string }[];
      expect(
        blocks.map((block) => block['@type']),
        path,
      ).toEqual(types);
      for (const block of blocks) expect(jsonLdProblems(block), path).toEqual([]);
      const canonical = /<link rel="canonical" href="([^"]+)">/.exec(reply.text)?.[1];
      expect(canonical, path).toBe(`${origin}${path.split('?')[0]}`);
      expect(reply.text).toContain(`<meta property="og:url" content="${canonical}">`);
    }
  });

  it('a listing page past the first keeps its page in the canonical link', async () => {
    const reply = await storefront.get('/dresses?page=2&utm_source=x');
    expect(reply.text).toContain(`<link rel="canonical" href="${origin}/dresses?page=2">`);
  });
});

describe('brand, seller and registry pages (issue 11: an unknown one answers 404, not indexed)', () => {
  it.each(['/brands/no-such-brand', '/sellers/no-such-seller', '/registry/abc'])(
    '%s answers 404 with noindex',
    async (path) => {
      const reply = await storefront.get(path);
      expect(reply.status).toBe(404);
      expect(reply.headers['x-robots-tag']).toMatch(/^noindex/);
      expect(reply.text).toContain('<meta name="robots" content="noindex');
    },
  );

  it('a brand and a seller the catalogue has answer 200, titled after them', async () => {
    const [brandRow] = await storefront.db.query<{ name: string }>(
      `SELECT brand_name AS name FROM products WHERE brand_id = 'anthropologie'
         AND brand_name IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const [sellerRow] = await storefront.db.query<{ name: string }>(
      `SELECT seller_shop_name AS name FROM products WHERE brand_id = 'anthropologie'
         AND seller_shop_name IS NOT NULL ORDER BY id LIMIT 1`,
    );
    for (const [prefix, row] of [
      ['/brands/', brandRow],
      ['/sellers/', sellerRow],
    ] as const) {
      if (!row) continue;
      const reply = await storefront.get(prefix + shopSlug(row.name));
      expect(reply.status, prefix).toBe(200);
      expect(reply.text).toContain(
        `<title>${row.name.replace(/&/g, '&amp;')} | Anthropologie</title>`,
      );
    }
  });
});
