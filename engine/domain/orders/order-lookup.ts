import { isValidEmail } from '../validation/email.ts';

/**
 * Orders without an account (shell spec §2.1 /order-inquiry, /order-tracking, /order-pickup,
 * /order-payments; §2.2 "order details ... use a separate access check"): a guest finds an order
 * by its number and the email it was placed with.
 */

/**
 * An order number as the API accepts it (schemas/api/orders/order-inquiry.schema.json): up to four
 * letters (the brand prefix, AN100000001) then 1 to 20 digits.
 */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z]{0,4}[0-9]{1,20}$/;

export function isValidOrderNumber(value: unknown): value is string {
  return typeof value === 'string' && ORDER_NUMBER_PATTERN.test(value);
}

/**
 * The order number a link carries (?orderNumber=, hostile input): upper case when it is an order
 * number, else nothing, so the form starts empty instead of echoing what the link says.
 */
export function orderNumberFromQuery(value: string | null | undefined): string {
  const candidate = (value ?? '').trim();
  return isValidOrderNumber(candidate) ? candidate.toUpperCase() : '';
}

export type LookupField = 'orderNumber' | 'email';

/** The engine strings of what is wrong with each field before anything is sent. */
export function lookupFieldErrors(values: {
  readonly orderNumber: string;
  readonly email: string;
}): Partial<Record<LookupField, string>> {
  const errors: Partial<Record<LookupField, string>> = {};
  const orderNumber = values.orderNumber.trim();
  const email = values.email.trim();
  if (orderNumber === '') errors.orderNumber = 'validation.required';
  else if (!isValidOrderNumber(orderNumber)) errors.orderNumber = 'orderLookup.error.number';
  if (email === '') errors.email = 'validation.required';
  else if (!isValidEmail(email)) errors.email = 'validation.email';
  return errors;
}

/** What the page says about a lookup the API refused, and at which field. */
export interface LookupFailure {
  readonly field?: LookupField;
  readonly key: string;
}

/**
 * The API answers an unknown number and a wrong email alike (404 ORDER_NOT_FOUND: whether an order
 * exists never leaks), so the message names both and sits at the email, the field a shopper most
 * often gets wrong; 429 is the lookup's attempt limit; 400 a field the API's schema refused.
 */
export function lookupFailure(status: number, field?: string): LookupFailure {
  if (status === 404) return { field: 'email', key: 'orderLookup.error.notFound' };
  if (status === 429) return { key: 'orderLookup.error.tooManyAttempts' };
  if (status === 400 || status === 422) {
    const named = field === 'email' || field?.endsWith('/email') ? 'email' : 'orderNumber';
    return {
      field: named,
      key: named === 'email' ? 'validation.email' : 'orderLookup.error.number',
    };
  }
  if (status === 0) return { key: 'errors.network' };
  return { key: 'errors.generic' };
}
