import { describe, expect, it } from 'vitest';
import type { ReturnDraft } from '../../../../engine/domain/returns/return-draft.ts';
import {
  CLAIM_STEPS,
  RETURN_STEPS,
  firstOpenStep,
  flowPath,
  methodsForDraft,
  previousStep,
  returnIdOf,
  stepFor,
  stepPathOf,
} from '../../../../engine/domain/returns/return-steps.ts';

const A = '0b6e2c1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b';
const ORDER: ReturnDraft = { orderNumber: 'AN1', items: [] };
const ITEMS: ReturnDraft = { ...ORDER, items: [{ itemId: A, quantity: 1, reason: 'TOO_SMALL' }] };
const NO_REASON: ReturnDraft = { ...ORDER, items: [{ itemId: A, quantity: 1 }] };
const METHOD: ReturnDraft = { ...ITEMS, method: 'MAIL' };

// shell spec §4 "Returns: order selection, details, return methods, review, confirmation. Claims:
// type, select, return methods, details, review, confirmation"; catalogue spec §2 routes.
describe('step order (shell spec §4; catalogue spec §2)', () => {
  it('returns run order selection, details, return methods, review, confirmation', () => {
    expect(RETURN_STEPS.map(stepPathOf)).toEqual([
      '/returns',
      '/returns/details',
      '/returns/return-methods',
      '/returns/review',
      '/returns/confirmation',
    ]);
  });
  it('claims run type, select, return methods, details, review, confirmation', () => {
    expect(CLAIM_STEPS.map(stepPathOf)).toEqual([
      '/claims',
      '/claims/select',
      '/claims/return-methods',
      '/claims/details',
      '/claims/review',
      '/claims/confirmation',
    ]);
  });
  it.each([
    ['return', 'returns', undefined],
    ['return', 'returns-review', 'returns-return-methods'],
    ['claim', 'claims-details', 'claims-return-methods'],
    ['claim', 'claims-select', 'claims'],
  ] as const)('%s: before %s comes %s', (flow, step, expected) => {
    expect(previousStep(flow, step)).toBe(expected);
  });
});

// catalogue spec §4 flows: each step needs the choices of the steps before it (what each requires).
describe('returns: which step a shopper may be on (catalogue spec §4 Returns flow)', () => {
  it.each<[string, ReturnDraft, string, boolean, string]>([
    ['the root is always open', { items: [] }, 'returns', false, 'returns'],
    [
      'details without an order go to order selection',
      { items: [] },
      'returns-details',
      false,
      'returns',
    ],
    ['details with an order', ORDER, 'returns-details', false, 'returns-details'],
    [
      'methods without items go to details',
      ORDER,
      'returns-return-methods',
      false,
      'returns-details',
    ],
    [
      'methods with an item lacking its reason go to details',
      NO_REASON,
      'returns-return-methods',
      false,
      'returns-details',
    ],
    [
      'methods with items and reasons',
      ITEMS,
      'returns-return-methods',
      false,
      'returns-return-methods',
    ],
    [
      'review without a method goes to methods',
      ITEMS,
      'returns-review',
      false,
      'returns-return-methods',
    ],
    [
      'a claim-only method is no return method',
      { ...ITEMS, method: 'NO_RETURN' },
      'returns-review',
      false,
      'returns-return-methods',
    ],
    ['review with everything', METHOD, 'returns-review', false, 'returns-review'],
    [
      'going back to an earlier step is allowed',
      METHOD,
      'returns-details',
      false,
      'returns-details',
    ],
    [
      'confirmation without a submitted return goes to the first open step',
      METHOD,
      'returns-confirmation',
      false,
      'returns-review',
    ],
    [
      'confirmation with a submitted return',
      METHOD,
      'returns-confirmation',
      true,
      'returns-confirmation',
    ],
  ])('%s', (_name, draft, wanted, submitted, expected) => {
    expect(stepFor('return', wanted as never, draft, submitted)).toBe(expected);
  });
});

describe('claims: which step a shopper may be on (catalogue spec §4 Claims flow)', () => {
  const typed: ReturnDraft = { claimType: 'DAMAGED', items: [] };
  const selected: ReturnDraft = {
    ...typed,
    orderNumber: 'AN1',
    items: [{ itemId: A, quantity: 1 }],
  };
  const method: ReturnDraft = { ...selected, method: 'MAIL' };
  const described: ReturnDraft = { ...method, description: 'The vase arrived cracked.' };
  it.each<[string, ReturnDraft, string, string]>([
    ['select without a type goes to the type', { items: [] }, 'claims-select', 'claims'],
    ['select with a type', typed, 'claims-select', 'claims-select'],
    [
      'methods without items go to select',
      { ...typed, orderNumber: 'AN1' },
      'claims-return-methods',
      'claims-select',
    ],
    [
      'methods with items (no reason needed)',
      selected,
      'claims-return-methods',
      'claims-return-methods',
    ],
    ['details without a method go to methods', selected, 'claims-details', 'claims-return-methods'],
    [
      'a method the type does not take is not chosen',
      { ...selected, claimType: 'NOT_RECEIVED', method: 'MAIL' },
      'claims-details',
      'claims-return-methods',
    ],
    ['details with a method', method, 'claims-details', 'claims-details'],
    ['review without a description goes to details', method, 'claims-review', 'claims-details'],
    ['review with everything', described, 'claims-review', 'claims-review'],
  ])('%s', (_name, draft, wanted, expected) => {
    expect(stepFor('claim', wanted as never, draft)).toBe(expected);
  });

  it.each([
    ['DAMAGED', ['MAIL', 'STORE']],
    ['WRONG_ITEM', ['MAIL', 'STORE']],
    ['MISSING_ITEM', ['NO_RETURN']],
    ['NOT_RECEIVED', ['NO_RETURN']],
  ] as const)('a %s claim goes back by %j', (claimType, methods) => {
    expect(methodsForDraft('claim', { claimType, items: [] })).toEqual(methods);
  });

  it('the first open step of an empty claim is its type', () => {
    expect(firstOpenStep('claim', { items: [] })).toBe('claims');
  });
});

describe('paths (shell spec §2.1; DESIGN §8)', () => {
  it('a step path carries the draft; the confirmation the return id', () => {
    expect(flowPath('returns-details', ORDER)).toBe('/returns/details?orderNumber=AN1');
    expect(flowPath('returns', { items: [] })).toBe('/returns');
    expect(flowPath('returns-confirmation', ORDER, A)).toBe(
      `/returns/confirmation?orderNumber=AN1&return=${A}`,
    );
  });
  it.each([
    [`return=${A}`, A],
    [`return=${A.toUpperCase()}`, A],
    ['return=not-a-uuid', undefined],
    ['', undefined],
  ])('return id of %s', (query, expected) => {
    expect(returnIdOf(new URLSearchParams(query))).toBe(expected);
  });
});
