import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';

export interface GiftCardEntry {
  readonly cardNumber: string;
  readonly pin: string;
}

/**
 * A gift card paid with the card (issue 12 split tender): its number and PIN (the PIN masked, as
 * a secret), the gift card paying its balance and the card the rest. Its own chunk, loaded when
 * the shopper asks to add a gift card.
 */
export default function SplitGiftCard({
  value,
  onChange,
}: {
  value: GiftCardEntry;
  onChange: (value: GiftCardEntry) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sf-checkout__row">
      <TextField
        id={`${id}-number`}
        label={t('form.giftCardNumber')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        value={value.cardNumber}
        onChange={(cardNumber) => onChange({ ...value, cardNumber })}
      />
      <TextField
        id={`${id}-pin`}
        label={t('form.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={value.pin}
        onChange={(pin) => onChange({ ...value, pin })}
      />
    </div>
  );
}
