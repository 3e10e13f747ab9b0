import type { Order } from '../../../schemas/api/generated/types.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { BRAND_NAMES } from '../checkout/card-fields.tsx';

const PAYMENT_KEYS: Readonly<Record<string, string>> = {
  CREDIT_CARD: 'checkout.payment.creditCard',
  GIFT_CARD: 'checkout.payment.giftCard',
  CUSTOMER_REP_HOLD: 'checkout.payment.customerRepHold',
};

/**
 * How an order was paid: a card's brand and last four, a gift card's last four, a stylist's payment
 * and whether it is in, or the method.
 */
export function OrderPaymentLabel({ payment }: { payment: Order['payment'] }) {
  const { t } = useTranslation();
  const card = payment.creditCardDetail;
  if (card) {
    return (
      <>
        {t('account.payments.cardEnding', {
          cardType: BRAND_NAMES[card.cardType],
          lastFour: card.lastFourDigits,
        })}
      </>
    );
  }
  if (payment.stylist) {
    // Pay with your stylist (issue 12): held until the stylist records the payment.
    return (
      <>
        {t(
          payment.stylist.status === 'paid'
            ? 'checkoutMore.stylist.paid'
            : 'checkoutMore.stylist.awaiting',
        )}
      </>
    );
  }
  if (payment.giftCard) {
    return <>{`${t('checkout.payment.giftCard')} ·••• ${payment.giftCard.lastFourDigits}`}</>;
  }
  return <>{t(PAYMENT_KEYS[payment.paymentType] ?? 'account.order.otherPayment')}</>;
}
