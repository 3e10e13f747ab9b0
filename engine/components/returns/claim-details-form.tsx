import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { MAX_DESCRIPTION, RESOLUTIONS } from '../../domain/returns/return-draft.ts';
import type { Resolution } from '../../domain/returns/return-draft.ts';
import { descriptionError } from '../../domain/returns/return-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** A claim's details: what happened (required) and whether a refund or a replacement is wanted. */
export function ClaimDetailsForm({
  description,
  resolution,
  onChange,
  onContinue,
  back,
}: {
  description?: string;
  resolution?: Resolution;
  onChange: (description: string, resolution: Resolution | undefined) => void;
  onContinue: (description: string, resolution: Resolution | undefined) => void | Promise<void>;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(description ?? '');
  const [wanted, setWanted] = useState<Resolution | undefined>(resolution);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = descriptionError(text);
    if (problem) {
      setError(
        t(
          problem === 'DESCRIPTION_REQUIRED' ? 'claims.error.description' : 'claims.error.tooLong',
          { max: MAX_DESCRIPTION },
        ),
      );
      document.getElementById('sf-claims-description')?.focus();
      return;
    }
    void onContinue(text.trim(), wanted);
  }

  return (
    <form className="sf-checkout__form" noValidate onSubmit={submit}>
      <div className="sf-field">
        <label htmlFor="sf-claims-description">{t('claims.description')}</label>
        <textarea
          id="sf-claims-description"
          className="sf-returns__textarea"
          rows={6}
          maxLength={MAX_DESCRIPTION}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`sf-claims-description-hint${error ? ' sf-claims-description-error' : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
            onChange(event.target.value, wanted);
          }}
        />
        <p id="sf-claims-description-hint" className="sf-field__hint">
          {t('claims.descriptionHint', { max: MAX_DESCRIPTION })}
        </p>
        {error ? (
          <p id="sf-claims-description-error" className="sf-error">
            {error}
          </p>
        ) : null}
      </div>
      <fieldset className="sf-checkout__choices">
        <legend>{t('claims.resolution')}</legend>
        {RESOLUTIONS.map((id) => (
          <label key={id} className="sf-checkout__choice">
            <input
              type="radio"
              name="resolution"
              value={id}
              checked={wanted === id}
              onChange={() => {
                setWanted(id);
                onChange(text, id);
              }}
            />
            <span>{t(`claims.resolutions.${id}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="sf-checkout__actions">
        {back}
        <button type="submit" className="sf-button">
          {t('returns.continue')}
        </button>
      </div>
    </form>
  );
}
