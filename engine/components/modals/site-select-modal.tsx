import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ModalFrame } from './modal-frame.tsx';
import type { ModalBodyProps } from './modal-body.ts';

// The header's chunk, loaded with every page already: imported whole, it stays one chunk (a
// static import would split the selector out of it, a cost on every page's first load).
const SiteList = lazy(() =>
  import('../shell/shell-parts.ts').then((module) => ({ default: module.SiteList })),
);

/**
 * #site-select, 'Shop In' (only when the enableSiteSelectModal flag is on; shell spec §2.3, §2.4):
 * the header selector's list of sites (country code, currency with its prefix, languages where
 * the site config shows them).
 */
export default function SiteSelectModal({ onClose }: ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <ModalFrame title={t('modal.siteSelect')} styleType="large" onClose={onClose}>
      <Suspense fallback={null}>
        <SiteList open />
      </Suspense>
    </ModalFrame>
  );
}
