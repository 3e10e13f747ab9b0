import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../api/index.ts';
import { getCart } from '../../api/calls/cart.ts';
import { AddressStep } from '../../components/checkout/address-step.tsx';
import { Confirmation } from '../../components/checkout/confirmation.tsx';
import { DeliveryStep } from '../../components/checkout/delivery-step.tsx';
import { OrderSummary } from '../../components/checkout/order-summary.tsx';
import { PaymentStep } from '../../components/checkout/payment-step.tsx';
import { StepNav } from '../../components/checkout/step-nav.tsx';
import type { ResolvedCheckoutPageProps } from '../../config/generated/resolved.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { useAppEnv } from '../../routing/app-env-context.tsx';
import { CHECKOUT_STEPS, stepPath } from './checkout-steps.ts';
import './checkout.css';

const STEP_LABELS = {
  'checkout-shipping-address': 'checkout.step.shippingAddress',
  'checkout-shipping-delivery': 'checkout.step.shippingDelivery',
  'checkout-payment': 'checkout.step.payment',
} as const;

/**
 * The checkout (issue 12; catalogue spec §2, §4, §5): one view for its steps, the step named by
 * the route (its loader already sent the shopper to the step the API's cart is on), the order
 * summary beside it, and the confirmation once the order is placed.
 */
export default function CheckoutPage({ step, orderNumber }: ResolvedCheckoutPageProps) {
  if (step === 'checkout-order-confirmation') {
    return <Confirmation orderNumber={orderNumber ?? ''} />;
  }
  return <CheckoutStep step={step} />;
}

function CheckoutStep({ step }: { step: (typeof CHECKOUT_STEPS)[number] }) {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const { data: cart } = useQuery(apiQuery(api, getCart, {}));
  const current = CHECKOUT_STEPS.indexOf(step);
  if (!cart) return <p role="status">{t('common.loading')}</p>;
  const steps = CHECKOUT_STEPS.map((name) => ({
    key: name,
    label: t(STEP_LABELS[name]),
    path: stepPath(name),
    reachable: true,
  }));
  return (
    <section className="sf-checkout" aria-labelledby="sf-page-title">
      <h1 id="sf-page-title" className="sf-page-title">
        {t('checkout.title')}
      </h1>
      <StepNav steps={steps} current={current} />
      <div className="sf-checkout__layout">
        <div className="sf-checkout__main">
          {step === 'checkout-shipping-address' ? (
            <AddressStep cart={cart} next={stepPath('checkout-shipping-delivery')} />
          ) : step === 'checkout-shipping-delivery' ? (
            <DeliveryStep
              cart={cart}
              next={stepPath('checkout-payment')}
              back={stepPath('checkout-shipping-address')}
            />
          ) : (
            <PaymentStep cart={cart} back={stepPath('checkout-shipping-delivery')} />
          )}
        </div>
        <OrderSummary cart={cart} />
      </div>
    </section>
  );
}
