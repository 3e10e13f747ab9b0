import { callApi } from '../../api/index.ts';
import { requestPasswordReset } from '../../api/calls/profile.ts';
import { isValidEmail } from '../../domain/validation/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'email',
    label: 'form.email',
    type: 'email',
    autoComplete: 'email',
    check: (value) => (isValidEmail(value) ? undefined : 'validation.email'),
  },
];

/**
 * Forgot password (shell spec §4), in the login modal and on /user/password/forgot: the API
 * answers alike whether or not the address has an account, and so does the confirmation.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  return (
    <ModalForm
      fields={FIELDS}
      intro={t('auth.resetInstructions')}
      submitLabel={t('auth.sendResetLink')}
      submit={(values) => callApi(api, requestPasswordReset, { emailAddress: values.email! })}
      confirmation={(_result, values) => <p>{t('auth.resetSent', { email: values.email })}</p>}
    />
  );
}
