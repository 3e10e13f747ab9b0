import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { callApi, isApiRequestError } from '../../api/index.ts';
import { enterGiveaway } from '../../api/calls/profile.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

type Outcome = 'ENTERED' | 'ALREADY_ENTERED';

/** The engine string of a failed entry: the spec's giveaways-require-loyalty, else a retry. */
function failureKey(error: unknown): string {
  if (isApiRequestError(error) && error.code === 'GIVEAWAYS_REQUIRE_LOYALTY')
    return 'errors.giveawaysRequireLoyalty';
  if (isApiRequestError(error) && error.status === 0) return 'errors.network';
  return 'giveaway.failed';
}

/**
 * #giveaway for a rewards member (shell spec §4: a giveaway needs a loyalty id; hash-modals.ts
 * sends guests to sign in and shoppers without one to the loyalty modal first): the shopper agrees
 * to the official rules and enters, once per site. The agreement's error is at its box, which
 * takes the focus; an API refusal (giveaways-require-loyalty) or a failure is said above the
 * button, the box left as it was.
 */
export default function GiveawayModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    if (!agreed) {
      setMissing(true);
      document.getElementById(`${id}-rules`)?.focus();
      return;
    }
    setPending(true);
    try {
      setOutcome((await callApi(api, enterGiveaway, { acceptRules: true })).status);
    } catch (error) {
      setFailure(failureKey(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalFrame title={t('modal.giveaway')} onClose={onClose}>
      {outcome ? (
        <>
          <p className="sf-modal__confirmation" role="status">
            {t(outcome === 'ENTERED' ? 'giveaway.entered' : 'giveaway.already')}
          </p>
          <button type="button" className="sf-button" onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      ) : (
        <form className="sf-modal-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
          <p className="sf-modal__intro">{t('modals.giveaway.intro')}</p>
          <label className="sf-modal-form__check">
            <input
              id={`${id}-rules`}
              type="checkbox"
              name="acceptRules"
              checked={agreed}
              required
              aria-invalid={missing && !agreed ? true : undefined}
              aria-describedby={missing && !agreed ? `${id}-rules-error` : undefined}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <span>{t('giveaway.rules')}</span>
          </label>
          {missing && !agreed ? (
            <p id={`${id}-rules-error`} className="sf-error" role="alert">
              {t('giveaway.rulesRequired')}
            </p>
          ) : null}
          {failure ? (
            <p className="sf-error" role="alert">
              {t(failure)}
            </p>
          ) : null}
          <button type="submit" className="sf-button sf-modal__submit" disabled={pending}>
            {t('giveaway.enter')}
          </button>
        </form>
      )}
    </ModalFrame>
  );
}
