import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * A labelled input with its error under it, tied by aria-describedby and aria-invalid, the way
 * every form of the storefront shows a field. `id` names the input; the error gets `${id}-error`.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  value,
  onChange,
  children,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  /** A rule shown under the field and read with it (`${id}-hint`), such as a password's. */
  hint?: string;
  /**
   * Without value and onChange the input is uncontrolled and its form reads it on submit: what a
   * shopper types before the form hydrates is kept (React resets a controlled input to its state).
   */
  value?: string;
  onChange?: (value: string) => void;
  /** Extra controls after the input (a show-password toggle). */
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      />
      {children}
      {hint ? (
        <p id={hintId} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sf-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
