import type { CheckoutAddress } from './cart.ts';

/** Orders (not shown in the specs; designed): history line, detail and tracking. */
export interface OrderSummary {
  readonly orderNumber: string;
  readonly orderId: string;
  readonly siteId: string;
  readonly status: string;
  readonly placedAt: string;
  readonly currency: string;
  readonly total: number;
  readonly itemCount?: number;
}

export interface OrderItem {
  readonly id: string;
  readonly productId: string;
  readonly skuId: string;
  readonly quantity: number;
  readonly returnedQuantity: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
  readonly displayName?: string;
  readonly [display: string]: unknown;
}

export interface TrackingEvent {
  readonly [field: string]: unknown;
}

export interface Order extends OrderSummary {
  readonly email: string;
  readonly totals: Readonly<Record<string, number>>;
  readonly shippingAddress: CheckoutAddress | null;
  readonly deliveryOption: Readonly<Record<string, unknown>> | null;
  readonly payment: Readonly<Record<string, unknown>> | null;
  readonly items: readonly OrderItem[];
  readonly tracking: readonly TrackingEvent[];
}

export interface OrderHistory {
  readonly orders: readonly OrderSummary[];
  readonly totalResults: number;
  readonly offset: number;
  readonly limit: number;
}

export interface OrderTracking {
  readonly orderNumber: string;
  readonly status: string;
  readonly deliveryOption: Readonly<Record<string, unknown>> | null;
  readonly events: readonly TrackingEvent[];
}

/** Returns and claims (catalogue spec §4 flows; designed). */
export type ReturnMethod = 'MAIL' | 'STORE' | 'NO_RETURN';
export type ReturnReason =
  | 'TOO_SMALL'
  | 'TOO_LARGE'
  | 'NOT_AS_DESCRIBED'
  | 'QUALITY'
  | 'DAMAGED'
  | 'WRONG_ITEM'
  | 'ARRIVED_LATE'
  | 'CHANGED_MIND'
  | 'OTHER';
export type ClaimType = 'DAMAGED' | 'DEFECTIVE' | 'WRONG_ITEM' | 'MISSING_ITEM' | 'NOT_RECEIVED';

export interface EligibleOrders {
  readonly windowDays: number;
  readonly orders: readonly (OrderSummary & { readonly returnableQuantity: number })[];
}

export interface EligibleItems {
  readonly orderNumber: string;
  readonly currency: string;
  readonly items: readonly (OrderItem & { readonly returnableQuantity?: number })[];
  readonly reasons: readonly ReturnReason[];
}

export interface ReturnOptions {
  readonly methods: readonly { id: ReturnMethod; kinds: readonly ('return' | 'claim')[] }[];
  readonly reasons: readonly ReturnReason[];
}

export interface ClaimTypes {
  readonly types: readonly { id: ClaimType; methods: readonly ReturnMethod[] }[];
}

export interface ReturnRequest {
  readonly orderNumber: string;
  readonly items: readonly { itemId: string; quantity: number; reason: ReturnReason }[];
  readonly method: 'MAIL' | 'STORE';
}

export interface ClaimRequest {
  readonly claimType: ClaimType;
  readonly orderNumber: string;
  readonly items: readonly { itemId: string; quantity: number }[];
  readonly method: ReturnMethod;
  readonly details: {
    readonly description: string;
    readonly resolution?: 'REFUND' | 'REPLACEMENT';
  };
}

export interface SubmittedReturn {
  readonly [field: string]: unknown;
}
