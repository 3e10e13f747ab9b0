import { describe, expect, it } from 'vitest';
import { normalStylistId, stylistIdProblem } from '../../../../engine/domain/payment/stylist-id.ts';

// Issue 12, pay with your stylist (catalogue spec §1 "stylist payment"): the stylist ID is checked
// in the payment step before it is sent, as the API's schema takes it (DESIGN §8).
describe('the stylist ID a shopper types', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['STY-AN-0421', undefined],
    ['  sty-an-0421 ', undefined],
    ['STY AN 0421', 'format'],
    ["STY-AN-0421'--", 'format'],
    ['<script>', 'format'],
    ['S'.repeat(40), undefined],
    ['S'.repeat(41), 'format'],
  ])('%j: %s', (value, problem) => {
    expect(stylistIdProblem(value)).toBe(problem);
  });

  it('is sent trimmed and in capitals (IDs are not case-sensitive)', () => {
    expect(normalStylistId('  sty-an-0421 ')).toBe('STY-AN-0421');
  });
});
