import { useCallback, useId, useState } from 'react';
import { callApi } from '../../api/index.ts';
import { checkGiftCardBalance } from '../../api/calls/cart.ts';
import { formatMoney } from '../../domain/money.ts';
import { digitsOnly } from '../../domain/validation/primitives.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { Registered } from '../../registry/registered.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { TextField } from '../form/text-field.tsx';

export interface GiftCardEntry {
  readonly cardNumber: string;
  readonly pin: string;
}

/**
 * A gift card paid with the card (issue 12 split tender): its number and PIN (the PIN masked, as
 * a secret), the gift card paying its balance and the card the rest. "Check balance" asks the
 * balance before the order is placed (catalogue spec §4 "gift card balance can be checked", §5
 * card number, pin and the captcha header from the brand's registered Captcha). Its own chunk,
 * loaded when the shopper asks to add a gift card.
 */
export default function SplitGiftCard({
  value,
  onChange,
}: {
  value: GiftCardEntry;
  onChange: (value: GiftCardEntry) => void;
}) {
  const { t } = useTranslation();
  const { api, locale } = useAppEnv();
  const id = useId();
  const [captchaToken, setCaptchaToken] = useState<string | undefined>();
  const onToken = useCallback((token: string | undefined) => setCaptchaToken(token), []);
  const [answer, setAnswer] = useState<{ checked: string; text: string; failed: boolean }>();
  const [pending, setPending] = useState(false);
  const asked = `${digitsOnly(value.cardNumber)}:${value.pin}`;
  const change = (next: GiftCardEntry) => {
    setAnswer(undefined);
    onChange(next);
  };

  async function check() {
    if (pending) return;
    setPending(true);
    try {
      const balance = await callApi(api, checkGiftCardBalance, {
        giftCard: { cardNumber: digitsOnly(value.cardNumber), pin: value.pin },
        ...(captchaToken ? { captchaToken } : {}),
      });
      setAnswer({
        checked: asked,
        failed: false,
        text: t('checkoutMore.giftCard.balance', {
          amount: formatMoney(balance.balance.amount, balance.balance.currency, locale),
        }),
      });
    } catch {
      // A wrong number or PIN, too many tries or no answer: the same words, in the shopper's language.
      setAnswer({ checked: asked, failed: true, text: t('checkoutMore.giftCard.balanceFailed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <div className="sf-checkout__row">
        <TextField
          id={`${id}-number`}
          label={t('form.giftCardNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          value={value.cardNumber}
          onChange={(cardNumber) => change({ ...value, cardNumber })}
        />
        <TextField
          id={`${id}-pin`}
          label={t('form.pin')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={value.pin}
          onChange={(pin) => change({ ...value, pin })}
        />
      </div>
      <Registered name="Captcha" props={{ action: 'giftcard-balance', onToken }} />
      <button
        type="button"
        className="sf-button sf-button--secondary"
        disabled={pending || value.cardNumber.trim() === '' || value.pin.trim() === ''}
        onClick={() => void check()}
      >
        {t('checkoutMore.giftCard.checkBalance')}
      </button>
      <p className={answer?.failed ? 'sf-error' : undefined} role="status">
        {answer && answer.checked === asked ? answer.text : null}
      </p>
    </>
  );
}
