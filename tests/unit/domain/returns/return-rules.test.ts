import { describe, expect, it } from 'vitest';
import type { DraftItem } from '../../../../engine/domain/returns/return-draft.ts';
import {
  descriptionError,
  estimatedRefund,
  itemErrors,
  labelChoices,
  labelCount,
  restockAmount,
  restockFee,
  selectable,
} from '../../../../engine/domain/returns/return-rules.ts';

const A = '0b6e2c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const B = '1c7f3d2b-4a5e-4f60-9bac-1d2e3f4a5b6c';
const LINES = [
  { itemId: A, returnableQuantity: 2, eligible: true },
  { itemId: B, returnableQuantity: 0, eligible: false },
];

// catalogue spec §4 Returns flow "details" (items, quantities, reasons), Claims flow "select"; §5
// "validation failures reject with an error named after the message".
describe('itemErrors (catalogue spec §4, §5)', () => {
  it.each<[string, 'return' | 'claim', DraftItem[], ReturnType<typeof itemErrors>]>([
    ['nothing chosen', 'return', [], { list: 'NO_ITEM', items: {} }],
    ['nothing chosen on a claim', 'claim', [], { list: 'NO_ITEM', items: {} }],
    [
      'a return item without its reason',
      'return',
      [{ itemId: A, quantity: 1 }],
      { items: { [A]: 'REASON_REQUIRED' } },
    ],
    ['a claim item needs no reason', 'claim', [{ itemId: A, quantity: 1 }], { items: {} }],
    [
      'more than is left',
      'return',
      [{ itemId: A, quantity: 3, reason: 'OTHER' }],
      { items: { [A]: 'QUANTITY_TOO_HIGH' } },
    ],
    ['all that is left', 'return', [{ itemId: A, quantity: 2, reason: 'OTHER' }], { items: {} }],
    [
      'a line that cannot go back',
      'return',
      [{ itemId: B, quantity: 1, reason: 'OTHER' }],
      { items: { [B]: 'NOT_RETURNABLE' } },
    ],
    [
      'a line not in the order',
      'claim',
      [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      { items: { '00000000-0000-4000-8000-000000000000': 'NOT_RETURNABLE' } },
    ],
  ])('%s', (_name, flow, chosen, expected) => {
    expect(itemErrors(flow, chosen, LINES)).toEqual(expected);
  });

  it.each([
    [{ itemId: A, returnableQuantity: 1, eligible: true }, true],
    [{ itemId: A, returnableQuantity: 0, eligible: true }, false],
    [{ itemId: A, returnableQuantity: 1, eligible: false }, false],
  ])('selectable(%j) is %s', (line, expected) => {
    expect(selectable(line)).toBe(expected);
  });
});

describe('descriptionError (catalogue spec §4 claims details; API limit 2000)', () => {
  it.each([
    ['', 'DESCRIPTION_REQUIRED'],
    ['   ', 'DESCRIPTION_REQUIRED'],
    ['Arrived cracked.', undefined],
    ['a'.repeat(2000), undefined],
    ['a'.repeat(2001), 'DESCRIPTION_TOO_LONG'],
  ])('%j -> %s', (text, expected) => {
    expect(descriptionError(text)).toBe(expected);
  });
});

// catalogue spec §3 sku "returnRestockInfo.feeCode", price info "hasRestockFeeCode".
describe('restock fees (catalogue spec §3)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['RESTOCK_15', { code: 'RESTOCK_15', percent: 15 }],
    ['RESTOCK_0', { code: 'RESTOCK_0' }],
    ['OVERSIZE_FEE', { code: 'OVERSIZE_FEE' }],
  ])('%s means %j', (code, expected) => {
    expect(restockFee(code)).toEqual(expected);
  });
  it.each([
    [{ code: 'RESTOCK_15', percent: 15 }, 199, 1, 29.85],
    [{ code: 'RESTOCK_15', percent: 15 }, 199, 2, 59.7],
    [{ code: 'RESTOCK_10', percent: 10 }, 0.99, 1, 0.1],
    [{ code: 'OVERSIZE_FEE' }, 199, 1, undefined],
  ])('%j on %s x %s is %s', (fee, price, quantity, expected) => {
    expect(restockAmount(fee, price, quantity)).toBe(expected);
  });
});

// shell spec §6 feature flags: multi-label returns default false.
describe('multi-label returns behind their flag (shell spec §6)', () => {
  it.each([
    [false, 'MAIL', 4, []],
    [true, 'STORE', 4, []],
    [true, 'MAIL', 1, []],
    [true, 'MAIL', 3, [1, 2, 3]],
    [true, 'MAIL', 9, [1, 2, 3, 4, 5]],
  ] as const)('flag %s, %s, %s items -> %j', (flag, method, quantity, expected) => {
    expect(labelChoices(flag, method, quantity)).toEqual(expected);
  });
  it.each([
    [false, 'MAIL', 4, 3, 1],
    [true, 'MAIL', 4, 3, 3],
    [true, 'MAIL', 2, 5, 1],
    [true, 'STORE', 4, 3, 0],
    [true, 'MAIL', 4, undefined, 1],
  ] as const)(
    'flag %s, %s, %s items, %s chosen -> %s labels',
    (flag, method, quantity, chosen, expected) => {
      expect(labelCount(flag, method, quantity, chosen)).toBe(expected);
    },
  );
});

// catalogue spec §3 returnRestockInfo.feeCode: the fee comes off what the return refunds.
describe('estimatedRefund (catalogue spec §3)', () => {
  const priced = [
    { itemId: A, unitPrice: 188, restockFeeCode: 'RESTOCK_15' },
    { itemId: B, unitPrice: 37.95 },
  ];
  it.each<[string, DraftItem[], number]>([
    ['nothing chosen', [], 0],
    ['a line without a fee', [{ itemId: B, quantity: 2 }], 75.9],
    ['a line with a 15 % fee', [{ itemId: A, quantity: 1 }], 159.8],
    [
      'both',
      [
        { itemId: A, quantity: 1 },
        { itemId: B, quantity: 1 },
      ],
      197.75,
    ],
    [
      'a line not in the order counts nothing',
      [{ itemId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
      0,
    ],
  ])('%s', (_name, chosen, expected) => {
    expect(estimatedRefund(chosen, priced)).toBe(expected);
  });
});
