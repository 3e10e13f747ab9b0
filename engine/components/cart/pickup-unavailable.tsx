import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../schemas/api/generated/types.ts';
import { callApi, callScope } from '../../api/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { getCart } from '../../api/calls/cart.ts';
import { getMinicart } from '../../api/calls/minicart.ts';
import { DELIVERY_STEP_PATH } from '../../domain/checkout/query-flags.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { SiteLink } from '../common/site-link.tsx';
import './pickup-unavailable.css';

/**
 * Ship instead of collecting: the first shipping option the API offers this cart and address (its
 * default) replaces the refused pickup. The checkout calls load with the click, not with the bag.
 */
export async function shipInstead(api: ApiClient): Promise<void> {
  const { getDeliveryOptions, setDeliveryOption } = await import('../../api/calls/checkout.ts');
  const { options } = await callApi(api, getDeliveryOptions, {});
  const shipping = options.find((option) => option.id !== 'PICKUP');
  if (!shipping) throw new Error('No shipping option is offered for this cart and address.');
  await callApi(api, setDeliveryOption, { deliveryOptionId: shipping.id });
}

/** The ship-instead action with its state; the cart and the badge read again after it. */
export function useShipInstead() {
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const ship = async (): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setFailed(false);
    try {
      await shipInstead(api);
      await Promise.all(
        [getCart, getMinicart].map((read) =>
          queryClient.invalidateQueries({ queryKey: callScope(api.site, read) }),
        ),
      );
      return true;
    } catch (error) {
      console.warn('[storefront:cart] ship instead failed', error);
      setFailed(true);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { ship, busy, failed };
}

/** Each group's keys written out, so the engine's string check sees every key it uses. */
const PICKUP_KEYS = {
  'cart.pickup': {
    unavailable: 'cart.pickup.unavailable',
    ship: 'cart.pickup.ship',
    shipItem: 'cart.pickup.shipItem',
    chooseStore: 'cart.pickup.chooseStore',
    chooseStoreItem: 'cart.pickup.chooseStoreItem',
    failed: 'cart.pickup.failed',
  },
  'checkout.pickup': {
    unavailable: 'checkout.pickup.unavailable',
    ship: 'checkout.pickup.ship',
    shipItem: 'cart.pickup.shipItem',
    chooseStore: 'checkout.pickup.chooseStore',
    chooseStoreItem: 'cart.pickup.chooseStoreItem',
    failed: 'checkout.pickup.failed',
  },
} as const;

/**
 * The pickup store was refused (catalogue spec §2 the invalid-pickup-location flag; issue 12): on
 * each affected line of the cart, and on the shipping-address step, the store is named as no
 * longer able to take the order, with the two ways on: ship instead, or choose another store.
 */
export function PickupUnavailable({
  store,
  itemName,
  strings = 'cart.pickup',
  alert = false,
}: {
  store: NonNullable<Cart['pickupUnavailable']>;
  /** The line it is shown on, for the buttons' accessible names; none on the checkout step. */
  itemName?: string;
  /** The strings' group: the bag's bundle, or the checkout's on the checkout steps. */
  strings?: 'cart.pickup' | 'checkout.pickup';
  /** Said at once (the checkout step the shopper was sent back to); on a line, shown only. */
  alert?: boolean;
}) {
  const { t } = useTranslation();
  const keys = PICKUP_KEYS[strings];
  const { ship, busy, failed } = useShipInstead();
  return (
    <div className="sf-pickup-unavailable">
      <p className="sf-pickup-unavailable__message" role={alert ? 'alert' : undefined}>
        {t(keys.unavailable, { store: store.storeName })}
      </p>
      <div className="sf-pickup-unavailable__actions">
        <button
          type="button"
          className="sf-link-button"
          aria-label={itemName ? t(keys.shipItem, { name: itemName }) : undefined}
          disabled={busy}
          onClick={() => void ship()}
        >
          {t(keys.ship)}
        </button>
        <SiteLink
          to={DELIVERY_STEP_PATH}
          aria-label={itemName ? t(keys.chooseStoreItem, { name: itemName }) : undefined}
        >
          {t(keys.chooseStore)}
        </SiteLink>
      </div>
      {failed ? <p role="alert">{t(keys.failed)}</p> : null}
    </div>
  );
}
