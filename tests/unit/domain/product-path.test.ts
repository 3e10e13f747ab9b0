import { describe, expect, it } from 'vitest';
import { productHref, productPathRedirect } from '../../../engine/domain/product-path.ts';

// Catalogue spec §2 /shop/{slug}: "If the slug path does not match the expected form for
// configurable versus standard products, the user is redirected by a full page load to the
// correct path."
describe('product page path forms (catalogue spec §2)', () => {
  it.each([
    ['a standard product at its path', '/shop/linen-dress', '/shop/linen-dress', undefined],
    ['a made-to-order product at /shop/{slug}', '/shop/sofa', '/shop/mto/sofa', '/shop/mto/sofa'],
    ['a standard product at /shop/mto/{slug}', '/shop/mto/dress', '/shop/dress', '/shop/dress'],
    ['a made-to-order product at its path', '/shop/mto/sofa', '/shop/mto/sofa', undefined],
    ['a bundle at /shop/{slug}', '/shop/outfit', '/shop/bundle/outfit', '/shop/bundle/outfit'],
    [
      'a hybrid at /shop/{slug}',
      '/shop/mug-shop',
      '/shop/hybrid/mug-shop',
      '/shop/hybrid/mug-shop',
    ],
    [
      'a standard product at /shop/hybrid/{slug}',
      '/shop/hybrid/dress',
      '/shop/dress',
      '/shop/dress',
    ],
    ['any product at /shop/style/{slug}', '/shop/style/sofa', '/shop/mto/sofa', undefined],
    ['any product at /shop/product/{slug}', '/shop/product/dress', '/shop/dress', undefined],
  ])('%s', (_case, requestPath, webLink, expected) => {
    expect(productPathRedirect(requestPath, webLink)).toBe(expected);
  });

  it.each([
    ['another origin', '//evil.example/shop/x'],
    ['an absolute URL', 'https://evil.example/shop/x'],
    ['a path outside /shop/', '/account/x'],
    ['a backslash', '/shop/\\evil.example'],
  ])('never follows a web link to %s (DESIGN §8)', (_case, webLink) => {
    expect(productPathRedirect('/shop/x', webLink)).toBeUndefined();
  });
});

describe('links to a product go to its own path form (catalogue spec §2)', () => {
  it.each([
    ['a made-to-order product', '/shop/mto/sofa', 'sofa', '/shop/mto/sofa'],
    ['a standard product', '/shop/dress', 'dress', '/shop/dress'],
    ['no link from the API', undefined, 'dress', '/shop/dress'],
    ['a link off the site', '//evil.example/shop/x', 'x', '/shop/x'],
    ['a link outside /shop/', '/account/x', 'x', '/shop/x'],
  ])('%s', (_case, webLink, slug, expected) => {
    expect(productHref(webLink, slug)).toBe(expected);
  });
});
