import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { useSitePath } from '../common/site-link.tsx';
import { ModalForm } from './modal-form.tsx';
import type { FieldSpec } from './modal-form.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'ask',
    label: 'modals.stylebot.ask',
    check: (value) => (value.length <= 200 ? undefined : 'modals.form.tooLong'),
  },
];

/**
 * #stylebot (only when the enableStylebot flag is 1; shell spec §2.4, §9): the style-bot drawer.
 * The spec shows no service behind it, so it answers by searching the catalogue for the request.
 */
export default function StylebotModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  return (
    <ModalFrame title={t('modals.stylebot.title')} styleType="large" onClose={onClose}>
      <ModalForm
        fields={FIELDS}
        intro={t('modals.stylebot.intro')}
        submitLabel={t('modals.stylebot.submit')}
        submit={async (values) => {
          onClose();
          await navigate(sitePath(`/search?q=${encodeURIComponent(values.ask!)}`));
        }}
        confirmation={() => null}
      />
    </ModalFrame>
  );
}
