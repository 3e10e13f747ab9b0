import type { ResolvedOrderLookupPageProps } from '../../config/generated/resolved.ts';
import { OrderLookupLayout } from '../../components/orders/order-lookup-layout.tsx';
import { MockOrderView } from './mock-order-view.tsx';
import { OrderInquiryView } from './order-inquiry-view.tsx';
import { OrderPaymentsView } from './order-payments-view.tsx';
import { OrderPickupView } from './order-pickup-view.tsx';
import { OrderTrackingView } from './order-tracking-view.tsx';

const VIEWS = {
  'order-inquiry': OrderInquiryView,
  'order-tracking': OrderTrackingView,
  'order-pickup': OrderPickupView,
  'order-payments': OrderPaymentsView,
} as const;

/**
 * An order without an account (shell spec §2.1): the lookup by number and email, then the page's
 * part of the order. Keyed by page and number, so a link to another of the four starts afresh
 * from the order its query names.
 */
export default function OrderLookupPage({
  page,
  orderNumber,
  mockId,
}: ResolvedOrderLookupPageProps) {
  // A mock order (flag enableMockOrders) needs no lookup: its data is the demo's.
  if (page === 'mock-order') return <MockOrderView mockId={mockId ?? 'standard'} />;
  const View = VIEWS[page];
  return (
    <OrderLookupLayout key={`${page}:${orderNumber ?? ''}`} page={page} initialNumber={orderNumber}>
      {(order, update) => <View order={order} update={update} />}
    </OrderLookupLayout>
  );
}
