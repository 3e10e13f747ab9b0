/**
 * What the returns and claims flows offer (catalogue spec §2, §4; not shown, designed as a
 * retailer would). The window is the same on every brand; a per-brand window would go in config.
 */
export const RETURN_WINDOW_DAYS = 60;

/** Orders in these states can be returned from or claimed against. */
export const RETURNABLE_STATUSES: readonly string[] = ['placed', 'shipped', 'delivered'];

export type SubmissionKind = 'return' | 'claim';

export const RETURN_METHODS: readonly { id: string; kinds: readonly SubmissionKind[] }[] = [
  { id: 'MAIL', kinds: ['return', 'claim'] },
  { id: 'STORE', kinds: ['return', 'claim'] },
  // Nothing to send back: a missing item or a parcel that never came.
  { id: 'NO_RETURN', kinds: ['claim'] },
];

export const RETURN_REASONS: readonly string[] = [
  'TOO_SMALL',
  'TOO_LARGE',
  'NOT_AS_DESCRIBED',
  'QUALITY',
  'DAMAGED',
  'WRONG_ITEM',
  'ARRIVED_LATE',
  'CHANGED_MIND',
  'OTHER',
];

export const CLAIM_TYPES: readonly { id: string; methods: readonly string[] }[] = [
  { id: 'DAMAGED', methods: ['MAIL', 'STORE'] },
  { id: 'DEFECTIVE', methods: ['MAIL', 'STORE'] },
  { id: 'WRONG_ITEM', methods: ['MAIL', 'STORE'] },
  { id: 'MISSING_ITEM', methods: ['NO_RETURN'] },
  { id: 'NOT_RECEIVED', methods: ['NO_RETURN'] },
];

export const withinWindow = (placedAt: Date | string, now = new Date()): boolean =>
  now.getTime() - new Date(placedAt).getTime() <= RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;
