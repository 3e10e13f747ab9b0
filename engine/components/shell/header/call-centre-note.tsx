import { useTranslation } from '../../../i18n/react.tsx';
import { useLeafMeta, useSession } from '../route-state.ts';

/** 'Call Center Checkout' for an agent on routes that enable it (shell spec §2.3, §6). */
export function CallCentreNote() {
  const { t } = useTranslation();
  const meta = useLeafMeta();
  const session = useSession();
  if (!meta.enableCallCenterHeader || !session.scopes.includes('call-centre')) return null;
  return <p className="sf-call-centre">{t('header.callCenterCheckout')}</p>;
}
