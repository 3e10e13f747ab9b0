import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySerializerCompiler } from 'fastify';
import { readSchemas, SCHEMA_BASE } from '../../schemas/index.ts';
import { ApiError } from './errors.ts';
import { apiSchema } from './schema-validation.ts';

/**
 * What a route answers, declared beside what it accepts: `response: answers('catalog/product-list')`
 * names the schema under schemas/api/ of every 2xx JSON body. The API's own suites run in test mode,
 * where each body is checked against it (createSerializerCompiler), so the schemas the engine's
 * types are generated from are proven by every test that calls the route.
 */
export function answers(name: string): Record<string, unknown> {
  return { '2xx': { $ref: apiSchema(name) } };
}

/** A route that answers 204 without a body. */
export const NO_CONTENT = { 204: { description: 'No content.', type: 'null' } };

/** A route that answers bytes (images, review media), not JSON: nothing to serialize or check. */
export function binary(mediaType: string): Record<string, unknown> {
  return {
    200: { description: `${mediaType} bytes.`, type: 'string', contentMediaType: mediaType },
  };
}

/** A route that answers an HTML page (the reference payment provider's), sent as text. */
export function htmlPage(...statuses: number[]): Record<string, unknown> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { description: 'An HTML page.', type: 'string', contentMediaType: 'text/html' },
    ]),
  );
}

/** A route that answers a redirect without a body. */
export const SEE_OTHER = { 303: { description: 'See the Location header.', type: 'null' } };

/**
 * Fastify serializes a route's JSON answers with this. In production, plain JSON.stringify: the
 * response schemas document and type, they never strip or coerce what a route returns. In test mode,
 * the body as it goes on the wire (after JSON.stringify drops undefined and turns dates to strings)
 * is validated against the route's schema, compiled once per route; a mismatch answers 500 naming
 * the route and the first difference, so a schema that lies fails the suite that called it.
 */
export function createSerializerCompiler(
  mode: 'production' | 'test',
): FastifySerializerCompiler<Record<string, unknown>> {
  if (mode !== 'test') return () => (data) => JSON.stringify(data);
  const ajv = new Ajv2020({
    allErrors: false,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    discriminator: true,
  });
  addFormats(ajv);
  for (const schema of readSchemas().values()) ajv.addSchema(schema);
  return ({ schema, method, url, httpStatus }) => {
    // Compiled on the route's first answer, then kept: a server starts without compiling them all.
    let validate: ValidateFunction | undefined;
    const name = schemaName(schema);
    return (data) => {
      const text = JSON.stringify(data);
      validate ??= ajv.compile(schema);
      if (!validate(text === undefined ? undefined : JSON.parse(text))) {
        throw new ApiError(
          500,
          'RESPONSE_SCHEMA_MISMATCH',
          `${method} ${url} answered ${httpStatus} with a body its response schema ${name} refuses: ${describe(validate.errors?.[0])}`,
        );
      }
      return text;
    };
  };
}

function schemaName(schema: Record<string, unknown>): string {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : '';
  return ref.startsWith(SCHEMA_BASE) ? ref.slice(SCHEMA_BASE.length) : 'inline';
}

function describe(error: ErrorObject | undefined): string {
  if (!error) return 'no detail';
  const at = error.instancePath || '(the body)';
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return `${at} has the property "${String(params.additionalProperty)}" the schema does not list`;
  }
  return `${at} ${error.message ?? 'is not valid'} (${error.schemaPath})`;
}
