import type { FieldError } from '../http/errors.ts';
import type { FieldTemplate } from './form-fields.ts';
import { BODY_KEY } from './form-fields.ts';

/**
 * Checks a review submission against the form templates, as the form does (catalogue spec §5:
 * required set by the template, text lengths, limited options; upload counts). The server is the
 * last word: a client that skips the form gets the same rules.
 */
export function checkSubmission(
  templates: readonly FieldTemplate[],
  body: Readonly<Record<string, unknown>>,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const template of templates) {
    const field = BODY_KEY[template.Id];
    const value = body[field];
    if (isEmpty(value)) {
      if (template.Required)
        errors.push({ field, code: 'required', message: `${field} is required` });
      continue;
    }
    if (Array.isArray(value)) {
      if (template.MaxLength !== null && value.length > template.MaxLength) {
        errors.push({
          field,
          code: 'maxItems',
          message: `${field} can hold at most ${template.MaxLength}`,
        });
      }
      continue;
    }
    if (typeof value === 'string') {
      const length = [...value.trim()].length;
      if (template.MinLength !== null && length < template.MinLength) {
        errors.push({
          field,
          code: 'minLength',
          message: `${field} must be at least ${template.MinLength} characters`,
        });
      }
      if (template.MaxLength !== null && length > template.MaxLength) {
        errors.push({
          field,
          code: 'maxLength',
          message: `${field} must be at most ${template.MaxLength} characters`,
        });
      }
    }
    if (template.Options && !template.Options.some((option) => option.Value === value)) {
      errors.push({
        field,
        code: 'option',
        message: `${field} must be one of ${template.Options.map((option) => option.Value).join(', ')}`,
      });
    }
  }
  return errors;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}
