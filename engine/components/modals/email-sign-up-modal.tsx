import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { callApi, isApiRequestError } from '../../api/index.ts';
import { subscribeToMarketing } from '../../api/calls/forms.ts';
import type { MarketingSubscription } from '../../../schemas/api/generated/types.ts';
import {
  accountSubscriptionOf,
  marketingProblems,
  marketingProblemsOfApiErrors,
} from '../../domain/account/marketing-preferences.ts';
import type {
  MarketingDraft,
  MarketingField,
  MarketingProblems,
} from '../../domain/account/marketing-preferences.ts';
import { smsSignUpOffered } from '../../domain/forms/service-forms.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SmsOptInFields } from '../form/sms-opt-in-fields.tsx';
import { TextField } from '../form/text-field.tsx';
import { writeCookie } from '../shell/services/browser-cookies.ts';
import { EMAIL_OPT_IN_COOKIE } from '../shell/services/use-email-signup-trigger.ts';
import { formErrorKey } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/** The modal's source (§5: a source is required), for the email and, with consent, the texts. */
const SOURCE = 'email-signup-modal';

/**
 * #email-sign-up, 'Sign up for emails' (shell spec §2.4, §5, §7): the marketing subscription
 * with gender UNKNOWN, the modal as its source and no additional brands. Where the site offers SMS
 * sign-up (§5 "SMS opt-in during email signup" and §3.1 smsMarketing.countries), the account's
 * Email & Text Preferences' own pieces: an unchecked opt-in checkbox labelled with the consent and
 * a mobile number, required once it is ticked, checked by the account's rule (marketingProblems)
 * and sent as the account sends it (accountSubscriptionOf) to the same subscription API. What
 * opens it on route changes (the skip rules) sets the hash; this is what the hash opens. A sign-up
 * sets the opt-in cookie those rules read.
 */
export default function EmailSignUpModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const id = useId();
  const sms = smsSignUpOffered({
    country: site.country,
    smsOptInAtEmailSignup: site.switches.smsOptInAtEmailSignup,
    smsMarketingCountries: site.smsMarketingCountries,
  });
  const [draft, setDraft] = useState<MarketingDraft>({ email: '', mobile: '', smsConsent: false });
  const [problems, setProblems] = useState<MarketingProblems>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const change = (field: MarketingField, next: Partial<MarketingDraft>) => {
    setDraft((old) => ({ ...old, ...next }));
    if (problems[field]) setProblems((old) => ({ ...old, [field]: undefined }));
  };
  const error = (field: MarketingField) => {
    const problem = problems[field];
    return problem ? t(problem) : undefined;
  };
  const focusFirst = (found: MarketingProblems) => {
    const first = (['email', 'smsConsent', 'mobile'] as const).find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(undefined);
    const found = marketingProblems(draft, sms);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setPending(true);
    try {
      const request = accountSubscriptionOf(draft, { country: site.country, sms, source: SOURCE });
      // The site's country is one of the schema's codes (the site config is validated).
      await callApi(api, subscribeToMarketing, request as MarketingSubscription);
      // Signed up: the trigger skips the modal from now on (§5 "either of two cookies is
      // 'true'"), for the site's email sign-up cookie lifetime.
      writeCookie(EMAIL_OPT_IN_COOKIE, 'true', site.limits.cookies.emailSignupDays * 86_400);
      setDone(true);
    } catch (failure) {
      const placed = marketingProblemsOfApiErrors(
        isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [],
      );
      setProblems(placed.problems);
      focusFirst(placed.problems);
      setFormError(formErrorKey(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalFrame title={t('modal.emailSignup')} onClose={onClose}>
      {done ? (
        <div className="sf-modal__confirmation" role="status">
          <p>{t('emailSignup.success')}</p>
        </div>
      ) : (
        <form className="sf-modal-form" noValidate onSubmit={submit} aria-busy={pending}>
          <p className="sf-modal__intro">{t('emailSignup.body')}</p>
          {formError ? (
            <p className="sf-error sf-modal__form-error" role="alert">
              {t(formError)}
            </p>
          ) : null}
          <TextField
            id={`${id}-email`}
            name="email"
            label={t('form.email')}
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            error={error('email')}
            onChange={(email) => change('email', { email })}
          />
          {sms ? (
            <SmsOptInFields
              id={id}
              mobile={draft.mobile}
              smsConsent={draft.smsConsent}
              errors={{ mobile: error('mobile'), smsConsent: error('smsConsent') }}
              labels={{ consent: t('emailSignup.smsOptIn'), mobile: t('serviceForms.sms.mobile') }}
              onMobile={(mobile) => change('mobile', { mobile })}
              onConsent={(smsConsent) => change('smsConsent', { smsConsent })}
            />
          ) : null}
          <button type="submit" className="sf-button sf-modal__submit" disabled={pending}>
            {t('emailSignup.submit')}
          </button>
        </form>
      )}
    </ModalFrame>
  );
}
