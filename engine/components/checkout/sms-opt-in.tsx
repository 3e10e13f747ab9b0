import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { callApi, isApiRequestError } from '../../api/index.ts';
import { optInToOrderSms } from '../../api/calls/orders.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { TextField } from '../form/text-field.tsx';

export interface SmsOptInProps {
  readonly orderId: string;
  /** The order's phone number (its shipping address), offered to start with. */
  readonly phoneNumber: string;
}

/**
 * SMS order tracking on the confirmation (issue 12; shell spec §5 per-site switch "SMS order
 * tracking (US only)", §7 the order's sms-optins call): the phone number, the consent the shopper
 * gives by sending it, and what was agreed (the number's last four). Its own chunk, loaded after
 * hydration where the site's switch is on.
 */
export default function SmsOptIn({ orderId, phoneNumber }: SmsOptInProps) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const id = useId();
  const [phone, setPhone] = useState(phoneNumber);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const digits = phone.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 15) {
      setError(t('checkoutMore.sms.phoneInvalid'));
      document.getElementById(`${id}-phone`)?.focus();
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      const receipt = await callApi(api, optInToOrderSms, { orderId, phoneNumber: phone });
      setDone(receipt.phoneNumberLastFour);
    } catch (failure) {
      setError(
        isApiRequestError(failure) && failure.status === 400
          ? t('checkoutMore.sms.phoneInvalid')
          : t('checkout.error.generic'),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="sf-checkout__recap" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checkoutMore.sms.title')}</h2>
      {done ? (
        <p role="status">{t('checkoutMore.sms.done', { lastFour: done })}</p>
      ) : (
        <form className="sf-checkout__form" noValidate onSubmit={submit} aria-busy={pending}>
          <TextField
            id={`${id}-phone`}
            label={t('checkoutMore.sms.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            value={phone}
            onChange={setPhone}
            hint={t('checkoutMore.sms.consent')}
            {...(error ? { error } : {})}
          />
          <button type="submit" className="sf-button" disabled={pending}>
            {t('checkoutMore.sms.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
