import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Order } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { routeTitleKey } from '../../routing/page-title.ts';
import { SiteLink } from '../common/site-link.tsx';
import { ORDER_STATUS_KEYS } from '../account/order-status.ts';
import { useFoundOrder } from './found-order.ts';
import { OrderLookupForm } from './order-lookup-form.tsx';
import '../account/account.css';
import './order-lookup.css';

/** The four order pages a guest reaches by number and email (shell spec §2.1), in menu order. */
export const ORDER_LOOKUP_PAGES = [
  'order-inquiry',
  'order-tracking',
  'order-pickup',
  'order-payments',
] as const;
export type OrderLookupPageName = (typeof ORDER_LOOKUP_PAGES)[number];

/**
 * What the four pages share: the page's heading, the lookup form until an order is found, then
 * the order's number and status, links to its other pages (the number in the query, so the next
 * page finds the order in the cache) and the page's own part of it.
 */
export function OrderLookupLayout({
  page,
  initialNumber,
  children,
}: {
  page: OrderLookupPageName;
  initialNumber?: string;
  children: (order: Order, update: (order: Order) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { order, found, forget } = useFoundOrder(initialNumber);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(order?.orderNumber);
  useEffect(() => {
    // A lookup that found an order moves the focus to it (the form it came from is gone).
    if (order && shown.current !== order.orderNumber) heading.current?.focus();
    shown.current = order?.orderNumber;
  }, [order]);
  return (
    <div className="sf-order-lookup">
      <h1 id="sf-page-title" className="sf-page-title" tabIndex={-1}>
        {t(routeTitleKey(page))}
      </h1>
      {!order ? (
        <OrderLookupForm initialNumber={initialNumber} onFound={found} />
      ) : (
        <>
          <div className="sf-order-lookup__head">
            <h2 ref={heading} tabIndex={-1}>
              {t('account.orders.orderNumber', { orderNumber: order.orderNumber })}
            </h2>
            {/* The order's detail (the inquiry page) shows its status with the date it was placed. */}
            {page === 'order-inquiry' ? null : (
              <span className="sf-account__badge">{t(ORDER_STATUS_KEYS[order.status])}</span>
            )}
          </div>
          <nav className="sf-order-lookup__nav" aria-label={t('orderLookup.nav.label')}>
            <ul>
              {ORDER_LOOKUP_PAGES.map((name) => (
                <li key={name}>
                  <SiteLink
                    to={`/${name}?orderNumber=${encodeURIComponent(order.orderNumber)}`}
                    aria-current={name === page ? 'page' : undefined}
                  >
                    {t(`orderLookup.nav.${name}`)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
          {children(order, found)}
          <p>
            <button type="button" className="sf-account__button-secondary" onClick={forget}>
              {t('orderLookup.another')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
