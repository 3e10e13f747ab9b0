import { describe, expect, it } from 'vitest';
import { apiFieldErrors, formErrors } from '../../../../engine/components/modals/modal-form.tsx';
import type { FieldSpec } from '../../../../engine/components/modals/modal-form.tsx';

// The gift card balance modal's fields (catalogue spec §5 "card number, pin and a header value"):
// the API refuses the `giftCard` as a whole, without saying whether its number or PIN was wrong.
const GIFT_CARD: readonly FieldSpec[] = [
  {
    name: 'cardNumber',
    label: 'form.giftCardNumber',
    apiErrors: { GIFT_CARD_INVALID: 'modals.giftCard.invalid' },
  },
  { name: 'pin', label: 'form.pin' },
];

describe("a modal form's errors (shell spec §5: each error at its field)", () => {
  it('puts an API error its field lists by code at that field, with its own string', () => {
    expect(
      apiFieldErrors(GIFT_CARD, [
        { field: 'giftCard', code: 'GIFT_CARD_INVALID', message: 'The gift card number or PIN…' },
      ]),
    ).toEqual({ cardNumber: 'modals.giftCard.invalid' });
  });

  it("puts any other API error at the field its path ends with, saying to check it; an unknown field's error at none", () => {
    expect(
      apiFieldErrors(GIFT_CARD, [
        { field: 'giftCard.pin', code: 'PATTERN', message: 'must match' },
        { field: 'captcha', code: 'REQUIRED', message: 'required' },
      ]),
    ).toEqual({ pin: 'modals.form.fieldInvalid' });
  });

  it("keeps a field's first API error", () => {
    expect(
      apiFieldErrors(GIFT_CARD, [
        { field: 'giftCard', code: 'GIFT_CARD_INVALID', message: 'not right' },
        { field: 'giftCard.cardNumber', code: 'PATTERN', message: 'must match' },
      ]),
    ).toEqual({ cardNumber: 'modals.giftCard.invalid' });
  });

  it('asks for every empty required field before any rule', () => {
    expect(formErrors(GIFT_CARD, { cardNumber: ' ', pin: '' })).toEqual({
      cardNumber: 'validation.required',
      pin: 'validation.required',
    });
  });
});
