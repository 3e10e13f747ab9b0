import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  hashTargetId,
  needsRefetch,
  siteForPath,
  subBrandDenyReload,
} from '../../../engine/routing/path-rules.ts';

const sites = [
  { id: 'an-us', contextPath: '' },
  { id: 'an-ca', contextPath: '/en-ca' },
  { id: 'an-uk', contextPath: '/en-gb' },
];

describe('site by path prefix (shell spec §2.1 region prefixes)', () => {
  it.each([
    ['/', 'an-us', '/'],
    ['/cart', 'an-us', '/cart'],
    ['/en-ca', 'an-ca', '/'],
    ['/en-ca/cart', 'an-ca', '/cart'],
    ['/en-gb/shop/a-dress', 'an-uk', '/shop/a-dress'],
    ['/en-cake', 'an-us', '/en-cake'],
  ])('%s -> %s %s', (path, siteId, rest) => {
    expect(siteForPath(sites, path)).toMatchObject({ site: { id: siteId }, rest });
  });
});

describe('canonical paths (shell spec §2.1 trailing slash, §2.2 double slashes)', () => {
  it.each([
    ['/cart', false, '/cart', undefined],
    ['/cart/', false, '/cart', 'trailing-slash'],
    ['/cart', true, '/cart/', 'trailing-slash'],
    ['/cart/', true, '/cart/', undefined],
    ['/', true, '/', undefined],
    ['//shop//a-dress', false, '/shop/a-dress', 'double-slash'],
    ['//shop//a-dress', true, '/shop/a-dress/', 'double-slash'],
    ['/robots.txt', true, '/robots.txt', undefined],
  ])('%s with trailing slash %s -> %s (%s)', (path, trailing, expected, fix) => {
    expect(canonicalPath(path, trailing)).toEqual(
      fix ? { pathname: expected, fix } : { pathname: expected },
    );
  });
});

describe('sub-brand deny list (shell spec §2.2)', () => {
  const deny = ['/checkout', '/account', '/wishlist', '/registry'];
  it.each([
    ['/anthrohome/checkout', '/checkout?subBrandReload=1'],
    ['/anthrohome/account/dashboard', '/account/dashboard?subBrandReload=1'],
    ['/anthrohome/furniture', undefined],
    ['/checkout', undefined],
  ])('%s -> %s', (path, expected) => {
    expect(subBrandDenyReload(path, ['anthrohome'], deny, '')).toBe(expected);
  });
  it('reloads at the site root context', () => {
    expect(subBrandDenyReload('/anthrohome/wishlist', ['anthrohome'], deny, '/en-ca')).toBe(
      '/en-ca/wishlist?subBrandReload=1',
    );
  });
});

describe('hash links scroll only to a valid id (shell spec §2.2)', () => {
  it.each([
    ['#reviews', 'reviews'],
    ['#address-2', 'address-2'],
    ['#2fast', undefined],
    ['#<img src=x>', undefined],
    ['#', undefined],
  ])('%s -> %s', (hash, id) => {
    expect(hashTargetId(hash)).toBe(id);
  });
});

describe('data is fetched only when the route name changes or its rule says so (shell spec §2.2)', () => {
  const at = (routeName: string, search = '', params = {}, hash = '') => ({
    routeName,
    params,
    search,
    hash,
  });
  it.each([
    ['first load', { params: true }, undefined, at('product', '', { slug: 'a' }), true],
    ['route name changes', {}, at('cart'), at('checkout'), true],
    ['same route, nothing in its rule', {}, at('cart', '?a=1'), at('cart', '?a=2'), false],
    [
      'product slug changes',
      { params: true },
      at('product', '', { slug: 'a' }),
      at('product', '', { slug: 'b' }),
      true,
    ],
    [
      'category page changes',
      { query: ['page'] },
      at('content', '?page=1'),
      at('content', '?page=2'),
      true,
    ],
    [
      'category unrelated query',
      { query: ['page'] },
      at('content', '?page=1&ref=logo'),
      at('content', '?page=1&ref=tab'),
      false,
    ],
    [
      'hash only',
      { params: true },
      at('product', '', {}, '#a'),
      at('product', '', {}, '#b'),
      false,
    ],
    ['search: any query', { query: 'all' }, at('search', '?q=a'), at('search', '?q=b'), true],
  ] as const)('%s', (_name, rule, previous, next, expected) => {
    expect(needsRefetch(rule, previous, next)).toBe(expected);
  });
});
