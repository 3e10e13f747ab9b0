import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const SCHEMA_BASE = 'https://schemas.storefront.local/';
export const SCHEMAS_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));

/** Every schema under schemas/, keyed by its path relative to that folder ("content/banners.schema.json"). */
export function readSchemas(dir = SCHEMAS_DIR): Map<string, AnySchemaObject> {
  const schemas = new Map<string, AnySchemaObject>();
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

/**
 * The compiled schemas. Two ajv instances: one validates a merchandiser's file exactly as written
 * (no defaults filled, so nothing is invented and every error is about their text); the other fills
 * the schema defaults when resolving a site.
 */
export class SchemaSet {
  readonly schemas: Map<string, AnySchemaObject>;
  private readonly checking: Ajv2020;
  private readonly defaulting: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(schemas = readSchemas()) {
    this.schemas = schemas;
    const make = (useDefaults: boolean): Ajv2020 => {
      const ajv = new Ajv2020({
        allErrors: true,
        verbose: true,
        discriminator: true,
        useDefaults,
        strict: true,
        strictRequired: false,
        allowUnionTypes: true,
      });
      addFormats(ajv);
      for (const schema of schemas.values()) ajv.addSchema(schema);
      return ajv;
    };
    this.checking = make(false);
    this.defaulting = make(true);
  }

  has(name: string): boolean {
    return this.schemas.has(name);
  }

  /** A validator that reports every error and changes nothing. */
  checker(name: string): ValidateFunction {
    return this.compiled('check:' + name, () => this.checking.getSchema(SCHEMA_BASE + name));
  }

  /** A validator that fills schema defaults into the object it is given. */
  defaulter(name: string): ValidateFunction {
    return this.compiled('default:' + name, () => this.defaulting.getSchema(SCHEMA_BASE + name));
  }

  /** The `default` a schema states at its root or at `pointer` segments of `properties`. */
  defaultOf(name: string, ...propertyPath: string[]): unknown {
    let schema: AnySchemaObject | undefined = this.schemas.get(name);
    for (const key of propertyPath)
      schema = schema?.properties?.[key] as AnySchemaObject | undefined;
    return structuredClone(schema?.default);
  }

  private compiled(key: string, get: () => ValidateFunction | undefined): ValidateFunction {
    let validate = this.cache.get(key);
    if (!validate) {
      validate = get();
      if (!validate)
        throw new Error(`[storefront:config] No schema ${key.split(':')[1]} in schemas/`);
      this.cache.set(key, validate);
    }
    return validate;
  }
}
