import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { isApiRequestError } from '../../api/index.ts';
import type { ApiFieldError } from '../../api/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';

type Values = Record<string, string>;

export interface FieldSpec {
  readonly name: string;
  /** The engine string of its label. */
  readonly label: string;
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  /** A message: a text area with a count of the characters left under `maxLength`. */
  readonly multiline?: { readonly maxLength: number; readonly rows?: number };
  /** Values the error's string names ({{max}}). */
  readonly errorValues?: Readonly<Record<string, string | number>>;
  readonly inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** The engine string of a rule read with the field (aria-describedby). */
  readonly hint?: string;
  readonly autoComplete?: string;
  readonly optional?: boolean;
  /** Choices: the field is a select; labels are already translated. */
  readonly options?: readonly { readonly value: string; readonly label: string }[];
  /** The engine string of what is wrong with the value, if anything (after the required check). */
  readonly check?: (value: string, values: Values) => string | undefined;
  readonly initial?: string;
  /**
   * API field-error codes that land at this field, each with the engine string that says what to
   * do: for an API that names something else than the field (the balance inquiry refuses the
   * `giftCard` as a whole, meaning its number or PIN).
   */
  readonly apiErrors?: Readonly<Record<string, string>>;
}

/** The engine strings of each field's error, after the spec's rules (shell spec §5). */
export function formErrors(fields: readonly FieldSpec[], values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') {
      if (!field.optional) errors[field.name] = 'validation.required';
      continue;
    }
    const problem = field.check?.(value, values);
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

/**
 * The engine strings of the API's field errors, at the form's fields: a field that lists the
 * error's code in `apiErrors` takes it with its own string, else the field whose name ends the
 * error's field path takes 'modals.form.fieldInvalid' (the API's message is English: the field
 * says what to do in the shopper's language). The first error of a field is kept.
 */
export function apiFieldErrors(
  fields: readonly FieldSpec[],
  fieldErrors: readonly ApiFieldError[],
): Record<string, string> {
  const atFields: Record<string, string> = {};
  for (const fieldError of fieldErrors) {
    const field =
      fields.find((candidate) => candidate.apiErrors?.[fieldError.code]) ??
      fields.find((candidate) => fieldError.field.endsWith(candidate.name));
    if (field && !atFields[field.name]) {
      atFields[field.name] = field.apiErrors?.[fieldError.code] ?? 'modals.form.fieldInvalid';
    }
  }
  return atFields;
}

/**
 * A modal's form (shell spec §5): labelled fields, each error at its field and announced, the
 * focus on the first wrong field, nothing typed lost on an error (the shopper's or the API's), and
 * the confirmation once it is sent. `submit` throws to fail: an API field error lands at its field.
 */
export function ModalForm<Result>({
  fields,
  submitLabel,
  intro,
  submit,
  confirmation,
  children,
}: {
  fields: readonly FieldSpec[];
  submitLabel: string;
  intro?: ReactNode;
  submit: (values: Values) => Promise<Result>;
  confirmation: (result: Result, values: Values) => ReactNode;
  /** Extra parts before the submit button (a captcha). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.initial ?? ''])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ result: Result } | undefined>();

  if (done) {
    return (
      <div className="sf-modal__confirmation" role="status">
        {confirmation(done.result, values)}
      </div>
    );
  }

  const focusField = (name: string) => document.getElementById(`${id}-${name}`)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = formErrors(fields, values);
    setErrors(found);
    setFormError(undefined);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      focusField(first.name);
      return;
    }
    setPending(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, value.trim()]),
      );
      setDone({ result: await submit(trimmed) });
    } catch (error) {
      setErrors(isApiRequestError(error) ? apiFieldErrors(fields, error.fieldErrors ?? []) : {});
      setFormError(formErrorKey(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="sf-modal-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      {intro ? <p className="sf-modal__intro">{intro}</p> : null}
      {formError ? (
        <p className="sf-error sf-modal__form-error" role="alert">
          {t(formError)}
        </p>
      ) : null}
      {fields.map((field) => {
        const error = errors[field.name];
        const label = field.optional
          ? `${t(field.label)} (${t('common.optional')})`
          : t(field.label);
        const set = (value: string) => setValues((old) => ({ ...old, [field.name]: value }));
        if (field.options) {
          const fieldId = `${id}-${field.name}`;
          return (
            <div className="sf-field" key={field.name}>
              <label htmlFor={fieldId}>{label}</label>
              <select
                id={fieldId}
                name={field.name}
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                onChange={(event) => set(event.target.value)}
              >
                <option value="">{t('form.select')}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {error ? (
                <p id={`${fieldId}-error`} className="sf-error">
                  {t(error, field.errorValues)}
                </p>
              ) : null}
            </div>
          );
        }
        if (field.multiline) {
          const fieldId = `${id}-${field.name}`;
          const left = field.multiline.maxLength - (values[field.name] ?? '').trim().length;
          return (
            <div className="sf-field" key={field.name}>
              <label htmlFor={fieldId}>{label}</label>
              <textarea
                id={fieldId}
                name={field.name}
                rows={field.multiline.rows ?? 5}
                value={values[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
                onChange={(event) => set(event.target.value)}
              />
              <p id={`${fieldId}-hint`} className="sf-field__hint">
                {left >= 0
                  ? t('validation.charactersRemaining', { count: left })
                  : t('serviceForms.overBy', { count: -left })}
              </p>
              {error ? (
                <p id={`${fieldId}-error`} className="sf-error">
                  {t(error, field.errorValues)}
                </p>
              ) : null}
            </div>
          );
        }
        return (
          <TextField
            key={field.name}
            id={`${id}-${field.name}`}
            name={field.name}
            label={label}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            hint={field.hint ? t(field.hint) : undefined}
            error={error ? t(error, field.errorValues) : undefined}
            value={values[field.name] ?? ''}
            onChange={set}
          />
        );
      })}
      {children}
      <button type="submit" className="sf-button sf-modal__submit" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A failure a form's submit names itself, by the engine string that says it. */
export class FormMessage extends Error {
  constructor(readonly key: string) {
    super(key);
    this.name = 'FormMessage';
  }
}

/** The engine string of a failed submission. */
export function formErrorKey(error: unknown): string {
  if (error instanceof FormMessage) return error.key;
  if (!isApiRequestError(error)) return 'errors.generic';
  if (error.status === 0) return 'errors.network';
  if (error.status === 429) return 'modals.form.tooManyAttempts';
  if (error.status === 404) return 'modals.form.notFound';
  if (error.status === 400 || error.status === 422) return 'modals.form.fixErrors';
  return 'errors.generic';
}
