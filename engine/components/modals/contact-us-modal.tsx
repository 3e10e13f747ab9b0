import { callApi } from '../../api/index.ts';
import { submitContactUs } from '../../api/calls/forms.ts';
import { isValidEmail } from '../../domain/validation/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

const SUBJECTS = ['ORDER', 'RETURN', 'PRODUCT', 'WEBSITE', 'OTHER'] as const;

/** #contact-us (shell spec §3.2, §5): first and last name, reply-to email, subject and message. */
export default function ContactUsModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const fields: readonly FieldSpec[] = [
    { name: 'first', label: 'form.firstName', autoComplete: 'given-name' },
    { name: 'last', label: 'form.lastName', autoComplete: 'family-name' },
    {
      name: 'replyToEmail',
      label: 'form.email',
      type: 'email',
      autoComplete: 'email',
      check: (value) => (isValidEmail(value) ? undefined : 'validation.email'),
    },
    {
      name: 'subjectCode',
      label: 'form.subject',
      options: SUBJECTS.map((code) => ({
        value: code,
        label: t(`modals.contactUs.subject.${code}`),
      })),
    },
    {
      name: 'subjectText',
      label: 'form.message',
      check: (value) => (value.length <= 2000 ? undefined : 'modals.form.tooLong'),
    },
  ];
  return (
    <ModalFrame title={t('modal.contactUs')} onClose={onClose}>
      <ModalForm
        fields={fields}
        intro={t('modals.contactUs.intro')}
        submitLabel={t('modals.form.send')}
        submit={(values) =>
          callApi(api, submitContactUs, {
            name: { first: values.first!, last: values.last! },
            replyToEmail: values.replyToEmail!,
            subjectCode: values.subjectCode!,
            subjectText: values.subjectText!,
          })
        }
        confirmation={() => <p>{t('modals.contactUs.sent')}</p>}
      />
    </ModalFrame>
  );
}
