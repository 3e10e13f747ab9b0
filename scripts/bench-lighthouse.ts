/**
 * `npm run bench:lighthouse`: Lighthouse (its npm package, mobile preset: simulated slow 4G and a
 * 4x slower CPU) on the home page, a listing and a product page of Anthropologie (United States)
 * and Free People (France), served by the production server on a seeded embedded database, in
 * Debian's Chromium. Prints each page's scores, LCP, TBT and CLS, what Lighthouse flagged, and
 * each page against its brand's budgets (brand.json budgets.lighthouse); exits 1 when a page is
 * outside them. Each page is visited once before it is measured (a running store is warm). Builds
 * what is missing.
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --pages product --brands anthropologie
 *   npm run bench:lighthouse -- --save /tmp/lhr   (each page's whole report as JSON, to study)
 */
import './lib/production-mode.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { BrandDirectory } from '../commerce-api/brands.ts';
import type { ApiBrandConfig } from '../commerce-api/brands.ts';
import { seed } from '../commerce-api/seed/index.ts';
import { openDatabase } from '../commerce-api/storage/database.ts';
import { migrate } from '../commerce-api/storage/migrate.ts';
import { loadBrand } from '../engine/app/brands.ts';
import { DEFAULT_DIST_DIR } from '../engine/build/build-brand.ts';
import { buildBrands } from '../engine/build/build-brands.ts';
import { needsBuild } from '../engine/build/staleness.ts';
import { createStorefrontServer } from '../engine/server/create-server.ts';
import { DEFAULT_BRAND } from '../engine/server/host-brand.ts';
import { lighthouseOverruns } from '../engine/server/lighthouse-budgets.ts';
import { benchPages } from './lib/bench-pages.ts';
import { figuresOf, LIGHTHOUSE_CHROME_FLAGS } from './lib/lighthouse-figures.ts';
import { measurePage } from './lib/lighthouse-run.ts';

const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: 'anthropologie:an-us,free-people:fp-fr' },
    pages: { type: 'string', default: 'home,listing,product' },
    save: { type: 'string' },
  },
});
const targets = values.brands.split(',').map((pair) => {
  const [brandId, siteId] = pair.split(':');
  return { brand: loadBrand(brandId!), siteId };
});
const pageKinds = values.pages.split(',');
const brands = targets.map((target) => target.brand);
const stale = brands.filter((brand) => needsBuild(brand.id, DEFAULT_DIST_DIR));
if (stale.length > 0) await buildBrands(stale, { distDir: DEFAULT_DIST_DIR });

// A database of its own, seeded afresh: the bench neither reads nor changes the store's data.
const dataDir = mkdtempSync(join(tmpdir(), 'sf-lighthouse-'));
const db = await openDatabase({ dataDir });
await migrate(db);
await seed(db, brands as unknown as ApiBrandConfig[]);
const server = await createStorefrontServer({
  brands,
  distDir: DEFAULT_DIST_DIR,
  port: 0,
  apiContext: {
    db,
    brands: new BrandDirectory(brands as unknown as ApiBrandConfig[]),
    mode: 'production',
  },
});

/** The pages of one brand's site: its home, its largest category and its most popular product. */
async function pagesOf(brandId: string, contextPath: string): Promise<[string, string][]> {
  const host = brandId === DEFAULT_BRAND ? 'localhost' : `${brandId}.localhost`;
  const base = `http://${host}:${server.port}${contextPath}`;
  return (await benchPages(db, brandId))
    .filter(([kind]) => pageKinds.includes(kind))
    .map(([kind, path]) => [kind, `${base}${path}`]);
}

/** The audits a category lost points on, by title, with the first elements they name. */
function losses(lhr: Result): string[] {
  return Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = lhr.audits[ref.id];
        const details = audit?.details as { items?: { node?: { snippet?: string } }[] } | undefined;
        const nodes = (details?.items ?? [])
          .flatMap((item) => (item.node?.snippet ? [item.node.snippet.slice(0, 100)] : []))
          .slice(0, 3);
        return `${category.title}: ${audit?.title ?? ref.id}${nodes.length > 0 ? `\n        ${nodes.join('\n        ')}` : ''}`;
      }),
  );
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
});
let failed = false;
try {
  console.log(
    `Lighthouse, mobile preset; load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log('page                      perf  a11y  bp   seo   LCP ms  TBT ms  CLS');
  for (const { brand, siteId } of targets) {
    const site =
      brand.sites[siteId ?? brand.settings.defaultSite] ?? Object.values(brand.sites)[0]!;
    for (const [kind, url] of await pagesOf(brand.id, site.contextPath)) {
      const lhr = await measurePage(url, chrome.port);
      if (!lhr) throw new Error(`[storefront:bench] Lighthouse returned nothing for ${url}`);
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        writeFileSync(join(values.save, `${site.id}-${kind}.json`), JSON.stringify(lhr));
      }
      const figures = figuresOf(lhr);
      const over = lighthouseOverruns(brand.settings.budgets.lighthouse, figures);
      failed ||= over.length > 0;
      console.log(
        `${`${site.id} ${kind}`.padEnd(24)} ${[figures.performance, figures.accessibility, figures.bestPractices, figures.seo].map((n) => String(n).padStart(5)).join(' ')} ${String(figures.lcpMs).padStart(8)} ${String(figures.tbtMs).padStart(7)}  ${figures.cls}`,
      );
      console.log(`    ${url}`);
      if (lhr.runtimeError) console.log(`    runtime error: ${lhr.runtimeError.message}`);
      for (const loss of losses(lhr)) console.log(`    - ${loss}`);
      console.log(
        over.length > 0 ? `    ✖ over budget: ${over.join('; ')}` : '    ✓ within budgets',
      );
    }
  }
} finally {
  chrome.kill();
  await server.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
