/**
 * The write-a-review form's rules (catalogue spec §3 review form fields: templates with Id, Label,
 * Required, Type, Value, Options, MinLength, MaxLength, Default; §5: review text at most 500
 * characters by default or the configured limit, its minimum from the template, other fields
 * their own maximum lengths, required set by the template, height and fit options limited). The
 * form checks what it can before sending; the API checks again and its field errors come back to
 * the same fields.
 */

/** One template as GET .../review-form-fields answers it. */
export interface FieldTemplate {
  readonly Id: string;
  readonly Label: string;
  readonly Required: boolean;
  readonly Type: string;
  readonly Value: string | number | boolean | null;
  readonly Options:
    readonly { readonly Value: string | number | boolean; readonly Label: string }[] | null;
  readonly MinLength: number | null;
  readonly MaxLength: number | null;
  readonly Default: string | number | boolean | null;
}

/** §5: the review text's maximum when the template names none. */
export const REVIEW_TEXT_MAX_DEFAULT = 500;

const UPLOADS: Readonly<Record<string, 'photos' | 'videos'>> = {
  PhotoUpload: 'photos',
  VideoUpload: 'videos',
};

/** Whether a template is a file upload (its value is a list of uploaded media ids). */
export function isUpload(template: FieldTemplate): boolean {
  return template.Type in UPLOADS;
}

/** What the shopper typed or chose, by field id, as the inputs hold it (text). */
export type FormValues = Readonly<Record<string, string>>;

/** The uploaded media ids the review carries. */
export interface FormMedia {
  readonly photos: readonly string[];
  readonly videos: readonly string[];
}

export type FieldProblem =
  | { readonly code: 'required' }
  | { readonly code: 'minLength'; readonly min: number }
  | { readonly code: 'maxLength'; readonly max: number }
  | { readonly code: 'option' }
  | { readonly code: 'email' }
  | { readonly code: 'maxItems'; readonly max: number }
  | { readonly code: 'server'; readonly message: string };

export type FormProblems = Readonly<Record<string, FieldProblem>>;

/** A field's starting value: its Value, else its Default (the signed-in shopper's email), else empty. */
export function initialValues(templates: readonly FieldTemplate[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const template of templates) {
    if (isUpload(template)) continue;
    const start = template.Value ?? template.Default;
    values[template.Id] = start === null || start === undefined ? '' : String(start);
  }
  return values;
}

/** A text field's maximum: the template's, or 500 for the review text (§5). */
export function maxLengthOf(template: FieldTemplate): number | null {
  if (template.MaxLength !== null) return template.MaxLength;
  return template.Id === 'reviewText' ? REVIEW_TEXT_MAX_DEFAULT : null;
}

/** Characters as a shopper counts them (an emoji is one), the way the API counts them. */
export function lengthOf(text: string): number {
  return [...text.trim()].length;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problems of the form as it stands, by field id (none: ready to send). */
export function checkReviewForm(
  templates: readonly FieldTemplate[],
  values: FormValues,
  media: FormMedia,
): FormProblems {
  const problems: Record<string, FieldProblem> = {};
  for (const template of templates) {
    const upload = UPLOADS[template.Type];
    if (upload) {
      const count = media[upload].length;
      if (count === 0 && template.Required) problems[template.Id] = { code: 'required' };
      else if (template.MaxLength !== null && count > template.MaxLength)
        problems[template.Id] = { code: 'maxItems', max: template.MaxLength };
      continue;
    }
    const value = (values[template.Id] ?? '').trim();
    if (value === '') {
      if (template.Required) problems[template.Id] = { code: 'required' };
      continue;
    }
    if (template.Options) {
      if (!template.Options.some((option) => String(option.Value) === value))
        problems[template.Id] = { code: 'option' };
      continue;
    }
    const length = lengthOf(value);
    const max = maxLengthOf(template);
    if (template.MinLength !== null && length < template.MinLength) {
      problems[template.Id] = { code: 'minLength', min: template.MinLength };
    } else if (max !== null && length > max) {
      problems[template.Id] = { code: 'maxLength', max };
    } else if (template.Type === 'Email' && !EMAIL.test(value)) {
      problems[template.Id] = { code: 'email' };
    }
  }
  return problems;
}

/**
 * The review body: each filled field under its id, an option's value in its own type (rating and
 * height as numbers, recommend as a boolean), text trimmed; the media ids as photos and videos.
 */
export function reviewSubmission(
  templates: readonly FieldTemplate[],
  values: FormValues,
  media: FormMedia,
): Record<string, string | number | boolean | readonly string[]> {
  const body: Record<string, string | number | boolean | readonly string[]> = {};
  for (const template of templates) {
    const upload = UPLOADS[template.Type];
    if (upload) {
      if (media[upload].length > 0) body[upload] = media[upload];
      continue;
    }
    const value = (values[template.Id] ?? '').trim();
    if (value === '') continue;
    const option = template.Options?.find((candidate) => String(candidate.Value) === value);
    body[template.Id] = option ? option.Value : value;
  }
  return body;
}

/**
 * The API's field errors (400 VALIDATION_ERROR field_errors, named by body key) at the form's
 * fields; an error naming no field of the form is the form's own ('form').
 */
export function problemsFromApi(
  templates: readonly FieldTemplate[],
  errors: readonly { readonly field: string; readonly message: string }[],
): FormProblems {
  const problems: Record<string, FieldProblem> = {};
  for (const error of errors) {
    const template = templates.find(
      (candidate) => candidate.Id === error.field || UPLOADS[candidate.Type] === error.field,
    );
    const id = template?.Id ?? 'form';
    problems[id] ??= { code: 'server', message: error.message };
  }
  return problems;
}
