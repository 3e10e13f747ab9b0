import Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { DataValidationCxt as DataCxt } from 'ajv/dist/types/index.js';
import { isMarkdownSource, markdownText } from './markdown.ts';
import { readSchemas as readSchemaFiles, SCHEMA_BASE } from '../../schemas/index.ts';

export { SCHEMA_BASE };

export function readSchemas(dir?: string): Map<string, AnySchemaObject> {
  return readSchemaFiles(dir) as Map<string, AnySchemaObject>;
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
      // "x-markdown": the field is Markdown; resolution (the defaulting pass) turns it into a tree.
      ajv.addKeyword(
        useDefaults
          ? {
              keyword: 'x-markdown',
              modifying: true,
              schemaType: 'boolean',
              validate: (_schema: boolean, data: unknown, _parent?: unknown, cxt?: DataCxt) => {
                if (cxt?.parentData && isMarkdownSource(data))
                  (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] =
                    markdownText(data);
                return true;
              },
            }
          : { keyword: 'x-markdown', schemaType: 'boolean' },
      );
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
