import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { StylistOrders } from '../../../schemas/api/generated/types.ts';
import { callApi, isApiRequestError } from '../../api/index.ts';
import { recordStylistPayment } from '../../api/calls/orders.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { ConfirmAction } from '../account/confirm-action.tsx';
import { showToast } from '../modals/toast-queue.ts';

export type StylistOrder = StylistOrders['orders'][number];

/** What the API said (AMOUNT_MISMATCH, ORDER_CANCELLED...), or ours when it said nothing. */
function problemOf(failure: unknown, fallback: string): string {
  return isApiRequestError(failure) && !failure.code.startsWith('HTTP_') && !failure.label
    ? failure.message
    : fallback;
}

/**
 * One client's order on the stylist's list (issue 12, pay with your stylist): which order, who,
 * when, how many items and the total in the order's currency, its payment awaiting or paid. An
 * awaiting order offers to record the payment taken, asked once more with the amount and the
 * client; on success the row turns Paid (onPaid) and a toast says so; an answer the API refuses
 * shows its message beside the row and changes nothing else.
 */
export function StylistOrderRow({
  order,
  onPaid,
}: {
  order: StylistOrder;
  onPaid: (orderNumber: string) => void;
}) {
  const { t } = useTranslation();
  const { api, locale } = useAppEnv();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const recordButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const record = useMutation({
    mutationFn: () =>
      callApi(api, recordStylistPayment, { orderNumber: order.orderNumber, amount: order.total }),
  });
  const amount = formatMoney(order.total, order.currency, locale);
  const awaiting = order.stylistStatus === 'awaiting';
  const problemId = `sf-stylist-order-${order.orderNumber}-problem`;

  function confirm() {
    record.mutate(undefined, {
      onSuccess: () => {
        setProblem(undefined);
        setConfirming(false);
        onPaid(order.orderNumber);
        showToast({
          message: t('orders.stylist.recorded', { orderNumber: order.orderNumber }),
          messageType: 'success',
        });
        // The buttons are gone: the stylist stays on this order, now Paid. Focus alone leaves it
        // where it was, which on a phone may be under the sticky header: it is brought to the
        // middle of the screen.
        requestAnimationFrame(() => {
          heading.current?.focus({ preventScroll: true });
          heading.current?.scrollIntoView?.({ block: 'center' });
        });
      },
      onError: (failure) => {
        setProblem(problemOf(failure, t('orders.stylist.recordFailed')));
        setConfirming(false);
        requestAnimationFrame(() => recordButton.current?.focus());
      },
    });
  }

  return (
    <li className="sf-account__card sf-stylist-order">
      <div className="sf-stylist-order__details">
        <div className="sf-account__order-head">
          <h3 ref={heading} tabIndex={-1}>
            {t('account.orders.orderNumber', { orderNumber: order.orderNumber })}
          </h3>
          <span
            className={`sf-account__badge sf-stylist-order__status sf-stylist-order__status--${order.stylistStatus}`}
          >
            {t(awaiting ? 'orders.stylist.awaiting' : 'orders.stylist.paid')}
          </span>
        </div>
        <p className="sf-stylist-order__client">
          {t('orders.stylist.client', { client: order.client })}
        </p>
        <p className="sf-account__muted">
          {t('account.orders.placedOn', { date: formatDate(order.placedAt, locale) })}
        </p>
        <p>
          {order.itemCount !== undefined
            ? `${t('orders.stylist.items', { count: order.itemCount })} · `
            : null}
          <strong>{amount}</strong>
        </p>
      </div>
      {awaiting ? (
        <div className="sf-stylist-order__action">
          {confirming ? (
            <ConfirmAction
              question={t('orders.stylist.confirm', {
                amount,
                client: order.client,
                orderNumber: order.orderNumber,
              })}
              confirmLabel={t('orders.stylist.confirmButton')}
              pending={record.isPending}
              onConfirm={confirm}
              onCancel={() => {
                setConfirming(false);
                // Back where the stylist was: the button that asked.
                requestAnimationFrame(() => recordButton.current?.focus());
              }}
            />
          ) : (
            <button
              ref={recordButton}
              type="button"
              className="sf-button"
              aria-describedby={problem ? problemId : undefined}
              onClick={() => setConfirming(true)}
            >
              {t('orders.stylist.record', { amount })}{' '}
              <span className="sf-visually-hidden">
                {t('orders.stylist.recordFor', { orderNumber: order.orderNumber })}
              </span>
            </button>
          )}
          {problem ? (
            <p id={problemId} className="sf-error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
