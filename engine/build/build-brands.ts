import type { ResolvedBrand } from '../config/types.ts';
import { buildBrand } from './build-brand.ts';
import type { BrandBuild, BuildBrandOptions } from './build-brand.ts';
import { sizeTable } from './bundle-sizes.ts';

/** Builds brands one after the other (Vite already uses every core), then prints the size table. */
export async function buildBrands(
  brands: readonly ResolvedBrand[],
  options: BuildBrandOptions = {},
): Promise<BrandBuild[]> {
  const log = options.log ?? ((line: string) => process.stdout.write(line + '\n'));
  const builds: BrandBuild[] = [];
  for (const brand of brands) builds.push(await buildBrand(brand, { ...options, log }));
  if (builds.length > 0) {
    log('');
    log(sizeTable(builds));
  }
  return builds;
}
