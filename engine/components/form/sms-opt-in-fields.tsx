import { TextField } from './text-field.tsx';
import './sms-opt-in-fields.css';

/**
 * Texts where the site offers them (shell spec §5 "SMS opt-in during email signup", §3.1
 * smsMarketing.countries): the opt-in checkbox, unchecked until the shopper ticks it, with the
 * consent as its label, and the mobile number, required once the box is ticked. One piece for every
 * form that signs up for texts (the account's Email & Text Preferences, the email sign-up modal),
 * checked by one rule (marketingProblems). `id` prefixes the inputs' ids: `${id}-smsConsent` and
 * `${id}-mobile`, each error `${input id}-error`.
 */
export function SmsOptInFields({
  id,
  mobile,
  smsConsent,
  errors,
  labels,
  onMobile,
  onConsent,
}: {
  id: string;
  mobile: string;
  smsConsent: boolean;
  /** Translated errors at each field. */
  errors: { readonly mobile?: string; readonly smsConsent?: string };
  /** Translated words: the consent (the checkbox's label), the number's label and its hint. */
  labels: { readonly consent: string; readonly mobile: string; readonly mobileHint?: string };
  onMobile: (mobile: string) => void;
  onConsent: (smsConsent: boolean) => void;
}) {
  const consentId = `${id}-smsConsent`;
  return (
    <>
      <div className="sf-field">
        <label className="sf-opt-in-check">
          <input
            id={consentId}
            name="smsConsent"
            type="checkbox"
            checked={smsConsent}
            aria-invalid={errors.smsConsent ? true : undefined}
            aria-describedby={errors.smsConsent ? `${consentId}-error` : undefined}
            onChange={(event) => onConsent(event.target.checked)}
          />
          <span>{labels.consent}</span>
        </label>
        {errors.smsConsent ? (
          <p id={`${consentId}-error`} className="sf-error">
            {errors.smsConsent}
          </p>
        ) : null}
      </div>
      <TextField
        id={`${id}-mobile`}
        name="mobile"
        label={labels.mobile}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required={smsConsent}
        hint={labels.mobileHint}
        value={mobile}
        error={errors.mobile}
        onChange={onMobile}
      />
    </>
  );
}
