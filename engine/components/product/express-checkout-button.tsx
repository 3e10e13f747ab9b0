import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiQuery, callApi } from '../../api/index.ts';
import {
  getDeliveryOptions,
  setDeliveryOption,
  setShippingAddress,
} from '../../api/calls/checkout.ts';
import { getAddresses, getPayments } from '../../api/calls/profile.ts';
import { addressRequest, draftOfAddress } from '../../domain/address/address-form.ts';
import { isExpired } from '../../domain/payment/card-rules.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { useSitePath } from '../common/site-link.tsx';
import { useHydrated } from '../shell/use-minicart.ts';
import { useReviewStrings } from '../reviews/use-review-strings.ts';
import { useSession } from '../shell/route-state.ts';
import './buy-now-button.css';

/**
 * Express checkout on the product page (flags.enablePdpExpressPayment, shell spec §9 "PDP express
 * payment", off by default). There is no wallet provider here, so express means what the shopper
 * has saved: offered to a signed-in shopper with a saved address and a saved card that has not
 * expired, it says where the order ships and which card pays, adds the selection by Add to Bag's
 * rules (`buy`), puts the first saved address on the cart (as the checkout's address step would)
 * with the delivery option the API chose (else the first one that is not store pickup), and opens
 * the checkout's payment step, where that card is already chosen and the shopper places the order.
 * If the address or delivery is refused, the checkout opens at its first step not done: the item is
 * in the bag and nothing is lost. A chunk of its own, loaded only where the flag is on; nothing is
 * asked of the API for a guest.
 */
export default function ExpressCheckoutButton({
  busy,
  describedBy,
  buy,
}: {
  readonly busy: boolean;
  readonly describedBy: string | undefined;
  /** Adds the selection; whether it went in. */
  readonly buy: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const navigate = useNavigate();
  const sitePath = useSitePath();
  // Its strings come with the product page's later ones (string-bundles.ts); suspends until in.
  useReviewStrings();
  const signedIn = useSession().scopes.includes('registered');
  const live = useHydrated();
  const [going, setGoing] = useState(false);
  const enabled = live && signedIn;
  const { data: addresses } = useQuery({ ...apiQuery(api, getAddresses, {}), enabled });
  const { data: payments } = useQuery({ ...apiQuery(api, getPayments, {}), enabled });
  const address = addresses?.find((entry) => entry.visible);
  const card = payments?.find(
    (payment) =>
      payment.visible &&
      !isExpired(
        {
          month: payment.creditCardDetail.expirationMonth,
          year: payment.creditCardDetail.expirationYear,
        },
        new Date(),
      ),
  );
  if (!enabled || !address || !card) return null;

  async function express(): Promise<void> {
    if (going || !address) return;
    setGoing(true);
    try {
      if (!(await buy())) return;
      let step = '/checkout';
      try {
        await callApi(
          api,
          setShippingAddress,
          addressRequest(draftOfAddress(address.address, null), false),
        );
        const delivery = await callApi(api, getDeliveryOptions, {});
        const chosen =
          delivery.selected ?? delivery.options.find((option) => option.id !== 'PICKUP')?.id;
        if (chosen) {
          await callApi(api, setDeliveryOption, { deliveryOptionId: chosen });
          step = '/checkout/payment?payment=1';
        }
      } catch {
        // The checkout asks for what is missing, from its first step not done.
      }
      await navigate(sitePath(step));
    } finally {
      setGoing(false);
    }
  }

  const detailsId = `${describedBy ?? 'sf-express'}-details`;
  return (
    <div className="sf-product__express">
      <button
        type="button"
        className="sf-button sf-product__buy-now"
        onClick={() => void express()}
        aria-describedby={[describedBy, detailsId].filter(Boolean).join(' ')}
        aria-disabled={busy || going ? true : undefined}
      >
        {busy || going ? t('product.adding') : t('pdp.expressCheckout')}
      </button>
      <p id={detailsId} className="sf-product__express-details">
        {t('pdp.expressCheckoutDetails', {
          place: `${address.address.city} ${address.address.postalCode}`,
          lastFour: card.creditCardDetail.lastFourDigits,
        })}
      </p>
    </div>
  );
}
