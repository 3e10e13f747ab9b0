import { callApi } from '../../api/index.ts';
import { submitContactUs } from '../../api/calls/forms.ts';
import { CONTACT_TOPICS, contactUsErrors } from '../../domain/forms/service-forms.ts';
import type { ContactUsValues } from '../../domain/forms/service-forms.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

const valuesOf = (values: Record<string, string>): ContactUsValues => ({
  first: values.first ?? '',
  last: values.last ?? '',
  replyToEmail: values.replyToEmail ?? '',
  subjectCode: values.subjectCode ?? '',
  orderNumber: values.orderNumber ?? '',
  message: values.message ?? '',
});

/**
 * #contact-us (shell spec §3.2, §5): first and last name, reply-to email and a topic (its code the
 * subjectCode, its words in the shopper's language the subjectText), an optional order number and
 * the message, at most the site's limit (limits.forms.contactMessageMaxLength) with the characters
 * left counted under it. The rules are engine/domain/forms/service-forms.ts's.
 */
export default function ContactUsModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const limits = { messageMaxLength: site.limits.forms.contactMessageMaxLength };
  const check = (name: keyof ContactUsValues) => (_value: string, values: Record<string, string>) =>
    contactUsErrors(valuesOf(values), limits)[name];
  const fields: readonly FieldSpec[] = [
    { name: 'first', label: 'form.firstName', autoComplete: 'given-name', check: check('first') },
    { name: 'last', label: 'form.lastName', autoComplete: 'family-name', check: check('last') },
    {
      name: 'replyToEmail',
      label: 'form.email',
      type: 'email',
      autoComplete: 'email',
      check: check('replyToEmail'),
    },
    {
      name: 'subjectCode',
      label: 'form.subject',
      options: CONTACT_TOPICS.map((code) => ({
        value: code,
        label: t(`modals.contactUs.subject.${code}`),
      })),
      check: check('subjectCode'),
    },
    {
      name: 'orderNumber',
      label: 'form.orderNumber',
      optional: true,
      autoComplete: 'off',
      check: check('orderNumber'),
    },
    {
      name: 'message',
      label: 'form.message',
      multiline: { maxLength: limits.messageMaxLength, rows: 6 },
      errorValues: { max: limits.messageMaxLength },
      check: check('message'),
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
            subjectText: t(`modals.contactUs.subject.${values.subjectCode!}`),
            message: values.message!,
            ...(values.orderNumber ? { orderNumber: values.orderNumber.toUpperCase() } : {}),
          })
        }
        confirmation={() => <p>{t('modals.contactUs.sent')}</p>}
      />
    </ModalFrame>
  );
}
