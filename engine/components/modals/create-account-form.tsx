import { useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi, isApiRequestError } from '../../api/index.ts';
import { getCurrentToken, login } from '../../api/calls/auth.ts';
import { registerUser } from '../../api/calls/profile.ts';
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
 * registered says so and keeps what was typed.
 */
export function CreateAccountForm({
  mergeCart,
  onContinue,
}: {
  mergeCart: boolean;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  return (
    <ModalForm
      fields={FIELDS}
      submitLabel={t('auth.createAccount')}
      submit={async (values) => {
        try {
          await callApi(api, registerUser, {
            email: values.email!,
            password: values.password!,
            name: { first: values.first!, last: values.last! },
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
        return values.first!;
      }}
      confirmation={(first) => (
        <>
          <p>{t('modals.createAccount.welcome', { name: first })}</p>
          <button type="button" className="sf-button" onClick={onContinue}>
            {t('common.continueShopping')}
          </button>
        </>
      )}
    />
  );
}
