import type { Cart } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { OrderTotals } from '../common/order-totals.tsx';
import type { TotalsLabels } from '../common/order-totals.tsx';
import { CheckoutLink } from './checkout-link.tsx';
import { PromoCode } from './promo-code.tsx';

const CART_LABELS: TotalsLabels = {
  subtotal: 'cart.subtotal',
  discount: 'cart.discount',
  giftWrap: 'cart.gift.wrapLine',
  deliveryPass: 'cart.deliveryPassLine',
  shipping: 'cart.shipping',
  shippingLater: 'cart.shippingCalculated',
  tax: 'cart.tax',
  total: 'cart.total',
};

/**
 * The order summary (issue 12): subtotal, shipping (calculated at checkout until a delivery option
 * is chosen), tax per the site's switches (taxDisplay shows the line, taxMessage says how tax is
 * handled: "inkl. MwSt." in Europe, "calculated at checkout" in the US), a promo code and its
 * discount, gift wrap and a Delivery Pass in the bag (issue 12), the total, and the way to
 * checkout (the checkout's first step, /checkout, catalogue spec §2 step 2), through the sign-in
 * prompt where the brand turns it on (CheckoutLink).
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const { site } = useAppEnv();
  return (
    <section className="sf-cart-summary" aria-labelledby="sf-cart-summary-title">
      <h2 id="sf-cart-summary-title">{t('cart.summaryTitle')}</h2>
      <OrderTotals cart={cart} labels={CART_LABELS} className="sf-cart-summary__rows" />
      <PromoCode cart={cart} />
      {site.switches.taxMessage ? (
        <p className="sf-cart-summary__tax-message">{t('cart.taxMessage')}</p>
      ) : null}
      <CheckoutLink className="sf-button sf-cart-summary__checkout">
        {t('cart.checkout')}
      </CheckoutLink>
    </section>
  );
}
