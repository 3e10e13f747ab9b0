import { describe, expect, it } from 'vitest';
import {
  draftQuery,
  parseDraft,
  withDetails,
  withMethod,
  withOrder,
} from '../../../../engine/domain/returns/return-draft.ts';
import type { ReturnDraft } from '../../../../engine/domain/returns/return-draft.ts';

const A = '0b6e2c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const B = '1c7f3d2b-4a5e-4f60-9bac-1d2e3f4a5b6c';
const parse = (query: string) => parseDraft(new URLSearchParams(query));

// catalogue spec §4 "Returns flow", "Claims flow"; shell spec §2.1 (each step keeps what was
// chosen: the draft rides in the step's address); DESIGN §8 (query strings are hostile input).
describe('parseDraft: only what the API accepts (catalogue spec §4; DESIGN §8)', () => {
  it.each([
    ['nothing', '', { items: [] }],
    [
      'an order number, upper-cased',
      'orderNumber=an100000001',
      { orderNumber: 'AN100000001', items: [] },
    ],
    ['a malformed order number dropped', 'orderNumber=AN1%3Cscript%3E', { items: [] }],
    ['an order number too long dropped', `orderNumber=AN${'1'.repeat(21)}`, { items: [] }],
    [
      'an item with quantity and reason',
      `item=${A}~2~TOO_SMALL`,
      { items: [{ itemId: A, quantity: 2, reason: 'TOO_SMALL' }] },
    ],
    ['an item without reason (a claim)', `item=${A}~1`, { items: [{ itemId: A, quantity: 1 }] }],
    ['an unknown reason drops the item', `item=${A}~1~FREE_MONEY`, { items: [] }],
    ['quantity 0 drops the item', `item=${A}~0~OTHER`, { items: [] }],
    ['quantity over 99 drops the item', `item=${A}~100~OTHER`, { items: [] }],
    ['a fractional quantity drops the item', `item=${A}~1.5~OTHER`, { items: [] }],
    ['not a uuid drops the item', 'item=__proto__~1~OTHER', { items: [] }],
    ['extra parts drop the item', `item=${A}~1~OTHER~x`, { items: [] }],
    [
      'an item twice is kept once',
      `item=${A}~1~OTHER&item=${A}~2~OTHER`,
      { items: [{ itemId: A, quantity: 1, reason: 'OTHER' }] },
    ],
    ['a method', 'method=STORE', { items: [], method: 'STORE' }],
    ['an unknown method dropped', 'method=DRONE', { items: [] }],
    ['labels within 1..5', 'labels=3', { items: [], labels: 3 }],
    ['labels over the most dropped', 'labels=6', { items: [] }],
    ['a claim type', 'claimType=MISSING_ITEM', { items: [], claimType: 'MISSING_ITEM' }],
    ['an unknown claim type dropped', 'claimType=constructor', { items: [] }],
    ['a blank description dropped', 'description=%20%20', { items: [] }],
    ['a resolution', 'resolution=REPLACEMENT', { items: [], resolution: 'REPLACEMENT' }],
  ])('%s', (_name, query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('cuts a description at the API limit of 2000 characters', () => {
    expect(parse(`description=${'a'.repeat(2500)}`).description).toHaveLength(2000);
  });

  it('reads at most 100 items (the API limit)', () => {
    const ids = Array.from(
      { length: 120 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const query = ids.map((id) => `item=${id}~1`).join('&');
    expect(parse(query).items).toHaveLength(100);
  });
});

describe('draftQuery: the inverse of parseDraft (shell spec §2.1 steps keep their choices)', () => {
  it.each<[string, ReturnDraft]>([
    ['empty', { items: [] }],
    [
      'a return',
      {
        orderNumber: 'AN100000001',
        items: [
          { itemId: A, quantity: 2, reason: 'QUALITY' },
          { itemId: B, quantity: 1, reason: 'OTHER' },
        ],
        method: 'MAIL',
        labels: 2,
      },
    ],
    [
      'a claim',
      {
        claimType: 'DAMAGED',
        orderNumber: 'AN100000002',
        items: [{ itemId: A, quantity: 1 }],
        method: 'STORE',
        description: 'Torn at the seam & stained',
        resolution: 'REFUND',
      },
    ],
  ])('%s survives a round trip', (_name, draft) => {
    expect(parseDraft(new URLSearchParams(draftQuery(draft)))).toEqual(draft);
  });
});

describe('draft changes (catalogue spec §4 flows)', () => {
  const chosen: ReturnDraft = {
    claimType: 'DAMAGED',
    orderNumber: 'AN1',
    items: [{ itemId: A, quantity: 1 }],
    method: 'MAIL',
    labels: 2,
  };
  it.each<[string, ReturnDraft, ReturnDraft]>([
    ['the same order keeps everything', withOrder(chosen, 'AN1'), chosen],
    [
      'another order drops items and what followed, keeps the claim type',
      withOrder(chosen, 'AN2'),
      { claimType: 'DAMAGED', orderNumber: 'AN2', items: [] },
    ],
    [
      'in store drops the labels',
      withMethod(chosen, 'STORE', 3),
      { ...chosen, method: 'STORE', labels: undefined },
    ],
    ['by mail keeps the labels chosen', withMethod(chosen, 'MAIL', 3), { ...chosen, labels: 3 }],
    [
      'no method drops both',
      withMethod(chosen, undefined, 3),
      { claimType: 'DAMAGED', orderNumber: 'AN1', items: chosen.items },
    ],
    [
      'details kept as typed',
      withDetails(chosen, 'It broke', 'REFUND'),
      { ...chosen, description: 'It broke', resolution: 'REFUND' },
    ],
    [
      'blank details dropped',
      withDetails({ ...chosen, description: 'x' }, '  ', undefined),
      chosen,
    ],
  ])('%s', (_name, actual, expected) => {
    expect(JSON.parse(JSON.stringify(actual))).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
