import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createSchemaValidator } from '../../../studio/client/schema-validator.ts';

/**
 * Issue 16 (forms from the schemas) under DESIGN §8's CSP: the form library's validator answers
 * what the schema decides without compiling code, references to the root's $defs included.
 */
const root: RJSFSchema = {
  type: 'object',
  properties: {
    module: { anyOf: [{ $ref: '#/$defs/hero' }, { $ref: '#/$defs/tray' }] },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  },
  required: ['currency'],
  $defs: {
    hero: {
      type: 'object',
      properties: { type: { const: 'Hero' }, headline: { type: 'string' } },
      required: ['type', 'headline'],
    },
    tray: {
      type: 'object',
      properties: { type: { const: 'ProductTray' }, count: { type: 'integer', minimum: 1 } },
      required: ['type'],
    },
  },
};

describe('the studio form validator (no eval)', () => {
  const validator = createSchemaValidator();
  const options = (root.properties!.module as RJSFSchema).anyOf as RJSFSchema[];

  it('tells which of anyOf a value matches, through the root $defs', () => {
    const hero = { type: 'Hero', headline: 'Layers' };
    expect(validator.isValid(options[0]!, hero, root)).toBe(true);
    expect(validator.isValid(options[1]!, hero, root)).toBe(false);
    expect(validator.isValid(options[1]!, { type: 'ProductTray', count: 0 }, root)).toBe(false);
    expect(validator.isValid(options[1]!, { type: 'ProductTray', count: 4 }, root)).toBe(true);
    // The form marks the option it tries with a made-up $id; its references still reach the root.
    const marked = { ...options[0]!, $id: '_$junk_option_schema_id$_' };
    expect(validator.isValid(marked, hero, root)).toBe(true);
    expect(validator.isValid(marked, { type: 'Hero' }, root)).toBe(false);
  });

  it('names each fault at its field', () => {
    const { errors, errorSchema } = validator.validateFormData({ currency: 'euro' }, root);
    expect(errors).toEqual([expect.objectContaining({ property: '.currency', name: 'pattern' })]);
    expect(errorSchema).toHaveProperty('currency.__errors');
    expect(validator.validateFormData({ currency: 'EUR' }, root).errors).toEqual([]);
    expect(validator.validateFormData({}, root).errors).toEqual([
      expect.objectContaining({ name: 'required' }),
    ]);
  });

  it('creates no function from text (the page runs without unsafe-eval)', () => {
    const original = globalThis.Function;
    const made: string[] = [];
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        made.push(args.join(','));
        return Reflect.construct(target, args);
      },
      apply(target, self, args: string[]) {
        made.push(args.join(','));
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const fresh = createSchemaValidator();
      fresh.isValid(options[0]!, { type: 'Hero', headline: 'x' }, root);
      fresh.validateFormData({ currency: 'x' }, root);
    } finally {
      globalThis.Function = original;
    }
    expect(made).toEqual([]);
  });
});
