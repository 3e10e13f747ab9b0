import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 11: the size guides products name (catalogue spec §3 sizeGuide, §7 size guide content by
 * slug: page `size-guide-{guide}`) exist in each brand's content, in every language of its sites,
 * and each chart row has a cell per column; Free People's dresses carry a 2x1 listing banner in
 * every language. The seed names `womens-apparel` and `shoes` for wearables and `mens-apparel` for
 * men's categories (only Urban Outfitters has them).
 */
type Localized = Readonly<Record<string, string>>;
interface Module {
  readonly component: string;
  readonly props?: Readonly<Record<string, unknown>>;
}
interface Page {
  readonly slug: string;
  readonly title?: Localized;
  readonly modules: readonly Module[];
}

const ROOT = join(process.cwd(), 'brand-configs');

function pagesOf(brand: string): Page[] {
  return (
    JSON.parse(readFileSync(join(ROOT, brand, 'content/pages.json'), 'utf8')) as { pages: Page[] }
  ).pages;
}

/** Every language the brand's sites speak (each site's default locale and its languages). */
function localesOf(brand: string): string[] {
  const locales = new Set<string>();
  for (const file of readdirSync(join(ROOT, brand, 'sites'))) {
    const site = JSON.parse(readFileSync(join(ROOT, brand, 'sites', file), 'utf8')) as {
      defaultLocale: string;
      languages?: string[];
    };
    locales.add(site.defaultLocale);
    for (const locale of site.languages ?? []) locales.add(locale);
  }
  return [...locales].sort();
}

const GUIDES = [
  ['anthropologie', 'size-guide-womens-apparel'],
  ['anthropologie', 'size-guide-shoes'],
  ['free-people', 'size-guide-womens-apparel'],
  ['free-people', 'size-guide-shoes'],
  ['urban-outfitters', 'size-guide-mens-apparel'],
] as const;

describe('size guides in every language of the brand (catalogue spec §3 sizeGuide, §7)', () => {
  it.each(GUIDES)('%s %s', (brand, slug) => {
    const page = pagesOf(brand).find((candidate) => candidate.slug === slug);
    expect(page, `${brand} has no ${slug} page`).toBeDefined();
    const locales = localesOf(brand);
    expect(Object.keys(page!.title ?? {}).sort()).toEqual(locales);
    const chart = page!.modules.find((module) => module.component === 'SizeChart');
    expect(chart).toBeDefined();
    const { caption, columns, rows } = chart!.props as {
      caption: Localized;
      columns: Localized[];
      rows: string[][];
    };
    expect(Object.keys(caption).sort()).toEqual(locales);
    for (const column of columns) expect(Object.keys(column).sort()).toEqual(locales);
    for (const row of rows) expect(row).toHaveLength(columns.length);
    const text = page!.modules.find((module) => module.component === 'RichText');
    expect(Object.keys((text?.props?.markdown ?? {}) as Localized).sort()).toEqual(locales);
  });
});

describe('a 2x1 listing banner on Free People dresses (issue 11)', () => {
  it('is there with its words in every language', () => {
    const page = pagesOf('free-people').find((candidate) => candidate.slug === 'dresses');
    const banner = page?.modules.find((module) => module.component === 'ListingBanner');
    expect(banner).toBeDefined();
    const locales = localesOf('free-people');
    for (const key of ['eyebrow', 'headline', 'body', 'ctaLabel']) {
      expect(Object.keys(banner!.props![key] as Localized).sort()).toEqual(locales);
    }
  });
});
