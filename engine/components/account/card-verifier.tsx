import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SavedPayment } from '../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../api/index.ts';
import { verifyPayment } from '../../api/calls/profile.ts';
import { useApiMutation } from '../../api/api-hooks.ts';
import { securityCodeLength } from '../../domain/payment/card-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SecurityCodeField } from '../checkout/security-code-field.tsx';
import { securityCodeVerification, verificationCodeValid } from '../checkout/verify-saved-card.ts';

/**
 * Verifies a saved card that needs it from the account's Payments page (shell spec §3.2 Payment
 * needsVerification, §7 POST .../payments/{id}/verification; DESIGN §8): checkout's security-code
 * field and rule (the brand's length), the code encrypted with the configuration call's public key
 * and sent by the same `verifyPayment` call. A wrong code is told at the field with what was typed
 * kept; the code is never kept once the card is verified.
 */
export function CardVerifier({
  card,
  name,
  onDone,
}: {
  card: SavedPayment;
  /** The card as the list names it ("Visa ending in 1111"). */
  name: string;
  onDone: (verified: boolean) => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);
  const [alert, setAlert] = useState<string | undefined>();
  const [encrypting, setEncrypting] = useState(false);
  const verify = useApiMutation(verifyPayment);
  const pending = encrypting || verify.isPending;
  const fieldId = `${id}-code`;
  const length = securityCodeLength(card.creditCardDetail.cardType);
  // The form opens where the card is: its title takes the focus so it is heard.
  useEffect(() => title.current?.focus(), []);

  const refuse = () => {
    setCodeError(true);
    document.getElementById(fieldId)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAlert(undefined);
    if (!verificationCodeValid(card, code)) {
      refuse();
      return;
    }
    setCodeError(false);
    setEncrypting(true);
    try {
      const body = await securityCodeVerification(api, queryClient, code);
      setEncrypting(false);
      await verify.mutateAsync({ id: card.id, ...body });
      setCode('');
      onDone(true);
    } catch (failure) {
      const error = isApiRequestError(failure) ? failure : undefined;
      if (error?.fieldErrors?.some((entry) => entry.code === 'SECURITY_CODE_INVALID')) refuse();
      else if (error?.code === 'TOO_MANY_ATTEMPTS') setAlert(t('account.payments.verifyTooMany'));
      else setAlert(t('account.error.generic'));
    } finally {
      setEncrypting(false);
    }
  }

  return (
    <form
      className="sf-account__form sf-account__verify"
      noValidate
      onSubmit={submit}
      aria-busy={pending}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} ref={title} tabIndex={-1}>
        {t('account.payments.verifyTitle', { card: name })}
      </h3>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <SecurityCodeField
        id={fieldId}
        note={t('account.payments.verifyHint')}
        error={codeError ? t('account.payments.verifyCodeInvalid', { digits: length }) : undefined}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (codeError) setCodeError(false);
        }}
      />
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={pending}>
          {t('account.payments.verifySubmit')}
        </button>
        <button
          type="button"
          className="sf-account__button-secondary"
          onClick={() => onDone(false)}
        >
          {t('account.actions.cancel')}
        </button>
      </p>
    </form>
  );
}
