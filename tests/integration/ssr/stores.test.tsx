import { getAllByRole, getByRole, queryAllByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDistance } from '../../../engine/i18n/format.ts';
import {
  COUNTRY_CENTRES,
  storeListSearch,
  storeNumberOf,
} from '../../../engine/pages/stores/stores-data.ts';
import { slugify, storeSlug } from '../../../engine/pages/stores/store-slug.ts';
import { validateBrands } from '../../support/brands.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness, SsrPage } from './ssr-harness.ts';

/**
 * The stores page, server-rendered against the seeded commerce API (shell spec §2.1 /stores and
 * /stores/{slug}; issue 4 §4 miles or kilometres per site; catalogue spec §5 distance unit:
 * miles for US and UK, and Canada on this brand, else kilometres).
 */
let ssr: SsrHarness;
interface StoreRow {
  store_number: string;
  name: string;
  country: string;
}
let stores: StoreRow[];

beforeAll(async () => {
  ssr = await startSsr(['anthropologie']);
  stores = await ssr.api.db.query<StoreRow>(
    `SELECT store_number, name, address->>'country' AS country FROM stores WHERE brand_id = 'anthropologie'
     ORDER BY store_number`,
  );
}, 180_000);
afterAll(() => ssr?.close());

const get = (url: string) => ssr.get('anthropologie', url);
const beforeScripts = (page: SsrPage) => page.html.slice(0, page.html.indexOf('<script'));
/** The server's HTML before any script runs, as a document to query by role. */
const serverDocument = (page: SsrPage) =>
  new JSDOM(beforeScripts(page), { url: 'http://localhost/' }).window.document.body;
const storesIn = (country: string) => stores.filter((store) => store.country === country);

function storeList(body: HTMLElement): HTMLElement {
  const main = getByRole(body, 'main');
  return getByRole(main, 'list', { name: getByRole(main, 'heading', { level: 1 }).textContent! });
}

