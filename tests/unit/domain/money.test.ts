import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyDroppingZeroCents } from '../../../engine/domain/money.ts';

describe('money', () => {
  it.each([
    [25, 'USD', 'en-US', '$25'],
    [25.5, 'USD', 'en-US', '$25.50'],
    [100, 'GBP', 'en-GB', '£100'],
    [12, 'EUR', 'fr-FR', '12\u00a0€'],
  ])(
    'threshold remaining amount %s %s in %s drops a trailing .00 (shell spec §4)',
    (amount, currency, locale, text) => {
      expect(formatMoneyDroppingZeroCents(amount, currency, locale)).toBe(text);
    },
  );
  it('elsewhere keeps the cents', () => {
    expect(formatMoney(25, 'USD', 'en-US')).toBe('$25.00');
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('1.234,50\u00a0€');
  });
});
