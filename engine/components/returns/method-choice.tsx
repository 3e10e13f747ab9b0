import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { ReturnMethodId } from '../../domain/returns/return-draft.ts';
import { labelChoices } from '../../domain/returns/return-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { SelectField } from '../checkout/select-field.tsx';

/**
 * The ways back the API offers this flow (GET /returns/v0/{siteId}/methods, or a claim type's own),
 * each with what it means for the shopper; by mail with the flag enableMultiLabelReturns on, how
 * many parcels (one prepaid label each).
 */
export function MethodChoice({
  methods,
  chosen,
  labels,
  multiLabel,
  quantity,
  onChange,
  onContinue,
  back,
}: {
  methods: readonly ReturnMethodId[];
  chosen?: ReturnMethodId;
  labels?: number;
  multiLabel: boolean;
  quantity: number;
  onChange: (method: ReturnMethodId | undefined, labels: number | undefined) => void;
  onContinue: (method: ReturnMethodId, labels: number | undefined) => void | Promise<void>;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ReturnMethodId | undefined>(
    chosen && methods.includes(chosen) ? chosen : undefined,
  );
  const [labelCount, setLabelCount] = useState<number | undefined>(labels);
  const [error, setError] = useState<string | undefined>();
  const choices = labelChoices(multiLabel, method, quantity);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!method) {
      setError(t('returns.error.method'));
      document.getElementById('sf-returns-methods')?.focus();
      return;
    }
    void onContinue(method, choices.length > 0 ? (labelCount ?? 1) : undefined);
  }

  return (
    <form className="sf-checkout__form" noValidate onSubmit={submit}>
      <fieldset
        id="sf-returns-methods"
        tabIndex={-1}
        className="sf-checkout__choices"
        aria-describedby={error ? 'sf-returns-methods-error' : undefined}
      >
        <legend>{t('returns.methods.legend')}</legend>
        {methods.map((id) => (
          <label key={id} className="sf-checkout__choice">
            <input
              type="radio"
              name="method"
              value={id}
              checked={method === id}
              onChange={() => {
                setMethod(id);
                setError(undefined);
                onChange(id, id === 'MAIL' ? labelCount : undefined);
              }}
            />
            <span className="sf-returns__choice-text">
              <strong>{t(`returns.methods.${id}.name`)}</strong>
              <span>{t(`returns.methods.${id}.body`)}</span>
            </span>
          </label>
        ))}
        {error ? (
          <p id="sf-returns-methods-error" className="sf-error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      {choices.length > 0 ? (
        <SelectField
          id="sf-returns-labels"
          label={t('returns.labels.label')}
          value={String(labelCount ?? 1)}
          onChange={(value) => {
            setLabelCount(Number(value));
            onChange(method, Number(value));
          }}
        >
          {choices.map((count) => (
            <option key={count} value={count}>
              {t('returns.labels.count', { count })}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="sf-checkout__actions">
        {back}
        <button type="submit" className="sf-button">
          {t('returns.continue')}
        </button>
      </div>
    </form>
  );
}
