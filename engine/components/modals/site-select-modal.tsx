import { useTranslation } from '../../i18n/react.tsx';
import { SiteList } from '../shell/shell-parts.ts';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

/**
 * #site-select, 'Shop In' (only when the enableSiteSelectModal flag is on; shell spec §2.3, §2.4):
 * the header selector's list of sites (country code, currency with its prefix, languages where
 * the site config shows them).
 */
export default function SiteSelectModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('modal.siteSelect')} styleType="large" onClose={onClose}>
      <SiteList open />
    </ModalFrame>
  );
}
