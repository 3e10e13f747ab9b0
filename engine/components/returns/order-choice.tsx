import { useState } from 'react';
import type { FormEvent } from 'react';
import type { EligibleOrders } from '../../../schemas/api/generated/types.ts';
import { callApi, isApiRequestError } from '../../api/index.ts';
import { inquireOrder } from '../../api/calls/orders.ts';
import { getReturnableItems } from '../../api/calls/returns.ts';
import { formatMoney } from '../../domain/money.ts';
import { isOrderNumber } from '../../domain/returns/return-draft.ts';
import { formatDate } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { TextField } from '../form/text-field.tsx';

/**
 * Choosing the order a return or claim is about: the signed-in shopper's orders with something
 * still returnable within the return window, or an order found by its number and email (the
 * separate access check of order details, shell spec §2.2); no guest continue (§2.2): the API
 * answers only the shopper's own orders, so an order found by number and email must be theirs.
 */
export function OrderChoice({
  orders,
  chosen,
  onChoose,
  legend,
}: {
  orders: EligibleOrders;
  chosen?: string;
  onChoose: (orderNumber: string) => void | Promise<void>;
  legend: string;
}) {
  const { t } = useTranslation();
  const { api, locale } = useAppEnv();
  const [selected, setSelected] = useState(chosen ?? '');
  const [listError, setListError] = useState<string | undefined>();
  const [lookup, setLookup] = useState({ orderNumber: '', email: '' });
  const [lookupErrors, setLookupErrors] = useState<{
    orderNumber?: string;
    email?: string;
    form?: string;
  }>({});
  const [pending, setPending] = useState(false);

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!selected) {
      setListError(t('returns.error.noOrder'));
      document.getElementById('sf-returns-orders')?.focus();
      return;
    }
    void onChoose(selected);
  }

  async function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const orderNumber = lookup.orderNumber.trim();
    const email = lookup.email.trim();
    const errors = {
      ...(isOrderNumber(orderNumber) ? {} : { orderNumber: t('returns.error.orderNumber') }),
      ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? {} : { email: t('returns.error.email') }),
    };
    setLookupErrors(errors);
    if (Object.keys(errors).length > 0) {
      document
        .getElementById(errors.orderNumber ? 'sf-returns-lookup-number' : 'sf-returns-lookup-email')
        ?.focus();
      return;
    }
    setPending(true);
    try {
      const order = await callApi(api, inquireOrder, { orderNumber, email });
      // Found by number and email; it can be returned online only from the account that placed it.
      await callApi(api, getReturnableItems, { orderNumber: order.orderNumber });
      await onChoose(order.orderNumber);
    } catch (error) {
      setLookupErrors({
        form:
          isApiRequestError(error) && [400, 403, 404].includes(error.status)
            ? t('returns.error.notFound')
            : isApiRequestError(error) && error.status === 429
              ? t('returns.error.tooMany')
              : t('returns.error.generic'),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="sf-returns__orders">
      <form className="sf-checkout__form" noValidate onSubmit={choose}>
        {orders.orders.length === 0 ? (
          <p>{t('returns.noOrders', { days: orders.windowDays })}</p>
        ) : (
          <fieldset
            id="sf-returns-orders"
            tabIndex={-1}
            className="sf-checkout__choices"
            aria-describedby={listError ? 'sf-returns-orders-error' : undefined}
          >
            <legend>{legend}</legend>
            <p className="sf-checkout__note">{t('returns.window', { days: orders.windowDays })}</p>
            {orders.orders.map((order) => (
              <label key={order.orderNumber} className="sf-checkout__choice">
                <input
                  type="radio"
                  name="orderNumber"
                  value={order.orderNumber}
                  checked={selected === order.orderNumber}
                  onChange={() => {
                    setSelected(order.orderNumber);
                    setListError(undefined);
                  }}
                />
                <span className="sf-returns__choice-text">
                  <strong>
                    {t('account.orders.orderNumber', { orderNumber: order.orderNumber })}
                  </strong>
                  <span>
                    {t('account.orders.placedOn', { date: formatDate(order.placedAt, locale) })}
                    {' · '}
                    {formatMoney(order.total, order.currency, locale)}
                  </span>
                  <span>{t('returns.returnableCount', { count: order.returnableQuantity })}</span>
                </span>
              </label>
            ))}
            {listError ? (
              <p id="sf-returns-orders-error" className="sf-error">
                {listError}
              </p>
            ) : null}
          </fieldset>
        )}
        {orders.orders.length > 0 ? (
          <div className="sf-checkout__actions">
            <button type="submit" className="sf-button">
              {t('returns.continue')}
            </button>
          </div>
        ) : null}
      </form>
      <form
        className="sf-checkout__form sf-returns__lookup"
        noValidate
        onSubmit={find}
        aria-labelledby="sf-returns-lookup-title"
        aria-busy={pending}
      >
        <h2 id="sf-returns-lookup-title">{t('returns.lookup.title')}</h2>
        <p className="sf-checkout__note">{t('returns.lookup.body')}</p>
        {lookupErrors.form ? (
          <p className="sf-error" role="alert">
            {lookupErrors.form}
          </p>
        ) : null}
        <TextField
          id="sf-returns-lookup-number"
          label={t('returns.lookup.orderNumber')}
          error={lookupErrors.orderNumber}
          value={lookup.orderNumber}
          onChange={(orderNumber) => setLookup((current) => ({ ...current, orderNumber }))}
          autoComplete="off"
          maxLength={24}
        />
        <TextField
          id="sf-returns-lookup-email"
          label={t('returns.lookup.email')}
          type="email"
          error={lookupErrors.email}
          value={lookup.email}
          onChange={(email) => setLookup((current) => ({ ...current, email }))}
          autoComplete="email"
          maxLength={254}
        />
        <button type="submit" className="sf-button sf-button--secondary" disabled={pending}>
          {t('returns.lookup.submit')}
        </button>
      </form>
    </div>
  );
}
