import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { readSchemas, SCHEMA_BASE } from '../../schemas/index.ts';
import type { FieldError } from './errors.ts';

/**
 * Fastify validates requests with this compiler: ajv with draft 2020-12 and every schema of
 * schemas/ loaded, so a route names its body as `{ $ref: apiSchema('checkout/add-to-cart') }`.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    discriminator: true,
    coerceTypes: false,
    removeAdditional: false,
  });
  addFormats(ajv);
  for (const schema of readSchemas().values()) ajv.addSchema(schema);
  return ({ schema }) => ajv.compile(schema as object);
}

/** The $id of a schema under schemas/api/, e.g. apiSchema('checkout/add-to-cart'). */
export function apiSchema(name: string): string {
  return `${SCHEMA_BASE}api/${name}.schema.json`;
}

export const ref = (name: string) => ({ $ref: apiSchema(name) });

/** ajv errors as field errors: the field as a dotted path, the rule broken, and words for it. */
export function toFieldErrors(errors: readonly ErrorObject[], location: string): FieldError[] {
  return errors
    .filter((error) => !['anyOf', 'oneOf', 'if'].includes(error.keyword))
    .map((error) => {
      const params = error.params as Record<string, unknown>;
      const path = error.instancePath.split('/').filter(Boolean);
      if (error.keyword === 'required') path.push(String(params.missingProperty));
      if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
      const field = path.length > 0 ? path.join('.') : location;
      const message =
        error.keyword === 'required'
          ? `${field} is required`
          : error.keyword === 'additionalProperties'
            ? `${field} is not an accepted field`
            : `${field} ${error.message ?? 'is not valid'}`;
      return { field, code: error.keyword, message };
    });
}
