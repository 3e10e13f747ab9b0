import { callApi } from '../../api/index.ts';
import { subscribeToMarketing } from '../../api/calls/forms.ts';
import { isValidEmail } from '../../domain/validation/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

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
 * #email-sign-up, 'Sign up for emails' (shell spec §2.4, §5, §7): the marketing subscription
 * with gender UNKNOWN, the modal as its source and no additional brands. What opens it on route
 * changes (the skip rules) sets the hash; this is what the hash opens.
 */
export default function EmailSignUpModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  return (
    <ModalFrame title={t('modal.emailSignup')} onClose={onClose}>
      <ModalForm
        fields={FIELDS}
        intro={t('emailSignup.body')}
        submitLabel={t('emailSignup.submit')}
        submit={(values) =>
          callApi(api, subscribeToMarketing, {
            emailAddress: values.email!,
            gender: 'UNKNOWN',
            source: 'email-signup-modal',
            additionalBrands: [],
            action: 'SUBSCRIBE',
            country: site.country as never,
          })
        }
        confirmation={() => <p>{t('emailSignup.success')}</p>}
      />
    </ModalFrame>
  );
}
