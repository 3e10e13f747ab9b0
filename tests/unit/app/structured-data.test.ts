import { describe, expect, it } from 'vitest';
import type { ProductEntry } from '../../../schemas/api/generated/types.ts';
import { jsonLdHtml, seoHtml } from '../../../engine/app/ssr/document-head.ts';
import {
  absoluteUrl,
  availabilityOf,
  breadcrumbLd,
  listingCrumbs,
  organizationLd,
  productCrumbs,
  productImages,
  productLd,
} from '../../../engine/app/ssr/structured-data.ts';
import { jsonLdBlocks, jsonLdProblems } from '../../support/schema-org-rules.ts';

// Issue 11 "Search engines": JSON-LD for Product, BreadcrumbList and Organization, checked
// against the properties Google requires for each (tests/support/schema-org-rules.ts).

const urls = { origin: 'https://shop.example', contextPath: '/fr-fr' };

function entry(overrides: {
  low?: number | null;
  high?: number | null;
  available?: boolean;
  reviews?: { count: number; averageRating: number };
  name?: string;
  statuses?: ('available' | 'backordered' | 'unavailable')[];
  preorder?: boolean;
}): ProductEntry {
  const low = overrides.low === undefined ? 98 : overrides.low;
  return {
    product: {
      productId: 'P100',
      slug: 'maeve-midi-dress',
      displayName: overrides.name ?? 'Maeve Midi Dress',
      styleNumber: '4130',
      brand: 'Maeve',
      parentCategory: { id: 'dresses', displayName: 'Dresses' },
      preorderFlag: overrides.preorder ?? false,
      ...(overrides.reviews ? { reviews: overrides.reviews } : {}),
    },
    skuInfo: {
      primarySlice: {
        sliceItems: [
          {
            code: '001',
            displayName: 'Black',
            includedSkus: [],
            includedSizes: [],
            images: ['4130_001_b', '4130_001_c'],
            videos: [],
            hasAvailableSku: true,
          },
          {
            code: '040',
            displayName: 'Ivory',
            includedSkus: [],
            includedSizes: [],
            images: ['4130_040_b'],
            videos: [],
            hasAvailableSku: true,
          },
        ],
      },
      skus: (overrides.statuses ?? ['available']).map((availableStatus, index) => ({
        skuId: `S${index}`,
        availableStatus,
      })),
    },
    productSummary: {
      hasAvailableSku: overrides.available ?? true,
      salePriceLow: low,
      salePriceHigh: overrides.high === undefined ? low : overrides.high,
    },
  } as unknown as ProductEntry;
}

describe('absolute URLs (issue 11: canonical links with the site host and context path)', () => {
  it.each([
    [{ origin: 'https://a.example', contextPath: '' }, '/', 'https://a.example/'],
    [{ origin: 'https://a.example', contextPath: '/fr-fr' }, '/', 'https://a.example/fr-fr'],
    [
      { origin: 'https://a.example', contextPath: '/fr-fr' },
      '/robes',
      'https://a.example/fr-fr/robes',
    ],
  ])('%o %s -> %s', (site, path, expected) => {
    expect(absoluteUrl(site, path)).toBe(expected);
  });
});

describe('Product JSON-LD (issue 11: offers with price, currency and availability; aggregate rating)', () => {
  const url = 'https://shop.example/fr-fr/shop/maeve-midi-dress';
  const images = productImages(entry({}), 'anthropologie', urls.origin);

  it('one image per colour, absolute, as JPEG', () => {
    expect(images).toEqual([
      'https://shop.example/api/images/anthropologie/4130_001_b?width=1200&quality=80&format=jpeg',
      'https://shop.example/api/images/anthropologie/4130_040_b?width=1200&quality=80&format=jpeg',
    ]);
  });

  it('a single price is an Offer Google accepts', () => {
    const ld = productLd({ entry: entry({}), urls, url, currency: 'EUR', images });
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: '98.00',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
    });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Maeve' });
    expect(jsonLdProblems(ld)).toEqual([]);
  });

  it('a price range is an AggregateOffer with low and high', () => {
    const ld = productLd({
      entry: entry({ low: 78.95, high: 98 }),
      urls,
      url,
      currency: 'GBP',
      images,
    });
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '78.95',
      highPrice: '98.00',
      priceCurrency: 'GBP',
    });
    expect(jsonLdProblems(ld)).toEqual([]);
  });

  it('yen has no minor digits', () => {
    const ld = productLd({ entry: entry({ low: 14800 }), urls, url, currency: 'JPY', images });
    expect((ld.offers as { price: string }).price).toBe('14800');
  });

  it('reviews give an aggregateRating; no reviews give none', () => {
    const rated = productLd({
      entry: entry({ reviews: { count: 12, averageRating: 4.2667 } }),
      urls,
      url,
      currency: 'USD',
      images,
    });
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(jsonLdProblems(rated)).toEqual([]);
    const unrated = productLd({
      entry: entry({ reviews: { count: 0, averageRating: 0 } }),
      urls,
      url,
      currency: 'USD',
      images,
    });
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  type Stock = Parameters<typeof entry>[0];
  it.each<[Stock, string]>([
    [{}, 'https://schema.org/InStock'],
    [{ preorder: true }, 'https://schema.org/PreOrder'],
    [
      { available: false, statuses: ['unavailable', 'backordered'] },
      'https://schema.org/BackOrder',
    ],
    [{ available: false, statuses: ['unavailable'] }, 'https://schema.org/OutOfStock'],
  ])('availability of %o is %s', (overrides, expected) => {
    expect(availabilityOf(entry(overrides))).toBe(expected);
  });

  it('a product without prices has no offer (and so no rich result, rather than a wrong one)', () => {
    const ld = productLd({ entry: entry({ low: null }), urls, url, currency: 'USD', images });
    expect(ld).not.toHaveProperty('offers');
    expect(jsonLdProblems(ld)).toContain('Product needs offers, review or aggregateRating');
  });
});

