import { Validator } from '@cfworker/json-schema';
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import { toErrorSchema } from '@rjsf/utils';
import type { RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';

type Json = Record<string, unknown>;

/**
 * The form library's validator, interpreting the schema instead of compiling it to a function
 * (@cfworker/json-schema, draft 2020-12), so the studio's page runs under a CSP without
 * 'unsafe-eval' (issue 16, DESIGN §8). The form asks it what the schema decides (which of anyOf
 * matches a value, whether a dependency applies); the errors a merchandiser sees are the server's,
 * the very checks of `storefront validate` (extraErrors).
 *
 * A part of the document's schema is checked with the root's $defs beside it: the studio's
 * schemas are bundled so that every reference is a local "#/$defs/..." (server/bundle-schema.ts).
 */
export function createSchemaValidator(): ValidatorType {
  const validators = new WeakMap<object, WeakMap<object, Validator>>();
  const validatorFor = (schema: RJSFSchema, root: RJSFSchema = schema): Validator => {
    const byRoot = validators.get(schema) ?? new WeakMap<object, Validator>();
    validators.set(schema, byRoot);
    let validator = byRoot.get(root);
    if (!validator) {
      // The form marks an option it tries with a made-up $id (rjsf's JUNK_OPTION_ID): left in, it
      // would become the base of the option's "#/$defs/..." references.
      const { $id: _made, ...own } = schema as Json;
      const defs = { ...((root as Json).$defs as Json | undefined), ...(own.$defs as Json) };
      validator = new Validator({ ...own, $defs: defs } as Schema, '2020-12', false);
      byRoot.set(root, validator);
    }
    return validator;
  };
  const errorsOf = (schema: RJSFSchema, formData: unknown): RJSFValidationError[] =>
    leaves(validatorFor(schema).validate(formData ?? {}).errors).map((unit) => {
      const property = unit.instanceLocation
        .replace(/^#/, '')
        .split('/')
        .filter((part) => part !== '')
        .map((part) => `.${part.replace(/~1/g, '/').replace(/~0/g, '~')}`)
        .join('');
      return {
        name: unit.keyword,
        message: unit.error,
        property,
        schemaPath: unit.keywordLocation,
        stack: `${property || '.'} ${unit.error}`,
      };
    });

  return {
    validateFormData(formData, schema): ValidationData<unknown> {
      const errors = errorsOf(schema, formData);
      return { errors, errorSchema: toErrorSchema(errors) };
    },
    isValid(schema, formData, rootSchema) {
      return validatorFor(schema, rootSchema).validate(formData).valid;
    },
    rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown) {
      return { errors: validatorFor(schema).validate(formData).errors as Result[] };
    },
  };
}

/** The errors that name a value's own fault, not the combinators that only carry a nested one. */
function leaves(errors: readonly OutputUnit[]): OutputUnit[] {
  const own = errors.filter(
    (unit) => !['properties', 'items', 'allOf', '$ref', 'anyOf', 'oneOf'].includes(unit.keyword),
  );
  return own.length > 0 ? own : [...errors];
}
