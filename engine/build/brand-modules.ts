import { join, relative } from 'node:path';
import { BRAND_MODULE } from '../config/check-components.ts';
import type { ResolvedBrand } from '../config/types.ts';
import { REPO_ROOT } from '../config/validate.ts';
import { brandConfigFolder } from './staleness.ts';

/** A module of the brand's own folder that replaces a registered component (components.replace). */
export interface BrandModuleFile {
  /** The registered name it replaces. */
  readonly name: string;
  /** Its path from the repository root, as Vite's manifest names it. */
  readonly module: string;
  /** Its absolute path. */
  readonly file: string;
}

export function brandModuleFiles(brand: ResolvedBrand, root = REPO_ROOT): BrandModuleFile[] {
  const folder = brandConfigFolder(brand.id, root);
  return Object.entries(brand.settings.components.replace)
    .filter(([, target]) => BRAND_MODULE.test(target))
    .map(([name, target]) => {
      const file = join(folder, target);
      return { name, file, module: relative(root, file).split('\\').join('/') };
    });
}

/**
 * The brand's modules loaded from source (tests and tools that render a brand without building
 * it); a built bundle gets the same from `virtual:storefront-brand-components`.
 */
export function sourceBrandModules(
  brand: ResolvedBrand,
): Record<string, { module: string; load: () => Promise<{ default: never }> }> {
  return Object.fromEntries(
    brandModuleFiles(brand).map(({ name, module, file }) => [
      name,
      { module, load: () => import(/* @vite-ignore */ file) as Promise<{ default: never }> },
    ]),
  );
}
