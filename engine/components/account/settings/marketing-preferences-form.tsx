import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { MarketingSubscription, Profile } from '../../../../schemas/api/generated/types.ts';
import { isApiRequestError } from '../../../api/index.ts';
import { getAccountSubscription, subscribeToMarketingSignedIn } from '../../../api/calls/forms.ts';
import { useApiMutation, useApiQuery } from '../../../api/api-hooks.ts';
import {
  ACCOUNT_SUBSCRIPTION_SOURCE,
  accountSubscriptionOf,
  marketingProblems,
  marketingProblemsOfApiErrors,
} from '../../../domain/account/marketing-preferences.ts';
import type {
  MarketingDraft,
  MarketingField,
  MarketingProblems,
} from '../../../domain/account/marketing-preferences.ts';
import { smsSignUpOffered } from '../../../domain/forms/service-forms.ts';
import { useTranslation } from '../../../i18n/react.tsx';
import { useAppEnv } from '../../../routing/app-env-context.tsx';
import { SmsOptInFields } from '../../form/sms-opt-in-fields.tsx';
import { TextField } from '../../form/text-field.tsx';
import './settings.css';
import { focusFirstField } from './focus-first-field.ts';

/**
 * "Email & Text Preferences" (shell spec §1 the account's marketing subscriptions; §3.2 Marketing
 * subscription; §5 its required fields, "Phone numbers are stripped to digits" and the switch
 * "SMS opt-in during email signup"; §3.1 smsMarketing.countries; §7 POST
 * /me/marketing-subscriptions): the signed-in shopper signs up for emails at their account's
 * address or another; where the site offers texts (the email sign-up's own rule), a mobile number
 * with its consent too. Bad input shows at its field and what was typed stays; the API's codes
 * show at their fields; a sign-up is said at the top of the page and in the section.
 * Default export, imported by the settings page (in its chunk).
 */
export default function MarketingPreferencesForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  const id = useId();
  const sms = smsSignUpOffered({
    country: site.country,
    smsOptInAtEmailSignup: site.switches.smsOptInAtEmailSignup,
    smsMarketingCountries: site.smsMarketingCountries,
  });
  const [draft, setDraft] = useState<MarketingDraft>({
    email: profile.emailAddress,
    mobile: '',
    smsConsent: false,
  });
  const [problems, setProblems] = useState<MarketingProblems>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [subscribed, setSubscribed] = useState<string | undefined>();
  const subscribe = useApiMutation(subscribeToMarketingSignedIn);
  const unsubscribe = useApiMutation(subscribeToMarketingSignedIn);
  const current = useApiQuery(getAccountSubscription, {}).data;

  async function stopEmails() {
    if (unsubscribe.isPending) return;
    setAlert(undefined);
    try {
      await unsubscribe.mutateAsync({
        action: 'UNSUBSCRIBE',
        gender: 'UNKNOWN',
        source: ACCOUNT_SUBSCRIPTION_SOURCE,
        additionalBrands: [],
      });
      const message = t('accountSettings.marketing.unsubscribed', { email: profile.emailAddress });
      setSubscribed(message);
      onSaved(message);
    } catch {
      setAlert(t('accountSettings.problem.generic'));
    }
  }

  const change = (field: MarketingField, next: Partial<MarketingDraft>) => {
    setDraft({ ...draft, ...next });
    if (problems[field]) setProblems({ ...problems, [field]: undefined });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subscribe.isPending) return;
    setAlert(undefined);
    const found = marketingProblems(draft, sms);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      focusFirstField(id, found);
      return;
    }
    const request = accountSubscriptionOf(draft, { country: site.country, sms });
    try {
      // The site's country is one of the schema's codes (the site config is validated).
      await subscribe.mutateAsync(request as MarketingSubscription);
      setProblems({});
      const message = request.mobilePhoneNumber
        ? t('accountSettings.marketing.savedWithTexts', {
            email: request.emailAddress,
            phone: request.mobilePhoneNumber,
          })
        : t('accountSettings.marketing.saved', { email: request.emailAddress });
      setSubscribed(message);
      onSaved(message);
    } catch (failure) {
      const placed = marketingProblemsOfApiErrors(
        isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [],
      );
      setProblems(placed.problems);
      focusFirstField(id, placed.problems);
      if (Object.keys(placed.problems).length === 0 || placed.unplaced > 0) {
        setAlert(t('accountSettings.problem.generic'));
      }
    }
  }

  const error = (field: MarketingField) => {
    const problem = problems[field];
    return problem ? t(problem) : undefined;
  };
  // The account's own address as the API has it (shell spec §1): subscribed or not, with texts.
  const status = !current
    ? undefined
    : !current.subscribed
      ? t('accountSettings.marketing.notSubscribed')
      : current.mobilePhoneNumber
        ? t('accountSettings.marketing.currentWithTexts', {
            email: current.emailAddress,
            phone: current.mobilePhoneNumber,
          })
        : t('accountSettings.marketing.current', { email: current.emailAddress });
  return (
    <form
      className="sf-account__card sf-settings__form"
      noValidate
      onSubmit={submit}
      aria-busy={subscribe.isPending}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>{t('accountSettings.marketing.title')}</h2>
      {alert ? (
        <p className="sf-error" role="alert">
          {alert}
        </p>
      ) : null}
      <p>
        {sms ? t('accountSettings.marketing.introTexts') : t('accountSettings.marketing.intro')}
      </p>
      {/* What was just done, unless the status below says the same. */}
      {subscribed && subscribed !== status ? (
        <p className="sf-settings__done">{subscribed}</p>
      ) : null}
      {current ? (
        <div className="sf-settings__status">
          <p>{status}</p>
          {current.subscribed ? (
            <button
              type="button"
              className="sf-account__button-secondary"
              disabled={unsubscribe.isPending}
              onClick={() => void stopEmails()}
            >
              {t('accountSettings.marketing.unsubscribe')}
            </button>
          ) : null}
        </div>
      ) : null}
      <TextField
        id={`${id}-email`}
        label={t('accountSettings.marketing.email')}
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
          labels={{
            consent: t('accountSettings.marketing.consent'),
            mobile: t('accountSettings.marketing.mobile'),
            mobileHint: t('accountSettings.marketing.mobileHint'),
          }}
          onMobile={(mobile) => change('mobile', { mobile })}
          onConsent={(smsConsent) => change('smsConsent', { smsConsent })}
        />
      ) : null}
      <p className="sf-account__actions">
        <button type="submit" className="sf-button" disabled={subscribe.isPending}>
          {t('accountSettings.marketing.submit')}
        </button>
      </p>
    </form>
  );
}
