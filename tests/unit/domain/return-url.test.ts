import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from '../../../engine/domain/return-url.ts';

describe('returnUrl is honoured only as a same-origin relative path (DESIGN §8)', () => {
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /account',
    '/\taccount',
    'account/dashboard',
    '',
    null,
    undefined,
  ])('%j lands on the site root', (value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });

  it.each([
    ['/account/dashboard', '/account/dashboard'],
    ['/cart?ref=logo#top', '/cart?ref=logo#top'],
    ['/en-gb/checkout?shipping-address=1', '/en-gb/checkout?shipping-address=1'],
  ])('%s is kept', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeReturnUrl('//evil.example', '/en-gb/')).toBe('/en-gb/');
  });
});
