import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../schemas/api/generated/types.ts';
import { apiQuery } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import { AddressLines } from '../../components/account/address-lines.tsx';
import { CancelOrder } from '../../components/account/cancel-order.tsx';
import { OrderDetail } from '../../components/account/order-detail.tsx';
import { SiteLink } from '../../components/common/site-link.tsx';
import { canSelfCancel } from '../../domain/account/order-cancellation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * /order-inquiry once the order is found: the account's order detail (status, items, totals,
 * address, payment, tracking). Self-cancellation (shell spec §3.1) is the signed-in shopper's
 * (the API cancels only its owner's orders); a guest is told how to ask for it.
 */
export function OrderInquiryView({
  order,
  update,
}: {
  order: Order;
  update: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const { data: token } = useQuery({ ...apiQuery(api, getCurrentToken, {}), staleTime: Infinity });
  const registered = token?.scopes.includes('registered') ?? false;
  const [notice, setNotice] = useState<string | undefined>();
  const cancellable = canSelfCancel(order.status, site.selfCancellation);
  return (
    <>
      <p className="sf-visually-hidden" role="status">
        {notice}
      </p>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      <OrderDetail order={order} address={<AddressLines address={order.shippingAddress} />} />
      {cancellable && registered ? (
        <CancelOrder
          orderNumber={order.orderNumber}
          reasons={site.selfCancellation.reasons}
          onCancelled={() => {
            update({ ...order, status: 'cancelled' });
            setNotice(t('account.cancel.done'));
          }}
        />
      ) : cancellable ? (
        <p className="sf-account__muted">
          {t('orderLookup.cancelHelp')}{' '}
          <SiteLink to={`/login?returnUrl=${encodeURIComponent(`/order/${order.orderNumber}`)}`}>
            {t('orderLookup.signIn')}
          </SiteLink>
        </p>
      ) : null}
    </>
  );
}