describe('store list: distances in the site unit and locale (issue 4 §4)', () => {
  // The longest page here: React outlines a Suspense boundary bigger than its progressive chunk
  // size (12.8 kB by default, shell included) behind a script, unless the renderer raises it.
  it('an-us lists its US stores, nearest first, with distances in miles', async () => {
    const page = await get('/stores');
    expect(page.status).toBe(200);
    const body = serverDocument(page);
    expect(getByRole(body, 'heading', { level: 1, name: 'Our Stores' })).toBeTruthy();
    const items = getAllByRole(storeList(body), 'listitem', { name: undefined }).filter((item) =>
      item.parentElement?.classList.contains('sf-stores__list'),
    );
    expect(items).toHaveLength(storesIn('US').length);
    // Each store is an article named by its own heading (a heading per store).
    const headings = getAllByRole(storeList(body), 'heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent).sort()).toEqual(
      storesIn('US')
        .map((store) => store.name)
        .sort(),
    );
    const distances = [...body.querySelectorAll('.sf-store__distance')].map(
      (node) => node.textContent ?? '',
    );
    expect(distances).toHaveLength(items.length);
    for (const distance of distances) expect(distance).toMatch(/^[\d,.]+ mi away$/);
    const values = distances.map((text) => Number(text.replace(/[^\d.]/g, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(body.textContent).toContain(
      'Distances are measured from the center of the country (United States).',
    );
  });

  it('an-ca is in miles by brand choice and lists only Canadian stores', async () => {
    const page = await get('/en-ca/stores');
    expect(page.status).toBe(200);
    const body = serverDocument(page);
    const headings = getAllByRole(storeList(body), 'heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent).sort()).toEqual(
      storesIn('CA')
        .map((store) => store.name)
        .sort(),
    );
    for (const node of body.querySelectorAll('.sf-store__distance'))
      expect(node.textContent).toMatch(/^[\d,.]+ mi away$/);
    expect(body.textContent).toContain('centre of the country (Canada)');
  });

  it('an-de is in kilometres, German number format and German text', async () => {
    const page = await get('/de-de/stores');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="de-DE">');
    const body = serverDocument(page);
    expect(getByRole(body, 'heading', { level: 1, name: 'Unsere Geschäfte' })).toBeTruthy();
    const headings = getAllByRole(storeList(body), 'heading', { level: 2 });
    expect(headings).toHaveLength(storesIn('DE').length);
    const distances = [...body.querySelectorAll('.sf-store__distance')].map(
      (node) => node.textContent ?? '',
    );
    expect(distances.length).toBeGreaterThan(0);
    for (const distance of distances) expect(distance).toMatch(/^[\d.]+(,\d)? km entfernt$/);
    expect(body.textContent).not.toMatch(/\bmi\b/);
    expect(body.textContent).toContain('Mittelpunkt des Landes (Deutschland)');
  });

  it('pickup information in the site language (engine strings, not the API’s English text)', async () => {
    const body = serverDocument(await get('/de-de/stores'));
    const text = body.querySelector('.sf-stores__list')?.textContent ?? '';
    expect(text).toMatch(/Abholung im Geschäft möglich|Abholung ist in diesem Geschäft/);
    expect(text).not.toMatch(/Ready in|pickup desk|Collect from the tills/);
  });

  it('store names link to the store page with its canonical slug', async () => {
    const body = serverDocument(await get('/en-gb/stores'));
    const store = storesIn('GB')[0]!;
    const link = getByRole(storeList(body), 'link', { name: store.name });
    expect(link.getAttribute('href')).toBe(
      `/en-gb/stores/${storeSlug({ storeNumber: store.store_number, storeName: store.name })}`,
    );
  });
});

describe('store page /stores/{slug} (shell spec §2.1)', () => {
  it('200 with the store name as the page heading, in the HTML before any script', async () => {
    const store = storesIn('US')[0]!;
    const slug = storeSlug({ storeNumber: store.store_number, storeName: store.name });
    const page = await get(`/stores/${slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${store.name} | Anthropologie</title>`);
    const body = serverDocument(page);
    expect(getByRole(body, 'heading', { level: 1, name: store.name })).toBeTruthy();
    expect(getByRole(body, 'heading', { level: 2, name: 'Store Hours' })).toBeTruthy();
    expect(getAllByRole(body, 'rowheader').map((cell) => cell.textContent)).toContain('Monday');
    expect(getByRole(body, 'link', { name: 'All Stores' }).getAttribute('href')).toBe('/stores');
  });

  it('day names and times in the site locale on a European site', async () => {
    const store = storesIn('DE')[0]!;
    const slug = storeSlug({ storeNumber: store.store_number, storeName: store.name });
    const body = serverDocument(await get(`/de-de/stores/${slug}`));
    expect(getByRole(body, 'heading', { level: 1, name: store.name })).toBeTruthy();
    const days = getAllByRole(body, 'rowheader').map((cell) => cell.textContent);
    expect(days).toContain('Montag');
    // Most German shops close on Sundays in the seed.
    expect(body.textContent).toContain('Geschlossen');
  });

  it('the bare store number answers 301 to the canonical slug, keeping the query', async () => {
    const store = storesIn('US')[0]!;
    const slug = storeSlug({ storeNumber: store.store_number, storeName: store.name });
    const page = await get(`/stores/${store.store_number}?ref=footer`);
    expect(page.status).toBe(301);
    expect(page.headers.Location).toBe(`/stores/${slug}?ref=footer`);
  });

  it('404 with the not-found page for an unknown store number or a slug without one', async () => {
    const known = new Set(stores.map((store) => store.store_number));
    const unknown = ['9999', '0001', '0002'].find((number) => !known.has(number))!;
    for (const url of [`/stores/${unknown}-nowhere`, '/stores/not-a-store']) {
      const page = await get(url);
      expect(page.status, url).toBe(404);
      expect(page.headers['X-Robots-Tag']).toBe('noindex, follow');
      expect(beforeScripts(page)).toContain('Page Not Found');
    }
  });
});

describe('site selector on the stores page (issue 4 §4, shell spec §2.3)', () => {
  it('links every sister site to its own stores page, with country code and currency', async () => {
    const body = serverDocument(await get('/en-gb/stores'));
    const selector = body.querySelector('.sf-site-select')!;
    // an-ca shows its languages (showLanguageInSelector), one link each (issue 13: fr-CA can be
    // chosen); an-de does not.
    const canada = getAllByRole(selector as HTMLElement, 'link', { name: /^Canada/ });
    expect(canada.map((link) => link.getAttribute('href'))).toEqual([
      '/en-ca/stores',
      '/en-ca/stores',
    ]);
    expect(canada.map((link) => link.getAttribute('hreflang'))).toEqual(['en-CA', 'fr-CA']);
    for (const link of canada) {
      expect(link.textContent).toContain('CA');
      expect(link.textContent).toContain('C$ CAD');
    }
    expect(canada[1]!.textContent).toContain('Français (Canada)');
    const germany = getByRole(selector as HTMLElement, 'link', { name: /^Deutschland/ });
    expect(germany.getAttribute('href')).toBe('/de-de/stores');
    expect(germany.textContent).toContain('€ EUR');
    expect(germany.textContent).not.toContain('Deutsch ');
    const current = getByRole(selector as HTMLElement, 'link', { name: /^United Kingdom/ });
    expect(current.getAttribute('aria-current')).toBe('true');
  });

  it('a page the target lacks links to the target root (registry: US only)', async () => {
    const body = serverDocument(await get('/registry/account'));
    const selector = body.querySelector('.sf-site-select') as HTMLElement;
    expect(getByRole(selector, 'link', { name: /^United Kingdom/ }).getAttribute('href')).toBe(
      '/en-gb',
    );
    expect(getByRole(selector, 'link', { name: /^United States/ }).getAttribute('href')).toBe(
      '/registry/account',
    );
    // Seven sites, Canada in its two languages.
    expect(queryAllByRole(selector, 'link')).toHaveLength(8);
  });
});

describe('formatDistance (issue 4 §4)', () => {
  it('formats in the locale and unit', () => {
    expect(formatDistance(12.34, 'mi', 'en-US')).toBe('12.3 mi');
    expect(formatDistance(1234.5, 'km', 'de-DE')).toBe('1.234,5 km');
    expect(formatDistance(3, 'km', 'fr-FR')).toMatch(/^3\s?km$/);
  });

  it('builds one Intl.NumberFormat per locale and unit, not one per distance', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    for (const value of [1, 2.5, 300, 4000.25]) formatDistance(value, 'km', 'en-AU');
    for (const value of [1, 2]) formatDistance(value, 'mi', 'en-AU');
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('stores data: reference point, unit and slugs', () => {
  const brand = ssrBrand();

  it('the list search is around the country centre, its radius in the site unit', () => {
    const us = storeListSearch(brand.sites['an-us']!);
    expect(us).toMatchObject({
      lat: COUNTRY_CENTRES.US!.lat,
      lng: COUNTRY_CENTRES.US!.lng,
      unit: 'mi',
    });
    expect(storeListSearch(brand.sites['an-ca']!)).toMatchObject({ unit: 'mi', distance: 2361 });
    expect(storeListSearch(brand.sites['an-de']!)).toMatchObject({ unit: 'km', distance: 600 });
    expect(storeListSearch({ ...brand.sites['an-de']!, country: 'NZ' } as never)).toBeUndefined();
  });

  it('slugs are ASCII; the store number is what a slug is looked up by', () => {
    expect(slugify('Anthropologie Maximilianstraße')).toBe('anthropologie-maximilianstrasse');
    expect(slugify('Anthropologie Presqu’île')).toBe('anthropologie-presqu-ile');
    expect(storeSlug({ storeNumber: '0103', storeName: 'Anthropologie SoHo' })).toBe(
      '0103-anthropologie-soho',
    );
    expect(storeNumberOf('0103-anthropologie-soho')).toBe('0103');
    expect(storeNumberOf('0103')).toBe('0103');
    expect(storeNumberOf('anthropologie-soho')).toBeUndefined();
    expect(storeNumberOf('0103abc')).toBeUndefined();
    expect(storeNumberOf('../0103')).toBeUndefined();
  });
});

function ssrBrand(): ResolvedBrand {
  return validateBrands({ brands: ['anthropologie'] }).brands[0]!.resolved as ResolvedBrand;
}
