import { useTranslation } from '../../i18n/react.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/**
 * #loyalty-signup, and #giveaway for a logged-in shopper without a loyalty id (shell spec §4:
 * giveaways-require-loyalty). Joining happens on the rewards page of the account.
 */
export default function LoyaltyModal({ onClose, props }: ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('modal.loyalty')} onClose={onClose}>
      {props.forGiveaway ? (
        <p className="sf-modal__intro" role="alert">
          {t('errors.giveawaysRequireLoyalty')}
        </p>
      ) : null}
      <p className="sf-modal__intro">{t('loyalty.body')}</p>
      <SiteLink to="/account/rewards" className="sf-button">
        {t('loyalty.join')}
      </SiteLink>
    </ModalFrame>
  );
}
