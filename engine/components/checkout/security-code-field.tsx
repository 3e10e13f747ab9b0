import { useTranslation } from '../../i18n/react.tsx';
import { TextField } from '../form/text-field.tsx';

/**
 * A saved card's security code when the card needs verification (shell spec §3.2 Payment
 * needsVerification, §7 POST .../payments/{id}/verification): at checkout's saved cards and on the
 * account's Payments page, so both ask for it alike. `note` says why it is asked, read with the
 * field; the code is encrypted before it is sent (verify-saved-card.ts).
 */
export function SecurityCodeField({
  id,
  value,
  error,
  note,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  note: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      id={id}
      label={t('form.securityCode')}
      hint={note}
      error={error}
      autoComplete="cc-csc"
      inputMode="numeric"
      maxLength={4}
      value={value}
      onChange={onChange}
    />
  );
}
