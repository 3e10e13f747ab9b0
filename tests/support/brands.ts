import {
  loadBrand as loadEngineBrand,
  validateBrands as validateEngineBrands,
} from '../../engine/app/brands.ts';
import { SchemaSet } from '../../engine/config/schema-set.ts';

/**
 * The engine's brand validation with one compiled schema set per test process: compiling the
 * schemas is most of what validating a brand costs (about 3 s of 4 on a loaded machine), and a
 * test file validates brands several times (its API, its renderer, its build). Same signatures as
 * engine/app/brands.ts.
 */
let schemas: SchemaSet | undefined;

/** The test process's one compiled schema set (for tests that call the engine's config code). */
export function sharedSchemas(): SchemaSet {
  schemas ??= new SchemaSet();
  return schemas;
}

export function validateBrands(
  options: Parameters<typeof validateEngineBrands>[0] = {},
): ReturnType<typeof validateEngineBrands> {
  return validateEngineBrands({ schemas: sharedSchemas(), ...options });
}

export function loadBrand(
  brandId: string,
  options: Parameters<typeof loadEngineBrand>[1] = {},
): ReturnType<typeof loadEngineBrand> {
  return loadEngineBrand(brandId, { schemas: sharedSchemas(), ...options });
}
