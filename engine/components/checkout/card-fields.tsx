import { detectCardBrand } from '../../domain/payment/card-rules.ts';
import type { CardBrand, CardProblem } from '../../domain/payment/card-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';

export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly securityCode: string;
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', securityCode: '' };

/** The API's card field errors (commerce-api/payments/card-crypto.ts) on the form's fields. */
export const API_CARD_CODES: Readonly<Record<string, CardProblem>> = {
  CARD_NUMBER_INVALID: 'number.invalid',
  CARD_TYPE_UNKNOWN: 'number.invalid',
  CARD_TYPE_NOT_ACCEPTED: 'number.brandNotAccepted',
  CARD_EXPIRY_INVALID: 'expiry.invalid',
  CARD_EXPIRED: 'expiry.expired',
  SECURITY_CODE_INVALID: 'securityCode.invalid',
};

/** Brand names as the card schemes write them: the same in every language. */
export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  MAESTRO: 'Maestro',
  CHINA_UNIONPAY: 'UnionPay',
};

const PROBLEM_KEYS: Readonly<Record<CardProblem, string>> = {
  'number.required': 'validation.required',
  'number.invalid': 'validation.cardNumber',
  'number.brandNotAccepted': 'checkout.payment.brandNotAccepted',
  'expiry.required': 'validation.required',
  'expiry.invalid': 'validation.expiryDate',
  'expiry.expired': 'validation.cardExpired',
  'securityCode.invalid': 'validation.securityCode',
};

/**
 * The card's number, expiry (MM/YY) and security code. The inputs have no name, so no form
 * submission (before the page's script runs, or ever) can carry them: the number leaves the
 * browser only encrypted (card-encryption.ts).
 */
export function CardFields({
  id,
  card,
  problems,
  onChange,
}: {
  id: string;
  card: CardInput;
  problems: readonly CardProblem[];
  onChange: (card: CardInput) => void;
}) {
  const { t } = useTranslation();
  const brand = detectCardBrand(card.number);
  const error = (field: 'number' | 'expiry' | 'securityCode') => {
    const problem = problems.find((entry) => entry.startsWith(`${field}.`));
    return problem ? t(PROBLEM_KEYS[problem]) : undefined;
  };
  return (
    <div className="sf-checkout__card">
      <TextField
        id={`${id}-number`}
        label={t('form.cardNumber')}
        error={error('number')}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        required
        value={card.number}
        onChange={(number) => onChange({ ...card, number })}
      >
        <p className="sf-checkout__brand" aria-live="polite">
          {brand ? t('checkout.payment.cardBrand', { brand: BRAND_NAMES[brand] }) : null}
        </p>
      </TextField>
      <div className="sf-checkout__row">
        <TextField
          id={`${id}-expiry`}
          label={t('form.expiryDate')}
          error={error('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          maxLength={7}
          required
          value={card.expiry}
          onChange={(expiry) => onChange({ ...card, expiry })}
        />
        <TextField
          id={`${id}-securityCode`}
          label={t('form.securityCode')}
          error={error('securityCode')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          required
          value={card.securityCode}
          onChange={(securityCode) => onChange({ ...card, securityCode })}
        />
      </div>
      <p className="sf-checkout__note">{t('checkout.payment.encrypted')}</p>
    </div>
  );
}
