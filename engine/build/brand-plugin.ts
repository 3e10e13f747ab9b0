import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ResolvedBrand } from '../config/types.ts';
import { REPO_ROOT } from '../config/validate.ts';
import { brandConfigFolder } from './staleness.ts';
import { brandModuleFiles } from './brand-modules.ts';
import { brandLocales, publicBrand } from './public-config.ts';

export const BRAND_MODULE_ID = 'virtual:storefront-brand';
const RESOLVED_ID = '\0' + BRAND_MODULE_ID;
export const BRAND_COMPONENTS_ID = 'virtual:storefront-brand-components';
const RESOLVED_COMPONENTS_ID = '\0' + BRAND_COMPONENTS_ID;

export interface BrandPluginOptions {
  readonly brand: ResolvedBrand;
  /** Engine strings folder; default engine/i18n/locales of this repository. */
  readonly localesDir?: string;
}

/**
 * Gives a brand's bundle its configuration as `virtual:storefront-brand` (default export: the
 * PublicBrand of public-config.ts). The config is inlined at build time, so the browser never
 * ships ajv or the loader (DESIGN §3); and since nothing else may read brand-configs/, no other
 * brand's config, strings or theme can reach the bundle. The engine's strings of locales no site
 * of the brand speaks load as empty objects, so the app may import every locale statically.
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
      return id === BRAND_COMPONENTS_ID ? RESOLVED_COMPONENTS_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        const data = JSON.stringify(publicBrand(options.brand));
        // JSON.parse of a string literal parses faster than the same object literal.
        return `export default /* @__PURE__ */ JSON.parse(${JSON.stringify(data)});\n`;
      }
      if (id === RESOLVED_COMPONENTS_ID) return brandComponentsModule(options.brand);
      const locale = localeFile.exec(id.split('?')[0] ?? '')?.[1];
      // JSON text: Vite's JSON plugin turns it into `export default {}` as for the real file.
      if (locale && !locales.has(locale)) return '{}';
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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
