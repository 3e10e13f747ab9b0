import type { ReactNode } from 'react';

/** A labelled select with its error under it, tied like TextField's (form/text-field.tsx). */
export function SelectField({
  id,
  label,
  error,
  value,
  onChange,
  children,
  autoComplete,
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  autoComplete?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="sf-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
