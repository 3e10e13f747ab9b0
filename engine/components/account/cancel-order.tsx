import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { isApiRequestError } from '../../api/index.ts';
import { cancelOrder } from '../../api/calls/orders.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { validCancellationReason } from '../../domain/account/order-cancellation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { ConfirmAction } from './confirm-action.tsx';

/** "ORDERED_WRONG_ITEM" -> "Ordered wrong item": a reason the engine has no words for yet. */
const humanize = (code: string) => code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');

/**
 * Self-cancellation (shell spec §3.1 selfCancellationEnabled, selfCancellationReasons): the
 * shopper picks one of the site's reasons, is asked once more, and the order is cancelled; the page
 * then reads the cancelled order.
 */
export function CancelOrder({
  orderNumber,
  reasons,
  onCancelled,
}: {
  orderNumber: string;
  reasons: readonly string[];
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const cancel = useApiMutation(cancelOrder);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'closed' | 'reason' | 'confirm'>('closed');
  const [problem, setProblem] = useState<string | undefined>();
  const policy = { enabled: true, reasons };
  const label = (code: string) =>
    t(`account.cancel.reason.${code}`, { defaultValue: humanize(code) });

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validCancellationReason(reason, policy)) {
      setProblem(t('account.cancel.chooseReason'));
      document.getElementById(`${id}-reasons`)?.focus();
      return;
    }
    setProblem(undefined);
    setStep('confirm');
  }

  if (step === 'closed') {
    return (
      <p>
        <button
          type="button"
          className="sf-account__button-secondary"
          onClick={() => setStep('reason')}
        >
          {t('account.cancel.open')}
        </button>
      </p>
    );
  }
  if (step === 'confirm') {
    return (
      <>
        {problem ? (
          <p className="sf-error" role="alert">
            {problem}
          </p>
        ) : null}
        <ConfirmAction
          question={t('account.cancel.confirm', { orderNumber })}
          confirmLabel={t('account.cancel.submit')}
          cancelLabel={t('account.cancel.keep')}
          pending={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(
              { orderNumber, reason },
              {
                onSuccess: onCancelled,
                onError: (failure) =>
                  setProblem(
                    isApiRequestError(failure) && failure.code === 'ORDER_NOT_CANCELLABLE'
                      ? t('account.cancel.tooLate')
                      : t('account.error.generic'),
                  ),
              },
            )
          }
          onCancel={() => setStep('closed')}
        />
      </>
    );
  }
  return (
    <form className="sf-account__form" noValidate onSubmit={choose} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.cancel.title')}</h2>
      <fieldset
        id={`${id}-reasons`}
        tabIndex={-1}
        className="sf-account__reasons"
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <legend>{t('account.cancel.reasonLabel')}</legend>
        {reasons.map((code) => (
          <label key={code}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={code}
              checked={reason === code}
              onChange={() => setReason(code)}
            />{' '}
            {label(code)}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p id={`${id}-problem`} className="sf-error">
          {problem}
        </p>
      ) : null}
      <p className="sf-account__actions">
        <button type="submit" className="sf-button">
          {t('account.cancel.continue')}
        </button>
        <button
          type="button"
          className="sf-account__button-secondary"
          onClick={() => setStep('closed')}
        >
          {t('account.cancel.keep')}
        </button>
      </p>
    </form>
  );
}
