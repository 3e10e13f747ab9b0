import type { Order, TrackingEvent } from '../../../schemas/api/generated/types.ts';

/**
 * What /order-tracking and /order-payments show of a found order (shell spec §2.1; the pages are
 * "not shown", designed as a retailer shows them).
 */

/** One parcel: its carrier and tracking number, and its events newest first. */
export interface Shipment {
  readonly trackingNumber?: string;
  readonly carrier?: string;
  /** The carrier's tracking page, only when it is an https address (the API's text is not trusted). */
  readonly url?: string;
  readonly events: readonly TrackingEvent[];
}

const safeLink = (url: string | undefined): string | undefined =>
  url && /^https:\/\//i.test(url) ? url : undefined;

/**
 * The order's events per shipment: events with a tracking number belong to that parcel; those
 * without one (placed, cancelled) are the order's own, listed first with no number. Each list is
 * newest first, and parcels come in the order their first event happened.
 */
export function shipmentsOf(events: readonly TrackingEvent[]): Shipment[] {
  const byNumber = new Map<string, TrackingEvent[]>();
  const order: TrackingEvent[] = [];
  const chronological = [...events].sort((a, b) => a.at.localeCompare(b.at));
  for (const event of chronological) {
    if (!event.trackingNumber) {
      order.push(event);
      continue;
    }
    const list = byNumber.get(event.trackingNumber) ?? [];
    list.push(event);
    byNumber.set(event.trackingNumber, list);
  }
  const shipments: Shipment[] = [];
  if (order.length > 0) shipments.push({ events: order.reverse() });
  for (const [trackingNumber, list] of byNumber) {
    const carrier = list.find((event) => event.carrier)?.carrier;
    const url = safeLink([...list].reverse().find((event) => safeLink(event.url))?.url);
    shipments.push({
      trackingNumber,
      ...(carrier ? { carrier } : {}),
      ...(url ? { url } : {}),
      events: list.reverse(),
    });
  }
  return shipments;
}

/** What the order cost and where the money stands. */
export interface OrderBalance {
  /** Taken from the shopper's payment. */
  readonly paid: number;
  /** Still to pay (an order on a customer-rep hold is paid when the agent releases it). */
  readonly due: number;
  /** Given back (a cancelled order is refunded in full). */
  readonly refunded: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function orderBalance(
  order: Pick<Order, 'status' | 'payment'> & { totals: Pick<Order['totals'], 'total'> },
): OrderBalance {
  const total = cents(order.totals.total);
  if (order.status === 'cancelled') {
    const held = order.payment.paymentType === 'CUSTOMER_REP_HOLD';
    return { paid: 0, due: 0, refunded: held ? 0 : total };
  }
  if (order.payment.paymentType === 'CUSTOMER_REP_HOLD')
    return { paid: 0, due: total, refunded: 0 };
  return { paid: total, due: 0, refunded: 0 };
}
