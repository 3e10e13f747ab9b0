/**
 * Reads the schemas: shared by engine/config and commerce-api, which share nothing else
 * (DESIGN §2). Every schema's $id is SCHEMA_BASE + its path under schemas/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMA_BASE = 'https://schemas.storefront.local/';
export const SCHEMAS_DIR = fileURLToPath(new URL('./', import.meta.url));

export type SchemaObject = Record<string, unknown>;

/** Every schema under `dir`, keyed by its path relative to it ("content/banners.schema.json"). */
export function readSchemas(dir = SCHEMAS_DIR): Map<string, SchemaObject> {
  const schemas = new Map<string, SchemaObject>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.schema.json')) {
        schemas.set(
          relative(dir, path).split('\\').join('/'),
          JSON.parse(readFileSync(path, 'utf8')),
        );
      }
    }
  };
  walk(dir);
  return schemas;
}
