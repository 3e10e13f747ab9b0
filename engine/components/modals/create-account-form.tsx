import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi, isApiRequestError } from '../../api/index.ts';
import { getCurrentToken, login } from '../../api/calls/auth.ts';
import { joinLoyalty, registerUser } from '../../api/calls/profile.ts';
import {
  GENDERS,
  loyaltySignupOffered,
  registrationGender,
} from '../../domain/account/login-extras.ts';
import { isAcceptablePassword, isValidEmail } from '../../domain/validation/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { FormMessage, ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';

const FIELDS: readonly FieldSpec[] = [
  { name: 'first', label: 'form.firstName', autoComplete: 'given-name' },
  { name: 'last', label: 'form.lastName', autoComplete: 'family-name' },
  {
    name: 'email',
    label: 'form.email',
    type: 'email',
    autoComplete: 'email',
    check: (value) => (isValidEmail(value) ? undefined : 'validation.email'),
  },
  {
    name: 'password',
    label: 'form.password',
    type: 'password',
    autoComplete: 'new-password',
    check: (value) =>
      isAcceptablePassword(value) ? undefined : 'modals.createAccount.passwordRule',
  },
];

/**
 * Create account (shell spec §4), in the login modal and on /user/create: the account is made,
 * then the shopper is signed in (the session readers follow the new token); an address already
 * registered says so and keeps what was typed. Per brand and site (shell spec §6): a gender
 * choice where the brand captures it (switches.genderCaptureAtLogin), and a box to join the
 * rewards programme where loyalty sign-up at login is offered for the locale.
 */
export function CreateAccountForm({
  mergeCart,
  onContinue,
}: {
  mergeCart: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { api, brand, site, locale } = useAppEnv();
  const queryClient = useQueryClient();
  const captureGender = site.switches.genderCaptureAtLogin;
  const offerLoyalty = loyaltySignupOffered({
    switchOn: site.switches.loyaltySignupAtLogin,
    vendor: brand.settings.loyalty.vendor,
    signupLocales: brand.settings.loyalty.signupLocales,
    locale,
  });
  const [joinRewards, setJoinRewards] = useState(false);
  const fields = useMemo(
    () =>
      captureGender
        ? [
            ...FIELDS,
            {
              name: 'gender',
              label: 'accountMore.login.gender',
              optional: true,
              options: GENDERS.map((value) => ({
                value,
                label: t(`accountMore.login.genders.${value}`),
              })),
            },
          ]
        : FIELDS,
    [captureGender, t],
  );
  return (
    <ModalForm
      fields={fields}
      submitLabel={t('auth.createAccount')}
      submit={async (values) => {
        const gender = registrationGender(captureGender, values.gender);
        try {
          await callApi(api, registerUser, {
            email: values.email!,
            password: values.password!,
            name: { first: values.first!, last: values.last! },
            ...(gender ? { gender } : {}),
          });
        } catch (error) {
          if (isApiRequestError(error) && error.status === 409)
            throw new FormMessage('errors.accountExists');
          throw error;
        }
        const token = await callApi(api, login, {
          email: values.email!,
          password: values.password!,
          mergeCart,
        });
        queryClient.setQueryData(apiKey(api.site, getCurrentToken, {}), token);
        // The account exists and the shopper is in: a failed join is said, never undone.
        const joined =
          offerLoyalty && joinRewards
            ? await callApi(api, joinLoyalty, {}).then(
                () => 'joined' as const,
                () => 'failed' as const,
              )
            : undefined;
        return { first: values.first!, joined };
      }}
      confirmation={({ first, joined }) => (
        <>
          <p>{t('modals.createAccount.welcome', { name: first })}</p>
          {joined ? (
            <p className={joined === 'failed' ? 'sf-error' : undefined}>
              {t(`accountMore.login.loyalty.${joined}`, { brand: brand.settings.name })}
            </p>
          ) : null}
          <button type="button" className="sf-button" onClick={onContinue}>
            {t('common.continueShopping')}
          </button>
        </>
      )}
    >
      {offerLoyalty ? (
        <label className="sf-modal-form__check">
          <input
            type="checkbox"
            name="joinRewards"
            checked={joinRewards}
            onChange={(event) => setJoinRewards(event.target.checked)}
          />
          <span>{t('accountMore.login.loyalty.join', { brand: brand.settings.name })}</span>
        </label>
      ) : null}
    </ModalForm>
  );
}
