import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from '../../../engine/domain/intl-cache.ts';

// One Intl formatter cache for the engine (issue 8 Deliver §6): one formatter per locale and options.
describe('Intl formatter cache (issue 8 §6)', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    const usd = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(usd);
    expect(usd.format(12.5)).toBe('$12.50');
  });

  it('caches date formatters and display names apart from number formatters', () => {
    const weekday = dateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('de-DE', { weekday: 'long', timeZone: 'UTC' })).toBe(weekday);
    expect(weekday.format(new Date(Date.UTC(2024, 0, 1)))).toBe('Montag');
    expect(displayNames('fr-FR', { type: 'region' }).of('DE')).toBe('Allemagne');
  });
});
