/**
 * Mock orders (shell spec §2.1 "/mock-order/{mockId} only when a mock-orders flag is on"; what the
 * page shows is not shown): the order confirmation filled with demo data, for merchandising and QA
 * to see the page in each site's language and currency without buying anything. Each mock id is a
 * case the confirmation must handle; any other id is not found.
 */
export const MOCK_ORDER_IDS = ['standard', 'multi-item', 'split-tender'] as const;
export type MockOrderId = (typeof MOCK_ORDER_IDS)[number];

export interface MockOrderLine {
  readonly name: string;
  readonly colour: string;
  readonly size: string;
  readonly quantity: number;
  readonly unitPrice: number;
}

export interface MockOrder {
  readonly orderNumber: string;
  readonly email: string;
  readonly currency: string;
  readonly lines: readonly MockOrderLine[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly tax: number;
  readonly total: number;
  readonly card: { readonly type: string; readonly lastFour: string; readonly amount: number };
  readonly giftCard?: { readonly lastFour: string; readonly amount: number };
}

const DRESS: MockOrderLine = {
  name: 'Linen Wrap Dress',
  colour: 'Ivory',
  size: 'M',
  quantity: 1,
  unitPrice: 148,
};
const LINES: Readonly<Record<MockOrderId, readonly MockOrderLine[]>> = {
  standard: [DRESS],
  'multi-item': [
    DRESS,
    { name: 'Stoneware Mug', colour: 'Sage', size: 'One size', quantity: 4, unitPrice: 14 },
    { name: 'Beaded Hoop Earrings', colour: 'Gold', size: 'One size', quantity: 1, unitPrice: 48 },
  ],
  'split-tender': [DRESS],
};

const round = (value: number) => Math.round(value * 100) / 100;

/** A validated mock id, or undefined (the id comes from the path: hostile). */
export function mockOrderId(value: string | undefined): MockOrderId | undefined {
  return (MOCK_ORDER_IDS as readonly string[]).includes(value ?? '')
    ? (value as MockOrderId)
    : undefined;
}

/**
 * The mock order of this id on a site: its lines at their demo prices in the site's currency,
 * standard shipping, and tax added on US sites (prices elsewhere include it), paid by card, or
 * by a gift card and the card for the rest (split tender).
 */
export function mockOrder(id: MockOrderId, site: { currency: string; country: string }): MockOrder {
  const lines = LINES[id];
  const subtotal = round(lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0));
  const shipping = 8;
  const tax = site.country === 'US' ? round(subtotal * 0.08) : 0;
  const total = round(subtotal + shipping + tax);
  const giftCard = id === 'split-tender' ? { lastFour: '7890', amount: 50 } : undefined;
  return {
    orderNumber: `MOCK-${id.toUpperCase()}`,
    email: 'shopper@example.com',
    currency: site.currency,
    lines,
    subtotal,
    shipping,
    tax,
    total,
    card: { type: 'VISA', lastFour: '1111', amount: round(total - (giftCard?.amount ?? 0)) },
    ...(giftCard ? { giftCard } : {}),
  };
}
