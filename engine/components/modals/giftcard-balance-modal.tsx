import { useState } from 'react';
import { callAsGuest } from '../../api/call-as-guest.ts';
import { checkGiftCardBalance } from '../../api/calls/cart.ts';
import { formatMoney } from '../../domain/money.ts';
import { digitsOnly } from '../../domain/validation/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { Registered } from '../../registry/registered.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'cardNumber',
    label: 'form.giftCardNumber',
    autoComplete: 'off',
    inputMode: 'numeric',
    check: (value) =>
      /^[\d\s-]+$/.test(value) && digitsOnly(value).length >= 12 && digitsOnly(value).length <= 19
        ? undefined
        : 'modals.giftCard.number',
    // The API does not say which of number and PIN was wrong (it must not): said at the number.
    apiErrors: { GIFT_CARD_INVALID: 'modals.giftCard.invalid' },
  },
  {
    name: 'pin',
    label: 'form.pin',
    // Masked as it is typed: whoever has number and PIN can spend the card.
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    check: (value) => (/^\d{3,8}$/.test(value) ? undefined : 'modals.giftCard.pin'),
  },
];

/**
 * #giftcard-balance (catalogue spec §5: card number, PIN and the captcha header): the captcha is
 * the brand's registered Captcha (a harmless default that asks nothing).
 */
export default function GiftCardBalanceModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, locale } = useAppEnv();
  const [captchaToken, setCaptchaToken] = useState<string | undefined>();
  return (
    <ModalFrame title={t('modal.giftCardBalance')} onClose={onClose}>
      <ModalForm
        fields={FIELDS}
        intro={t('modals.giftCard.intro')}
        submitLabel={t('modals.giftCard.submit')}
        submit={(values) =>
          // The API counts attempts per token; a shopper on their first page has none yet.
          callAsGuest(api, checkGiftCardBalance, {
            giftCard: { cardNumber: digitsOnly(values.cardNumber!), pin: values.pin! },
            ...(captchaToken ? { captchaToken } : {}),
          })
        }
        confirmation={(answer) => (
          <p>
            {t('modals.giftCard.balance', {
              last4: answer.giftCard.lastFourDigits,
              amount: formatMoney(answer.balance.amount, answer.balance.currency, locale),
            })}
          </p>
        )}
      >
        <Registered
          name="Captcha"
          props={{ action: 'giftcard-balance', onToken: setCaptchaToken }}
        />
      </ModalForm>
    </ModalFrame>
  );
}
