import {
  loadBrand as loadBrandWith,
  validateBrands as validateBrandsWith,
} from '../config/validate.ts';
import type { ValidateOptions, ValidationReport } from '../config/validate.ts';
import type { ResolvedBrand } from '../config/types.ts';
import { REGISTRY } from './registry.ts';

/**
 * Validation against the engine's component registry: what the CLI, the build, the server and the
 * tests call (engine/config takes the registry as a parameter, being below it; DESIGN §2, §4).
 */
export function validateBrands(options: Omit<ValidateOptions, 'catalog'> = {}): ValidationReport {
  return validateBrandsWith({ ...options, catalog: REGISTRY });
}

/** One brand, validated and resolved; throws ConfigValidationError listing every problem. */
export function loadBrand(
  brandId: string,
  options: Omit<ValidateOptions, 'catalog' | 'brands'> = {},
): ResolvedBrand {
  return loadBrandWith(brandId, { ...options, catalog: REGISTRY });
}
