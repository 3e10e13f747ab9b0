import type { ResolvedBrand } from '../config/types.ts';
import { Registry } from '../registry/registry.ts';
import type { BrandModules } from '../registry/registry.ts';
import { REGISTRY } from './registry.ts';

/**
 * A brand's registry: the engine's entries with the brand's replacements (brand.json
 * components.replace). `modules` are the brand's own component modules, which only its bundle
 * carries (the build's virtual:storefront-brand-components).
 */
export function createBrandRegistry(brand: ResolvedBrand, modules: BrandModules = {}): Registry {
  return new Registry(REGISTRY, { id: brand.id, components: brand.settings.components }, modules);
}
