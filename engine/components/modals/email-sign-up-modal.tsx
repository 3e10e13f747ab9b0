import { callApi } from '../../api/index.ts';
import { subscribeToMarketing } from '../../api/calls/forms.ts';
import { mobileNumberError, smsSignUpOffered } from '../../domain/forms/service-forms.ts';
import { isValidEmail } from '../../domain/validation/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { writeCookie } from '../shell/services/browser-cookies.ts';
import { EMAIL_OPT_IN_COOKIE } from '../shell/services/use-email-signup-trigger.ts';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

const EMAIL: FieldSpec = {
  name: 'email',
  label: 'form.email',
  type: 'email',
  autoComplete: 'email',
  check: (value) => (isValidEmail(value) ? undefined : 'validation.email'),
};

const MOBILE: FieldSpec = {
  name: 'mobile',
  label: 'serviceForms.sms.mobile',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  optional: true,
  hint: 'emailSignup.smsOptIn',
  check: mobileNumberError,
};

/**
 * #email-sign-up, 'Sign up for emails' (shell spec §2.4, §5, §7): the marketing subscription
 * with gender UNKNOWN, the modal as its source and no additional brands; a mobile number for
 * texts too where the site offers SMS sign-up (§5 "SMS opt-in during email signup" and §3.1
 * smsMarketing.countries). What opens it on route changes (the skip rules) sets the hash; this is
 * what the hash opens. A sign-up sets the opt-in cookie those rules read.
 */
export default function EmailSignUpModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const sms = smsSignUpOffered({
    country: site.country,
    smsOptInAtEmailSignup: site.switches.smsOptInAtEmailSignup,
    smsMarketingCountries: site.smsMarketingCountries,
  });
  return (
    <ModalFrame title={t('modal.emailSignup')} onClose={onClose}>
      <ModalForm
        fields={sms ? [EMAIL, MOBILE] : [EMAIL]}
        intro={t('emailSignup.body')}
        submitLabel={t('emailSignup.submit')}
        submit={async (values) => {
          const answer = await callApi(api, subscribeToMarketing, {
            emailAddress: values.email!,
            gender: 'UNKNOWN',
            source: 'email-signup-modal',
            additionalBrands: [],
            action: 'SUBSCRIBE',
            country: site.country as never,
            ...(sms && values.mobile
              ? {
                  mobilePhoneNumber: values.mobile,
                  smsSignUpSourceId: 'email-signup-modal',
                  dialingCodeCountryCode: site.country as never,
                }
              : {}),
          });
          // Signed up: the trigger skips the modal from now on (§5 "either of two cookies is
          // 'true'"), for the site's email sign-up cookie lifetime.
          writeCookie(EMAIL_OPT_IN_COOKIE, 'true', site.limits.cookies.emailSignupDays * 86_400);
          return answer;
        }}
        confirmation={() => <p>{t('emailSignup.success')}</p>}
      />
    </ModalFrame>
  );
}
