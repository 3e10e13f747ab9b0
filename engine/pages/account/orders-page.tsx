import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getOrders } from '../../api/calls/orders.ts';
import { AccountLayout } from '../../components/account/account-layout.tsx';
import { ORDER_STATUS_KEYS } from '../../components/account/order-status.ts';
import { SiteLink } from '../../components/common/site-link.tsx';
import { formatMoney } from '../../domain/money.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ORDERS_PAGE } from './account-loaders.ts';

/** The order history (shell spec §2.1 /account/orders, /orders): newest first, each to its page. */
export default function OrderHistoryPage() {
  const { t } = useTranslation();
  const { api, locale } = useAppEnv();
  const { data: history } = useQuery(apiQuery(api, getOrders, ORDERS_PAGE));
  const orders = history?.orders ?? [];
  return (
    <AccountLayout current="orders" title={t('account.menu.orders')}>
      {orders.length === 0 ? (
        <p>{t('account.orders.empty')}</p>
      ) : (
        <ul className="sf-account__orders">
          {orders.map((order) => (
            <li key={order.orderNumber} className="sf-account__card">
              <div className="sf-account__order-head">
                <h2>{t('account.orders.orderNumber', { orderNumber: order.orderNumber })}</h2>
                <span className="sf-account__badge">{t(ORDER_STATUS_KEYS[order.status])}</span>
              </div>
              <p className="sf-account__muted">
                {t('account.orders.placedOn', { date: formatDate(order.placedAt, locale) })}
              </p>
              <p>
                {order.itemCount !== undefined
                  ? `${t('checkout.summary.items', { count: order.itemCount })} · `
                  : null}
                {formatMoney(order.total, order.currency, locale)}
              </p>
              <p>
                <SiteLink to={`/account/order/${encodeURIComponent(order.orderNumber)}`}>
                  <span aria-hidden="true">{t('account.orders.viewDetails')}</span>
                  <span className="sf-visually-hidden">
                    {t('account.orders.viewOrder', { orderNumber: order.orderNumber })}
                  </span>
                </SiteLink>
              </p>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
}
