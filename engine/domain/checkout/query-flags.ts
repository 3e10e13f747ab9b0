/**
 * The checkout steps' query flags (catalogue spec §2): the shipping-address step's
 * invalidPickupLocation, the payment step's apmCompleted (back from an alternative payment
 * method's page) and scaCompleted (back from strong customer authentication). "1" means true.
 *
 * Only the one value "1" counts: "true", "yes", "0" and an empty value are not a flag, and a flag
 * given more than once is not either (the query is the shopper's to edit, so an ambiguous
 * `?scaCompleted=0&scaCompleted=1` must not read as done).
 */
export function queryFlag(query: URLSearchParams, name: string): boolean {
  const values = query.getAll(name);
  return values.length === 1 && values[0] === '1';
}

export interface PaymentStepQuery {
  /** The provider's error code, passed through (its meanings are not shown, spec §8); null without one. */
  readonly paymentError: string | null;
  readonly apmCompleted: boolean;
  readonly scaCompleted: boolean;
}

/** The three values the payment step reads (catalogue spec §2). */
export function paymentStepQuery(query: URLSearchParams): PaymentStepQuery {
  return {
    paymentError: query.get('paymentError'),
    apmCompleted: queryFlag(query, 'apmCompleted'),
    scaCompleted: queryFlag(query, 'scaCompleted'),
  };
}

/** The API's code when the pickup store chosen at the delivery step no longer offers pickup. */
export const PICKUP_STORE_UNAVAILABLE = 'PICKUP_STORE_UNAVAILABLE';

/**
 * Where Place Order sends a shopper whose pickup store stopped offering pickup (the API refuses the
 * order with PICKUP_STORE_UNAVAILABLE): back to the shipping-address step, with its flag set, which
 * says why and leads on to choose another store or delivery (catalogue spec §2; shell spec §2.1
 * step paths carry their step's flag).
 */
export const INVALID_PICKUP_PATH =
  '/checkout/shipping-address?shipping-address=1&invalidPickupLocation=1';

/**
 * The shipping-delivery step, where a shopper whose pickup store was refused chooses another store
 * or a shipping option (issue 12).
 */
export const DELIVERY_STEP_PATH = '/checkout/shipping-delivery?shipping-delivery=1';