describe('BreadcrumbList JSON-LD (issue 11: listing and product pages)', () => {
  it('a product: home, its category, itself', () => {
    const ld = breadcrumbLd(
      urls,
      productCrumbs('Anthropologie', entry({}), '/shop/maeve-midi-dress'),
    );
    expect(ld.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Anthropologie',
        item: 'https://shop.example/fr-fr',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Dresses',
        item: 'https://shop.example/fr-fr/dresses',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Maeve Midi Dress',
        item: 'https://shop.example/fr-fr/shop/maeve-midi-dress',
      },
    ]);
    expect(jsonLdProblems(ld)).toEqual([]);
  });

  it('a listing: the parent only when its name is known', () => {
    const category = { slug: 'midi-dresses', parentSlug: 'dresses', displayName: 'Midi Dresses' };
    expect(listingCrumbs('A', category, 'Dresses').map((crumb) => crumb.path)).toEqual([
      '/',
      '/dresses',
      '/midi-dresses',
    ]);
    expect(listingCrumbs('A', category, undefined).map((crumb) => crumb.path)).toEqual([
      '/',
      '/midi-dresses',
    ]);
    expect(jsonLdProblems(breadcrumbLd(urls, listingCrumbs('A', category, 'Dresses')))).toEqual([]);
  });

  it('the rules catch a relative item URL', () => {
    const ld = { ...breadcrumbLd(urls, [{ name: 'a', path: '/' }, { name: 'b' }]) };
    const items = ld.itemListElement as Record<string, unknown>[];
    items[0] = { ...items[0], item: '/relative' };
    expect(jsonLdProblems({ ...ld, itemListElement: items })).toContain(
      'item 0 needs an absolute item URL',
    );
  });
});

describe('Organization JSON-LD (issue 11: home page)', () => {
  it('name, absolute url and logo', () => {
    const ld = organizationLd({ name: 'Terrain', urls, logo: '/static/brands/terrain/logo.svg' });
    expect(ld).toMatchObject({
      '@type': 'Organization',
      name: 'Terrain',
      url: 'https://shop.example/fr-fr',
      logo: 'https://shop.example/static/brands/terrain/logo.svg',
    });
    expect(jsonLdProblems(ld)).toEqual([]);
  });
});

describe('the head tags (issue 11: canonical, Open Graph, JSON-LD safely escaped)', () => {
  const hostile = 'Dress </script><script>alert(1)</script> & "quotes"';
  const seo = {
    canonical: 'https://shop.example/fr-fr/shop/x?a="b"',
    ogType: 'product' as const,
    ogImage: 'https://shop.example/api/images/a/b',
    jsonLd: [
      productLd({
        entry: entry({ name: hostile }),
        urls,
        url: 'https://shop.example/x',
        currency: 'EUR',
        images: [],
      }),
    ],
  };
  const html = seoHtml(seo, hostile, 'A description', 'Anthropologie', 'fr-FR');

  it('a canonical link and the Open Graph properties, attribute-escaped', () => {
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example/fr-fr/shop/x?a=&quot;b&quot;">',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(
      '<meta property="og:url" content="https://shop.example/fr-fr/shop/x?a=&quot;b&quot;">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/api/images/a/b">',
    );
    expect(html).toContain('<meta property="og:locale" content="fr_FR">');
    expect(html).toContain('<meta property="og:title" content="Dress &lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it('JSON-LD text cannot close its script element and parses back to the same name', () => {
    const blocks = jsonLdHtml(seo, undefined);
    expect(blocks.match(/<\/script>/g)).toHaveLength(1);
    const [block] = jsonLdBlocks(blocks) as { name: string }[];
    expect(block?.name).toBe(hostile);
  });

  it("JSON-LD carries the page's nonce when it has one, like the state block", () => {
    expect(jsonLdHtml(seo, 'n0nce')).toMatch(
      /^<script type="application\/ld\+json" nonce="n0nce">/,
    );
    expect(jsonLdHtml(undefined, 'n0nce')).toBe('');
  });
});
