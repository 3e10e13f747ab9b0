import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';

/**
 * "Pay with your stylist" (issue 12): what the method means, and the stylist ID the shopper was
 * given. Loaded when the shopper chooses the method (payment-step.tsx).
 */
export default function StylistPayment({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sf-checkout__stylist">
      <p>{t('checkoutMore.stylist.explain')}</p>
      <TextField
        id={id}
        label={t('checkoutMore.stylist.idLabel')}
        hint={t('checkoutMore.stylist.idHint')}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
