import { useId, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { StylistOrders } from '../../../schemas/api/generated/types.ts';
import { apiKey, callApi } from '../../api/index.ts';
import { getStylistOrders } from '../../api/calls/orders.ts';
import type { ResolvedStylistClientOrdersProps } from '../../config/generated/resolved.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useText } from '../common/use-text.ts';
import { useStringBundle } from '../shell/services/use-string-bundle.ts';
import { StylistOrderRow } from './stylist-order-row.tsx';
import type { StylistOrder } from './stylist-order-row.tsx';
import '../account/account.css';
import './stylist-tools.css';

/** Orders asked for at a time; "Show more" asks for the next ones. */
export const STYLIST_ORDERS_PAGE = 10;

const PAGE_PARAMS = { limit: STYLIST_ORDERS_PAGE } as const;

/** The orders of the pages read so far, each once (a payment recorded meanwhile moves an order). */
export function ordersOf(data: InfiniteData<StylistOrders> | undefined): StylistOrder[] {
  const seen = new Set<string>();
  const orders: StylistOrder[] = [];
  for (const page of data?.pages ?? []) {
    for (const order of page.orders) {
      if (seen.has(order.orderNumber)) continue;
      seen.add(order.orderNumber);
      orders.push(order);
    }
  }
  return orders;
}

/** The next page's offset, or none when every order is read. */
export function nextOffset(last: StylistOrders): number | undefined {
  const next = last.offset + last.orders.length;
  return last.orders.length > 0 && next < last.totalResults ? next : undefined;
}

/**
 * The section a stylist sees: their clients' orders, awaiting first, ten at a time (the gate,
 * stylist-client-orders.tsx, loads it for stylists only).
 */
export default function ClientOrders({ heading }: ResolvedStylistClientOrdersProps) {
  const { t } = useTranslation();
  const text = useText();
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const headingId = useId();
  // The content page loads the catalogue's strings; these are the account's.
  const stringsReady = useStringBundle('account');
  const queryKey = apiKey(api.site, getStylistOrders, PAGE_PARAMS);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      callApi(api, getStylistOrders, { ...PAGE_PARAMS, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
  // A payment recorded here moves its order on the server's list (awaiting first): the next page
  // is read after the pages read so far are read again, so no order is skipped or shown twice.
  const recorded = useRef(false);
  if (!stringsReady || query.isPending) return null;

  async function showMore() {
    if (recorded.current) {
      recorded.current = false;
      await query.refetch();
    }
    await query.fetchNextPage();
  }

  /**
   * The row turns Paid where it stands: reading the list again would move it below the orders
   * still awaiting, away from the stylist's eyes and focus. "Show more" or the next visit reads it
   * afresh.
   */
  function markPaid(orderNumber: string) {
    recorded.current = true;
    queryClient.setQueryData<InfiniteData<StylistOrders>>(queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              orders: page.orders.map((order) =>
                order.orderNumber === orderNumber
                  ? { ...order, stylistStatus: 'paid' as const }
                  : order,
              ),
            })),
          }
        : data,
    );
  }

  const orders = ordersOf(query.data);
  const total = query.data?.pages.at(-1)?.totalResults ?? orders.length;
  return (
    <section className="sf-stylist-orders" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-stylist-orders__heading">
        {heading ? text(heading) : t('orders.stylist.heading')}
      </h2>
      {query.isError ? (
        <p className="sf-error" role="alert">
          {t('orders.stylist.loadFailed')}{' '}
          <button
            type="button"
            className="sf-account__link-button"
            onClick={() => void query.refetch()}
          >
            {t('orders.stylist.retry')}
          </button>
        </p>
      ) : orders.length === 0 ? (
        <p className="sf-account__notice">{t('orders.stylist.empty')}</p>
      ) : (
        <>
          <p className="sf-account__muted">{t('orders.stylist.intro')}</p>
          <ul className="sf-account__orders sf-stylist-orders__list">
            {orders.map((order) => (
              <StylistOrderRow key={order.orderNumber} order={order} onPaid={markPaid} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="sf-stylist-orders__more">
              <p className="sf-account__muted">
                {t('orders.stylist.shown', { shown: orders.length, total })}
              </p>
              <button
                type="button"
                className="sf-account__button-secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void showMore()}
              >
                {t('orders.stylist.showMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
