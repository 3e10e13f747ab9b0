import { describe, expect, it } from 'vitest';
import {
  isValidOrderNumber,
  lookupFailure,
  lookupFieldErrors,
  orderNumberFromQuery,
} from '../../../../engine/domain/orders/order-lookup.ts';

// shell spec §2.1 /order-inquiry, §2.2 "order details ... use a separate access check"
describe('isValidOrderNumber (shell spec §2.1 order paths)', () => {
  it.each([
    ['AN100000001', true],
    ['an100000001', true],
    ['12345', true],
    ['ANTH1', true],
    ['', false],
    ['AN', false],
    ['ANTHR1', false],
    ['AN-1', false],
    [' AN1', false],
    ['<script>', false],
    ['1'.repeat(21), false],
    [undefined, false],
  ] as const)('%j -> %s', (value, expected) => {
    expect(isValidOrderNumber(value)).toBe(expected);
  });
});

// shell spec §2.1: a link to an order page may carry the number; query strings are hostile (DESIGN §8)
describe('orderNumberFromQuery (shell spec §2.1, DESIGN §8 hostile query)', () => {
  it.each([
    ['an100000001', 'AN100000001'],
    [' AN100000001 ', 'AN100000001'],
    ['AN100000001<img src=x>', ''],
    ['../AN1', ''],
    ['__proto__', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ] as const)('%j -> %j', (value, expected) => {
    expect(orderNumberFromQuery(value)).toBe(expected);
  });
});

// shell spec §2.1 /order-inquiry: order number and email, each error at its field
describe('lookupFieldErrors (shell spec §2.1 order inquiry)', () => {
  it.each([
    [{ orderNumber: 'AN1', email: 'a@b.example' }, {}],
    [
      { orderNumber: '', email: '' },
      { orderNumber: 'validation.required', email: 'validation.required' },
    ],
    [{ orderNumber: '  ', email: 'a@b.example' }, { orderNumber: 'validation.required' }],
    [{ orderNumber: 'AN-1', email: 'a@b.example' }, { orderNumber: 'orderLookup.error.number' }],
    [{ orderNumber: 'AN1', email: 'not an email' }, { email: 'validation.email' }],
    [{ orderNumber: ' an1 ', email: ' a@b.example ' }, {}],
  ])('%j -> %j', (values, expected) => {
    expect(lookupFieldErrors(values)).toEqual(expected);
  });
});

// shell spec §2.2 separate access check; §8 errors: the API answers a wrong email as an unknown order
describe('lookupFailure (shell spec §2.2, §8)', () => {
  it.each([
    [404, undefined, { field: 'email', key: 'orderLookup.error.notFound' }],
    [429, undefined, { key: 'orderLookup.error.tooManyAttempts' }],
    [400, 'email', { field: 'email', key: 'validation.email' }],
    [400, '/email', { field: 'email', key: 'validation.email' }],
    [400, 'orderNumber', { field: 'orderNumber', key: 'orderLookup.error.number' }],
    [400, undefined, { field: 'orderNumber', key: 'orderLookup.error.number' }],
    [0, undefined, { key: 'errors.network' }],
    [500, undefined, { key: 'errors.generic' }],
    [502, undefined, { key: 'errors.generic' }],
  ] as const)('%s %s -> %j', (status, field, expected) => {
    expect(lookupFailure(status, field)).toEqual(expected);
  });
});
