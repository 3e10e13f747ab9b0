import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getCurrentToken } from '../../api/calls/auth.ts';
import { getOrder } from '../../api/calls/orders.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { AddressLines } from '../../components/account/address-lines.tsx';
import { CancelOrder } from '../../components/account/cancel-order.tsx';
import { OrderDetail } from '../../components/account/order-detail.tsx';
import type { ResolvedOrderDetailPageProps } from '../../config/generated/resolved.ts';
import { canSelfCancel } from '../../domain/account/order-cancellation.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';

/**
 * One order (shell spec §2.1 /account/order/{id} and /order/{orderNumber}): its status, items,
 * totals, shipping address (a pickup order's store instead: OrderDetail), tracking and payment; a signed-in shopper may cancel it while it is
 * still placed where the site allows it (shell spec §3.1 selfCancellation and its reasons).
 */
export default function OrderDetailPage({ orderNumber = '' }: ResolvedOrderDetailPageProps) {
  const { t } = useTranslation();
  const { api, site } = useAppEnv();
  const { data: order } = useQuery(apiQuery(api, getOrder, { orderNumber }));
  const { data: token } = useQuery({ ...apiQuery(api, getCurrentToken, {}), staleTime: Infinity });
  const registered = token?.scopes.includes('registered') ?? false;
  const [notice, setNotice] = useState<string | undefined>();
  if (!order) return null;
  const title = t('account.orders.orderNumber', { orderNumber: order.orderNumber });
  const body = (
    <>
      <p className="sf-visually-hidden" role="status">
        {notice}
      </p>
      {notice ? <p className="sf-account__notice">{notice}</p> : null}
      <OrderDetail order={order} address={<AddressLines address={order.shippingAddress} />} />
      {registered && canSelfCancel(order.status, site.selfCancellation) ? (
        <CancelOrder
          orderNumber={order.orderNumber}
          reasons={site.selfCancellation.reasons}
          onCancelled={() => setNotice(t('account.cancel.done'))}
        />
      ) : null}
    </>
  );
  // A guest who placed the order sees it without the account's menu.
  return registered ? (
    <AccountLayout current="orders" title={title}>
      {body}
    </AccountLayout>
  ) : (
    <div className="sf-account-page">
      <section className="sf-account__main" aria-labelledby="sf-page-title">
        <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
          {title}
        </h1>
        {body}
      </section>
    </div>
  );
}
