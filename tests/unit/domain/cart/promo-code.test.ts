import { describe, expect, it } from 'vitest';
import { promoCodeToSend, promoProblemOf } from '../../../../engine/domain/cart/promo-code.ts';

// Issue 12 "promo code" (designed call): each reason the API gives at the field `code` has its
// own words; the guess limit (429) and anything else have theirs.
describe('what a refused promo code says (issue 12)', () => {
  it.each([
    [
      { status: 400, fieldErrors: [{ field: 'code', code: 'PROMO_CODE_INVALID' }] },
      'PROMO_CODE_INVALID',
    ],
    [
      { status: 400, fieldErrors: [{ field: 'code', code: 'PROMO_CODE_EXPIRED' }] },
      'PROMO_CODE_EXPIRED',
    ],
    [
      { status: 400, fieldErrors: [{ field: 'code', code: 'PROMO_CODE_NOT_STARTED' }] },
      'PROMO_CODE_NOT_STARTED',
    ],
    [
      { status: 400, fieldErrors: [{ field: 'code', code: 'PROMO_CODE_MINIMUM' }] },
      'PROMO_CODE_MINIMUM',
    ],
    [{ status: 400, fieldErrors: [{ field: 'code', code: 'SOMETHING_NEW' }] }, 'failed'],
    [{ status: 400, fieldErrors: [{ field: 'other', code: 'PROMO_CODE_EXPIRED' }] }, 'failed'],
    [{ status: 400 }, 'failed'],
    [{ status: 429 }, 'tooMany'],
    [{ status: 0 }, 'failed'],
  ])('%o -> %s', (refusal, expected) => {
    expect(promoProblemOf(refusal)).toBe(expected);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [' welcome15 ', 'welcome15'],
  ])('%j is sent as %j', (typed, expected) => {
    expect(promoCodeToSend(typed)).toBe(expected);
  });
});
