import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../../../../schemas/api/generated/types.ts';
import { orderBalance, shipmentsOf } from '../../../../engine/domain/orders/order-progress.ts';

const placed: TrackingEvent = { status: 'ORDER_PLACED', at: '2026-11-01T10:00:00Z' };
const shipA: TrackingEvent = {
  status: 'SHIPPED',
  at: '2026-11-02T10:00:00Z',
  carrier: 'UPS',
  trackingNumber: '1ZA',
  url: 'https://carrier.example/1ZA',
};
const deliveredA: TrackingEvent = {
  status: 'DELIVERED',
  at: '2026-11-04T10:00:00Z',
  trackingNumber: '1ZA',
};
const shipB: TrackingEvent = {
  status: 'SHIPPED',
  at: '2026-11-03T10:00:00Z',
  carrier: 'FedEx',
  trackingNumber: '77B',
  url: 'javascript:alert(1)',
};

// shell spec §2.1 /order-tracking (the page is not shown; designed: events per shipment)
describe('shipmentsOf (shell spec §2.1 order tracking)', () => {
  it.each([
    ['no events', [], []],
    ['only the order’s own events', [placed], [{ events: [placed] }]],
    [
      'one parcel: its events newest first, carrier and https link kept',
      [deliveredA, placed, shipA],
      [
        { events: [placed] },
        {
          trackingNumber: '1ZA',
          carrier: 'UPS',
          url: 'https://carrier.example/1ZA',
          events: [deliveredA, shipA],
        },
      ],
    ],
    [
      'two parcels in the order they left; a link that is not https is dropped',
      [shipB, shipA, placed],
      [
        { events: [placed] },
        {
          trackingNumber: '1ZA',
          carrier: 'UPS',
          url: 'https://carrier.example/1ZA',
          events: [shipA],
        },
        { trackingNumber: '77B', carrier: 'FedEx', events: [shipB] },
      ],
    ],
  ] as const)('%s', (_name, events, expected) => {
    expect(shipmentsOf(events)).toEqual(expected);
  });
});

// shell spec §2.1 /order-payments (not shown; designed: paid, due and refunded)
describe('orderBalance (shell spec §2.1 order payments, §3.4 payment method types)', () => {
  it.each([
    ['placed', 'CREDIT_CARD', 120.5, { paid: 120.5, due: 0, refunded: 0 }],
    ['shipped', 'GIFT_CARD', 40, { paid: 40, due: 0, refunded: 0 }],
    ['placed', 'CUSTOMER_REP_HOLD', 99.99, { paid: 0, due: 99.99, refunded: 0 }],
    ['cancelled', 'CREDIT_CARD', 120.5, { paid: 0, due: 0, refunded: 120.5 }],
    ['cancelled', 'CUSTOMER_REP_HOLD', 99.99, { paid: 0, due: 0, refunded: 0 }],
    ['delivered', 'CREDIT_CARD', 0.1 + 0.2, { paid: 0.3, due: 0, refunded: 0 }],
  ] as const)('%s paid by %s, total %s -> %j', (status, paymentType, total, expected) => {
    expect(orderBalance({ status, payment: { paymentType }, totals: { total } })).toEqual(expected);
  });
});
