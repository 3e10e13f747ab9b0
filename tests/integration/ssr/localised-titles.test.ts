import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../../engine/routing/route-table.ts';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness } from './ssr-harness.ts';

/**
 * Issue 13: page titles and headings were English on every locale (Search, Orders, Order
 * Tracking, User Create...). Every route of the route table that takes no parameter is rendered
 * on an-us and on a European site; the European <title> and h1 must not be the English ones
 * (the brand's name alone, the home page's title, is the one title every site shares).
 */
let ssr: SsrHarness;

beforeAll(async () => {
  ssr = await startSsr(['anthropologie']);
}, 120_000);

afterAll(() => ssr?.close());

const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

function titleAndHeading(html: string) {
  const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? '';
  const main = /<main[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? '';
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(main)?.[1] ?? '';
  return { title: text(title), h1: text(h1) };
}

describe('titles and headings in the site language (issue 13, shell spec §2.1)', () => {
  it.each(['an-fr', 'an-de'])('%s: no route has an English <title> or h1', async (siteId) => {
    const brand = ssr.brands.get('anthropologie')!;
    const site = brand.sites[siteId]!;
    const us = brand.sites['an-us']!;
    const staticRoutes = buildRouteTable(site).filter(
      (def) => !def.redirectTo && !/[:*]/.test(def.path) && def.meta.kind !== 'home',
    );
    expect(staticRoutes.length).toBeGreaterThan(30);
    const english: unknown[] = [];
    let compared = 0;
    for (const def of [...staticRoutes, { name: 'not-found', path: '/no-such-page-e2e' }]) {
      const [local, en] = await Promise.all([
        ssr.get('anthropologie', `${site.contextPath}${def.path}`),
        ssr.get('anthropologie', `${us.contextPath}${def.path}`),
      ]);
      if (local.status >= 300 && local.status < 400) continue;
      compared += 1;
      const mine = titleAndHeading(local.html);
      const theirs = titleAndHeading(en.html);
      if (mine.title === theirs.title || mine.title === brand.settings.name)
        english.push({ route: def.name, title: mine.title });
      if (mine.h1 && mine.h1 === theirs.h1) english.push({ route: def.name, h1: mine.h1 });
    }
    expect(compared).toBeGreaterThan(25);
    expect(english).toEqual([]);
  });
});

describe('fr-CA can be chosen on an-ca (issue 13, shell spec §2.3, §3.1)', () => {
  it('the selector offers fr-CA, and the language cookie renders the page in it', async () => {
    const english = await ssr.get('anthropologie', '/en-ca/cart');
    expect(titleAndHeading(english.html).title).toBe('Shopping Bag | Anthropologie');
    expect(english.html).toContain('<html lang="en-CA">');
    expect(english.html).toMatch(/<a [^>]*hrefLang="fr-CA"/);

    const french = await ssr.get('anthropologie', '/en-ca/cart', {
      cookies: { sf_language: 'fr-CA' },
    });
    expect(french.html).toContain('<html lang="fr-CA">');
    expect(french.headers['Content-Language'] ?? french.headers['content-language']).toBe('fr-CA');
    expect(titleAndHeading(french.html).title).toBe('Panier | Anthropologie');
    // The browser hydrates in the same language.
    expect(french.html).toContain('"locale":"fr-CA"');
  });

  it('a language the site does not offer is ignored', async () => {
    const page = await ssr.get('anthropologie', '/en-ca/cart', {
      cookies: { sf_language: 'de-DE' },
    });
    expect(page.html).toContain('<html lang="en-CA">');
    const elsewhere = await ssr.get('anthropologie', '/fr-fr/cart', {
      cookies: { sf_language: 'fr-CA' },
    });
    expect(elsewhere.html).toContain('<html lang="fr-FR">');
  });
});
