import { describe, expect, it, vi } from 'vitest';
import { sameSiteLocation } from '../../../engine/app/ssr/redirect.ts';

/** Issue 10, DESIGN §8: every Location a page issues is a path of its own site. */
describe('sameSiteLocation', () => {
  it.each(['/en-gb/cart', '/dresses?page=2', '/account/dashboard#orders'])('%s is kept', (path) => {
    expect(sameSiteLocation(path, '/')).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/dresses',
    '/\\evil.example',
    'javascript:alert(1)',
    '/cart\r\nSet-Cookie: sf_token=x',
  ])('%j becomes the home page, with an error log', (location) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(sameSiteLocation(location, '/en-gb')).toBe('/en-gb');
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
