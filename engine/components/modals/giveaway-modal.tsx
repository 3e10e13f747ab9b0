import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/** #giveaway for a loyalty member (shell spec §4): the giveaway they are entered in. */
export default function GiveawayModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('modal.giveaway')} onClose={onClose}>
      <p className="sf-modal__intro">{t('modals.giveaway.intro')}</p>
      <button type="button" className="sf-button" onClick={onClose}>
        {t('common.close')}
      </button>
    </ModalFrame>
  );
}
