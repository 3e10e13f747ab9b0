import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ClaimTypeId } from '../../domain/returns/return-draft.ts';
import { useTranslation } from '../../i18n/react.tsx';

/** The claims flow's first step (shell spec §4 "Claims: type, ..."): what went wrong. */
export function ClaimTypeChoice({
  types,
  chosen,
  onContinue,
}: {
  types: readonly ClaimTypeId[];
  chosen?: ClaimTypeId;
  onContinue: (type: ClaimTypeId) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<ClaimTypeId | undefined>(chosen);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!type) {
      setError(t('claims.error.type'));
      document.getElementById('sf-claims-types')?.focus();
      return;
    }
    void onContinue(type);
  }

  return (
    <form className="sf-checkout__form" noValidate onSubmit={submit}>
      <fieldset
        id="sf-claims-types"
        tabIndex={-1}
        className="sf-checkout__choices"
        aria-describedby={error ? 'sf-claims-types-error' : undefined}
      >
        <legend>{t('claims.typeLegend')}</legend>
        {types.map((id) => (
          <label key={id} className="sf-checkout__choice">
            <input
              type="radio"
              name="claimType"
              value={id}
              checked={type === id}
              onChange={() => {
                setType(id);
                setError(undefined);
              }}
            />
            <span className="sf-returns__choice-text">
              <strong>{t(`claims.types.${id}.name`)}</strong>
              <span>{t(`claims.types.${id}.body`)}</span>
            </span>
          </label>
        ))}
        {error ? (
          <p id="sf-claims-types-error" className="sf-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <div className="sf-checkout__actions">
        <button type="submit" className="sf-button">
          {t('returns.continue')}
        </button>
      </div>
    </form>
  );
}
