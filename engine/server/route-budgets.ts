import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createBrandRegistry } from '../app/brand-registry.ts';
import { brandModuleFiles } from '../build/brand-modules.ts';
import { firstLoadAssets, lazyModuleAssets, readManifest } from '../build/manifest.ts';
import type { ResolvedBrand } from '../config/types.ts';
import type { BrandModules } from '../registry/registry.ts';

/** The route kinds with a first-load JavaScript budget (issue 9). */
export const BUDGET_ROUTES = ['home', 'listing', 'product'] as const;
export type BudgetRoute = (typeof BUDGET_ROUTES)[number];

export interface RouteFirstLoad {
  readonly route: BudgetRoute;
  /** Bytes as the browser receives them: gzip -9 and brotli -11, as the build precompresses. */
  readonly gzip: number;
  readonly brotli: number;
  readonly raw: number;
  readonly files: readonly string[];
}

/**
 * First-load JavaScript of a route kind on a built brand, as its page loads it: the entry and its
 * static imports, then what the server preloads for that page (engine/app/ssr/preloads.ts): the
 * default site's config chunk, its language's strings, the page view, the brand's header and
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
  };
  const shared = [
    `virtual:storefront-site/${site.id}`,
    `engine/i18n/locales/${site.defaultLocale}.json`,
  ];
  return BUDGET_ROUTES.map((route) => {
    const names = [...views[route], registry.header().name, registry.footer().name];
    const files = [
      ...new Set([
        ...entry,
        ...[...shared, ...registry.modules(names)].flatMap((module) => lazy[module]?.scripts ?? []),
      ]),
    ];
    const bytes = files.map((file) => readFileSync(join(clientDir, file.replace(/^\//, ''))));
    return {
      route,
      files,
      raw: bytes.reduce((sum, data) => sum + data.length, 0),
      gzip: bytes.reduce((sum, data) => sum + gzipSync(data, { level: 9 }).length, 0),
      brotli: bytes.reduce(
        (sum, data) =>
          sum + brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
        0,
      ),
    };
  });
}
