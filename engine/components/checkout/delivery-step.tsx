import { Suspense, lazy, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Cart } from '../../../schemas/api/generated/types.ts';
import { apiQuery, callApi, isApiRequestError } from '../../api/index.ts';
import { getDeliveryOptions, setDeliveryOption } from '../../api/calls/checkout.ts';
import { deliveryWindow, showsDeliveryDates } from '../../domain/cart/delivery-dates.ts';
import { quickShipLines } from '../../domain/cart/quickship.ts';
import { passCounts } from '../../domain/cart/delivery-pass.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatDate } from '../../i18n/index.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import { usePassMember } from '../shell/services/delivery-pass-cookie.ts';
import { useHydrated } from '../shell/use-minicart.ts';
import { checkoutDraft } from './checkout-draft.ts';

/**
 * The shipping-delivery step: the options the API offers this cart and address, with their prices
 * and delivery times; the chosen one kept when the shopper goes back and comes again.
 */
export function DeliveryStep({ cart, next, back }: { cart: Cart; next: string; back: string }) {
  const { t } = useTranslation();
  const env = useAppEnv();
  const { api, site, locale } = env;
  // Loaded when the shopper picks store pickup, with its strings (issue 12: no first-load
  // JavaScript or strings for it).
  const PickupChoice = useMemo(
    () =>
      lazy(() =>
        Promise.all([env.loadStrings?.(['account']), import('./pickup-choice.tsx')]).then(
          ([, module]) => module,
        ),
      ),
    [env],
  );
  const navigate = useNavigate();
  const stored = checkoutDraft(site.id);
  const { data, isError, refetch } = useQuery(apiQuery(api, getDeliveryOptions, {}));
  const [chosen, setChosen] = useState<string | undefined>(
    stored.deliveryOptionId ?? cart.deliveryOption?.id,
  );
  const [alert, setAlert] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const selected = chosen ?? data?.selected ?? data?.options[0]?.id;
  const [pickupStore, setPickupStore] = useState<string | undefined>();
  const pickup = selected === 'PICKUP';
  const quick = quickShipLines(cart.items, site.switches.quickshipDisplay, selected);
  // Issue 12: a member's free standard shipping says where it comes from (the API priced it).
  const passFree = usePassMember() && passCounts(site, cart.shippingAddress?.country);
  // The dates are the shopper's own today: given after hydration, so the server's day never shows.
  const hydrated = useHydrated();
  const arrives = (option: { id: string; estimatedDays: { min: number; max: number } }) => {
    if (!hydrated || !showsDeliveryDates(site, cart.shippingAddress?.country, option.id))
      return null;
    const { from, to } = deliveryWindow(new Date(), option.estimatedDays);
    const day = (date: Date) =>
      formatDate(date, locale, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
    return (
      <>
        <br />
        <span className="sf-checkout__arrives">
          {from.getTime() === to.getTime()
            ? t('checkout.delivery.arrivesOn', { date: day(from) })
            : t('checkout.delivery.arrives', { from: day(from), to: day(to) })}
        </span>
      </>
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !selected || (pickup && !pickupStore)) return;
    setPending(true);
    setAlert(undefined);
    try {
      await callApi(api, setDeliveryOption, {
        deliveryOptionId: selected,
        ...(pickup && pickupStore ? { storeNumber: pickupStore } : {}),
      });
      await navigate(next);
    } catch (error) {
      const storeRefused =
        isApiRequestError(error) &&
        error.fieldErrors?.some((entry) => entry.code === 'PICKUP_STORE_UNAVAILABLE') === true;
      setAlert(t(storeRefused ? 'checkout.invalidPickupLocation' : 'checkout.error.generic'));
      void refetch();
    } finally {
      setPending(false);
    }
  }

  const address = cart.shippingAddress;
  return (
    <form className="sf-checkout__form" noValidate onSubmit={submit} aria-busy={pending}>
      <h2>{t('checkout.step.shippingDelivery')}</h2>
      {cart.pickupUnavailable ? (
        // The refused store (issue 12): choosing another store or a shipping option here resolves it.
        <p className="sf-error" role="alert">
          {t('checkout.pickup.unavailable', { store: cart.pickupUnavailable.storeName })}
        </p>
      ) : null}
      {address ? (
        <section className="sf-checkout__recap" aria-labelledby="sf-checkout-ship-to">
          <h3 id="sf-checkout-ship-to">{t('checkout.shipTo')}</h3>
          <p>
            {address.name.first} {address.name.last}
            <br />
            {address.address1}
            {address.address2 ? `, ${address.address2}` : ''}
            <br />
            {address.city}
            {address.region ? `, ${address.region}` : ''} {address.postalCode}
          </p>
          <SiteLink to={back}>{t('common.edit')}</SiteLink>
        </section>
      ) : null}
      {alert || isError ? (
        <p className="sf-error" role="alert">
          {alert ?? t('checkout.error.generic')}
        </p>
      ) : null}
      {data ? (
        <fieldset className="sf-checkout__choices">
          <legend>{t('checkout.delivery.legend')}</legend>
          {data.options.map((option) => (
            <label key={option.id} className="sf-checkout__choice">
              <input
                type="radio"
                name="deliveryOption"
                value={option.id}
                checked={selected === option.id}
                onChange={() => {
                  stored.deliveryOptionId = option.id;
                  setChosen(option.id);
                }}
              />
              <span>
                <strong>
                  {option.id === 'PICKUP'
                    ? t('checkoutMore.pickup.option')
                    : t(`checkout.delivery.${option.id}`)}
                </strong>{' '}
                {option.price === 0
                  ? t(
                      passFree && option.id === 'STANDARD'
                        ? 'checkout.delivery.passFree'
                        : 'common.free',
                    )
                  : formatMoney(option.price, data.currency, locale)}
                <br />
                {t(option.id === 'PICKUP' ? 'checkoutMore.pickup.days' : 'checkout.delivery.days', {
                  min: option.estimatedDays.min,
                  max: option.estimatedDays.max,
                })}
                {arrives(option)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      {quick.length > 0 ? (
        <section className="sf-checkout__recap" aria-labelledby="sf-checkout-quickship">
          <h3 id="sf-checkout-quickship">{t('checkoutMore.quickship.title')}</h3>
          <p>{t('checkoutMore.quickship.note', { count: quick.length })}</p>
          <ul>
            {quick.map((line) => (
              <li key={line.id}>
                {line.displayName}
                {line.sizeName ? ` (${line.sizeName})` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {pickup ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <PickupChoice
            {...(cart.deliveryOption?.pickupStore && !cart.pickupUnavailable
              ? { given: cart.deliveryOption.pickupStore.storeNumber }
              : {})}
            onStore={setPickupStore}
          />
        </Suspense>
      ) : null}
      <div className="sf-checkout__actions">
        <SiteLink to={back}>{t('checkout.backToAddress')}</SiteLink>
        <button
          type="submit"
          className="sf-button"
          disabled={pending || !selected || (pickup && !pickupStore)}
        >
          {t('checkout.delivery.continue')}
        </button>
      </div>
    </form>
  );
}
