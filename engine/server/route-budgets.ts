import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createBrandRegistry } from '../app/brand-registry.ts';
import { brandModuleFiles } from '../build/brand-modules.ts';
import { firstLoadAssets, lazyModuleAssets, readManifest } from '../build/manifest.ts';
import type { ResolvedBrand } from '../config/types.ts';
import type { BrandModules } from '../registry/registry.ts';

/** The route kinds with a first-load JavaScript budget (issue 9; the cart's, issue 12). */
export const BUDGET_ROUTES = ['home', 'listing', 'product', 'cart'] as const;
export type BudgetRoute = (typeof BUDGET_ROUTES)[number];

export interface RouteFirstLoad {
  readonly route: BudgetRoute;
  /** Bytes as the browser receives them: gzip -9 and brotli -11, as the build precompresses. */
  readonly gzip: number;
  readonly brotli: number;
  readonly raw: number;
  readonly files: readonly string[];
}

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();

/** A built file's bytes as sent: gzip -9 and brotli -11 (slow: each file is measured once). */
function sizeOf(path: string): { raw: number; gzip: number; brotli: number } {
  let size = sizes.get(path);
  if (!size) {
    const data = readFileSync(path);
    size = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(path, size);
  }
  return size;
}

/**
 * First-load JavaScript of a route kind on a built brand, as its page loads it: the entry and its
 * static imports, then what the server preloads for that page (engine/app/ssr/preloads.ts): the
 * default site's config chunk, its language's string bundles the page shows, the page view, the brand's header and
 * footer, and what the view renders inside (the home page's modules, the product sections).
 */
export function routeFirstLoads(brand: ResolvedBrand, clientDir: string): RouteFirstLoad[] {
  const manifest = readManifest(clientDir);
  const entry = firstLoadAssets(manifest).scripts;
  const lazy = lazyModuleAssets(manifest);
  // Only the module paths matter here, not the modules.
  const modules: BrandModules = Object.fromEntries(
    brandModuleFiles(brand).map(({ name, module }) => [
      name,
      { module, load: () => Promise.reject(new Error('not loaded here')) },
    ]),
  );
  const registry = createBrandRegistry(brand, modules);
  const site = brand.sites[brand.settings.defaultSite] ?? Object.values(brand.sites)[0]!;
  const home = brand.content.pages.pages.find(
    (page) => page.slug === brand.settings.components.homePage,
  );
  const views: Record<BudgetRoute, string[]> = {
    home: ['ContentPage', ...(home?.modules ?? []).map((module) => module.component)],
    listing: ['ListingPage'],
    product: ['ProductPage', ...registry.productSections().map((section) => section.name)],
    cart: ['CartPage'],
  };
  return BUDGET_ROUTES.map((route) => {
    const names = [...views[route], registry.header().name, registry.footer().name];
    const strings = registry
      .stringBundles(views[route][0])
      .map((bundle) => `engine/i18n/locales/${site.defaultLocale}.json?bundle=${bundle}`);
    const modules = [`virtual:storefront-site/${site.id}`, ...strings, ...registry.modules(names)];
    // A module that is no chunk of its own is neither preloaded by its page nor counted here: a
    // lazy chunk importing one of its modules makes Rollup turn it into a shared chunk.
    const missing = modules.filter((module) => !lazy[module]);
    if (missing.length > 0) {
      throw new Error(
        `[storefront:build] ${brand.id} ${route}: ${missing.join(', ')} is not a chunk of its own in the build, so the page would not preload it and its budget would not count it. A lazy chunk probably imports a module of it at run time: move that module out of the chunk (or import only its types).`,
      );
    }
    const files = [
      ...new Set([...entry, ...modules.flatMap((module) => lazy[module]?.scripts ?? [])]),
    ];
    const sizes = files.map((file) => sizeOf(join(clientDir, file.replace(/^\//, ''))));
    return {
      route,
      files,
      raw: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
      brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
    };
  });
}

/** A route kind's first load against the brand's budget (schemas/budgets.schema.json). */
export interface RouteBudget extends RouteFirstLoad {
  /** The budget, kB gzip: the brand's budgets.firstLoadJsKb, else the engine's default. */
  readonly budgetKb: number;
  readonly over: boolean;
}

const KB = 1024;

/** Each budgeted route kind's first-load JavaScript on a built brand, against its budget. */
export function routeBudgets(brand: ResolvedBrand, clientDir: string): RouteBudget[] {
  const { firstLoadJsKb } = brand.settings.budgets;
  return routeFirstLoads(brand, clientDir).map((load) => {
    const budgetKb = firstLoadJsKb[load.route];
    return { ...load, budgetKb, over: load.gzip > budgetKb * KB };
  });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * What the build prints for a brand: one line per route kind (gzip, brotli, budget), then why the
 * brand raised a budget if it did (budgets.raisedBecause), then what to do about an overrun.
 */
export function routeBudgetReport(brand: ResolvedBrand, rows: readonly RouteBudget[]): string[] {
  const lines = rows.map(
    (row) =>
      `  ${row.over ? '✖' : '✓'} ${row.route.padEnd(8)} ${kb(row.gzip).padStart(9)} gzip ${kb(row.brotli).padStart(9)} brotli  budget ${row.budgetKb} kB${row.over ? `: ${kb(row.gzip - row.budgetKb * KB)} over` : ''}`,
  );
  const { raisedBecause } = brand.settings.budgets;
  if (raisedBecause) lines.push(`  budgets raised because: ${raisedBecause}`);
  if (rows.some((row) => row.over)) {
    lines.push(
      `  First-load JavaScript over budget: load the new code lazily (a registry entry is a chunk of its own), or raise brand-configs/${brand.id}/brand.json budgets.firstLoadJsKb with budgets.raisedBecause saying why.`,
    );
  }
  return lines;
}
