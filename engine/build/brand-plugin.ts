import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ResolvedBrand } from '../config/types.ts';
import { REPO_ROOT } from '../config/validate.ts';
import { stringBundleText } from './string-bundle-file.ts';
import { brandConfigFolder } from './staleness.ts';
import { brandModuleFiles } from './brand-modules.ts';
import { brandLocales, publicBrand, publicBrandCore, publicSiteModule } from './public-config.ts';

export const BRAND_MODULE_ID = 'virtual:storefront-brand';
const RESOLVED_ID = '\0' + BRAND_MODULE_ID;
export const BRAND_COMPONENTS_ID = 'virtual:storefront-brand-components';
const RESOLVED_COMPONENTS_ID = '\0' + BRAND_COMPONENTS_ID;
export const BRAND_CORE_ID = 'virtual:storefront-brand-core';
const RESOLVED_CORE_ID = '\0' + BRAND_CORE_ID;
export const BRAND_SITES_ID = 'virtual:storefront-sites';
const RESOLVED_SITES_ID = '\0' + BRAND_SITES_ID;
/** One site's share of the config, its own chunk: `virtual:storefront-site/<site id>`. */
export const SITE_MODULE_PREFIX = 'virtual:storefront-site/';

export interface BrandPluginOptions {
  readonly brand: ResolvedBrand;
  /** Engine strings folder; default engine/i18n/locales of this repository. */
  readonly localesDir?: string;
}

/**
 * Gives a brand's bundle its configuration, inlined at build time, so the browser never ships ajv
 * or the loader (DESIGN §3); and since nothing else may read brand-configs/, no other brand's
 * config, strings or theme can reach the bundle.
 * - The SSR entry: `virtual:storefront-brand`, the whole public brand (every site).
 * - The browser: `virtual:storefront-brand-core` (settings, every site in brief), and each site's
 *   config, content and strings in a chunk of their own (`virtual:storefront-site/<id>`, listed by
 *   `virtual:storefront-sites`): a page loads only its site's (issue 9: JavaScript budget).
 * The engine's strings of locales no site of the brand speaks load as empty objects, so the app
 * may import every locale statically.
 */
export function storefrontBrandPlugin(options: BrandPluginOptions): Plugin {
  const localesDir = options.localesDir ?? join(REPO_ROOT, 'engine/i18n/locales');
  const brandsDir = join(REPO_ROOT, 'brand-configs') + '/';
  const localeFile = new RegExp(`^${escapeRegExp(localesDir)}/([A-Za-z-]+)\\.json$`);
  const locales = new Set(brandLocales(options.brand));
  const ownComponents = join(brandConfigFolder(options.brand.id), 'components') + '/';
  return {
    name: 'storefront:brand',
    enforce: 'pre',
    resolveId(id) {
      if (id === BRAND_MODULE_ID) return RESOLVED_ID;
      if (id === BRAND_CORE_ID) return RESOLVED_CORE_ID;
      if (id === BRAND_SITES_ID) return RESOLVED_SITES_ID;
      if (id.startsWith(SITE_MODULE_PREFIX)) return '\0' + id;
      return id === BRAND_COMPONENTS_ID ? RESOLVED_COMPONENTS_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) return jsonModule(publicBrand(options.brand));
      if (id === RESOLVED_CORE_ID) return jsonModule(publicBrandCore(options.brand));
      if (id === RESOLVED_SITES_ID) {
        const loaders = Object.keys(options.brand.sites).map(
          (siteId) =>
            `  ${JSON.stringify(siteId)}: () => import(${JSON.stringify(SITE_MODULE_PREFIX + siteId)}),`,
        );
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      if (id.startsWith('\0' + SITE_MODULE_PREFIX)) {
        return jsonModule(publicSiteModule(options.brand, id.slice(1 + SITE_MODULE_PREFIX.length)));
      }
      if (id === RESOLVED_COMPONENTS_ID) return brandComponentsModule(options.brand);
      const locale = localeFile.exec(id.split('?')[0] ?? '')?.[1];
      // JSON text: Vite's JSON plugin turns it into `export default {}` as for the real file.
      if (locale && !locales.has(locale)) return '{}';
      // One bundle of the locale's strings (engine/domain/string-bundles.ts), a chunk of its own.
      if (locale) {
        try {
          const bundle = stringBundleText(id);
          if (bundle !== undefined) return bundle;
        } catch (error) {
          this.error((error as Error).message);
        }
      }
      // The brand's own component modules are part of its bundle (components.replace).
      if (id.startsWith(brandsDir) && !id.startsWith(ownComponents)) {
        this.error(
          `[storefront:build] ${id.slice(REPO_ROOT.length)} is imported by the bundle of ${options.brand.id}. ` +
            `Brand files must not be imported: read the brand from '${BRAND_MODULE_ID}'.`,
        );
      }
      return undefined;
    },
  };
}

/**
 * `virtual:storefront-brand-components`: the brand's own modules of components.replace, each a
 * lazy import (its own chunk) with its source path for preloads; no other brand's module is named.
 */
export function brandComponentsModule(brand: ResolvedBrand): string {
  const entries = brandModuleFiles(brand).map(
    ({ name, module, file }) =>
      `  ${JSON.stringify(name)}: { module: ${JSON.stringify(module)}, load: () => import(${JSON.stringify(file)}) },`,
  );
  return `export default {\n${entries.join('\n')}\n};\n`;
}

/** JSON.parse of a string literal parses faster than the same object literal. */
function jsonModule(value: unknown): string {
  return `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
