import { describe, expect, it } from 'vitest';
import { parseRefinements } from '../../../commerce-api/catalog/refinements.ts';
import { createValidatorCompiler, ref } from '../../../commerce-api/http/schema-validation.ts';
import { addPartsToCart, addToCart } from '../../../engine/api/calls/cart.ts';
import {
  categoryTilesUrl,
  getPaginatedAndSortedProducts,
} from '../../../engine/api/calls/catalog.ts';
import type { ListingRequest } from '../../../engine/api/calls/catalog.ts';
import { submitBISNform } from '../../../engine/api/calls/likes.ts';
import { addRegistryItems, updateRegistryItem } from '../../../engine/api/calls/registry.ts';
import { addWishlistItem, createWishlist } from '../../../engine/api/calls/wishlists.ts';
import {
  cleanWishlistName,
  wishlistNameProblem,
} from '../../../engine/domain/wishlists/wishlist-name.ts';
import type { ApiDeclaration } from '../../../engine/api/declaration.ts';
import { requestOf } from '../../../engine/api/declaration.ts';
import { AN_US } from '../../fixtures/api-client-site.ts';

/**
 * Issue 8 item 3: the client and the server agree on every validation rule both apply (shell spec
 * §5, catalogue spec §5). Each table runs through the engine's check (the call declaration's
 * validate, before any request) and through the API's (ajv over the route's request schema in
 * schemas/api, as Fastify runs it, plus the route's own code where it adds to the schema), and
 * fails when the two disagree or when either disagrees with the expected verdict.
 */
const compile = createValidatorCompiler();
const validatorOf = (name: string, httpPart: 'body' | 'querystring' = 'body') =>
  compile({ schema: ref(name), method: 'POST', url: `/${name}`, httpPart }) as (
    data: unknown,
  ) => boolean;

/** The engine accepts the params when the declaration's check finds no problem. */
function engineAccepts<P>(declaration: ApiDeclaration<P, unknown>, params: P): boolean {
  return declaration.validate?.(params, AN_US) === undefined;
}

/** The body the engine would send, as JSON carries it (NaN becomes null, as on the wire). */
function wireBody<P>(declaration: ApiDeclaration<P, unknown>, params: P): unknown {
  return JSON.parse(JSON.stringify(requestOf(declaration, params, AN_US).call.body) ?? 'null');
}

function expectAgreement(engine: boolean, api: boolean, expected: boolean): void {
  expect({ engine, api }).toEqual({ engine: expected, api: expected });
}

describe('range refinements: digits-digits, comma separated, low and high (shell spec §5)', () => {
  const tiles = validatorOf('catalog/category-tiles');
  const listing = (value: string | string[]): ListingRequest => ({
    url: categoryTilesUrl(AN_US, 'dresses'),
    pageSize: 72,
    skip: 0,
    refinements: [{ facet: 'salePrice', type: 'Range', value }],
  });
  const apiAccepts = (request: ListingRequest) => {
    const body = wireBody(getPaginatedAndSortedProducts, request) as ListingRequest;
    return tiles(body) && parseRefinements(body.refinements).errors.length === 0;
  };

  it.each<[string | string[], boolean]>([
    ['10-50', true],
    ['0-10,100-200', true],
    [['10-50', '100-200'], true],
    [['10-50,100-200'], true],
    ['10-50,', false],
    [',10-50', false],
    ['10-50,,60-70', false],
    [['10-50,'], false],
    ['10', false],
    ['10-', false],
    ['-10', false],
    ['a-b', false],
    ['50-10', false],
    ['10 - 50', false],
    [' 10-50', false],
    ['1234567890-1', false],
  ])('%j -> %s', (value, expected) => {
    expectAgreement(
      engineAccepts(getPaginatedAndSortedProducts, listing(value)),
      apiAccepts(listing(value)),
      expected,
    );
  });
});

describe('multi-value refinements: parent~value (shell spec §5)', () => {
  const tiles = validatorOf('catalog/category-tiles');
  const listing = (value: string): ListingRequest => ({
    url: categoryTilesUrl(AN_US, 'dresses'),
    pageSize: 72,
    skip: 0,
    refinements: [{ facet: 'sizeClassGroup', type: 'MultiValue', value }],
  });
  const apiAccepts = (request: ListingRequest) => {
    const body = wireBody(getPaginatedAndSortedProducts, request) as ListingRequest;
    return tiles(body) && parseRefinements(body.refinements).errors.length === 0;
  };

  it.each<[string, boolean]>([
    ['petite~S', true],
    ['petite~S,regular~M', true],
    ['petite', false],
    ['~S', false],
    ['petite~', false],
    ['a~b~c', false],
    ['petite~S,', false],
    [',petite~S', false],
  ])('%j -> %s', (value, expected) => {
    expectAgreement(
      engineAccepts(getPaginatedAndSortedProducts, listing(value)),
      apiAccepts(listing(value)),
      expected,
    );
  });
});

describe('category pagination: pageSize and skip (shell spec §5)', () => {
  const tiles = validatorOf('catalog/category-tiles');
  const listing = (pageSize: unknown, skip: unknown) =>
    ({ url: categoryTilesUrl(AN_US, 'dresses'), pageSize, skip }) as ListingRequest;

  it.each<[unknown, unknown, boolean]>([
    [72, 0, true],
    [1, 0, true],
    [200, 1_000_000, true],
    [0, 0, false],
    [201, 0, false],
    [2.5, 0, false],
    ['72', 0, false],
    [Number.NaN, 0, false],
    [72, -1, false],
    [72, 1.5, false],
    [72, 1_000_001, false],
  ])('pageSize %j, skip %j -> %s', (pageSize, skip, expected) => {
    const request = listing(pageSize, skip);
    expectAgreement(
      engineAccepts(getPaginatedAndSortedProducts, request),
      tiles(wireBody(getPaginatedAndSortedProducts, request)),
      expected,
    );
  });
});

describe('back-in-stock: style number and email (catalogue spec §5, §8)', () => {
  const schema = validatorOf('likes/back-in-stock');
  const form = (change: Record<string, string>) => ({
    productId: 'P1',
    skuId: 'S1',
    styleNumber: 'AN-4130921-001',
    poolId: 'US_DIRECT',
    email: 'shopper@example.com',
    ...change,
  });

  it.each<[string, boolean]>([
    ['AN-4130921-001', true],
    ['ABCD-1-001', true],
    ['AN-4130921-001-002', true],
    ['A-4130921-001', false],
    ['ABCDE-1-001', false],
    ['an-4130921-001', false],
    ['AN-4130921-01', false],
    ['AN--001', false],
    ['AN-4130921-001-02', false],
    ['AN-4130921-001\n', false],
  ])('style number %j -> %s', (styleNumber, expected) => {
    const params = form({ styleNumber });
    expectAgreement(engineAccepts(submitBISNform, params), schema(params), expected);
  });

  it.each<[string, boolean]>([
    ['shopper@example.com', true],
    ['a@b.co', true],
    ['a@b', false],
    ['a b@example.com', false],
    ['@example.com', false],
    ['', false],
    [' ', false],
    [`${'x'.repeat(250)}@b.co`, false],
  ])('email %j -> %s', (email, expected) => {
    const params = form({ email });
    expectAgreement(engineAccepts(submitBISNform, params), schema(params), expected);
  });

  it.each(['productId', 'skuId', 'poolId'])('an empty or blank %s is refused by both', (field) => {
    for (const value of ['', '  ']) {
      const params = form({ [field]: value });
      expectAgreement(engineAccepts(submitBISNform, params), schema(params), false);
    }
  });
});

describe('line quantities: whole numbers from 1 (catalogue spec §5)', () => {
  const QUANTITIES: [unknown, boolean][] = [
    [1, true],
    [99, true],
    [0, false],
    [-1, false],
    [100, false],
    [1.5, false],
    ['2', false],
    [Number.NaN, false],
  ];
  const addToCartSchema = validatorOf('checkout/add-to-cart');
  const partsSchema = validatorOf('checkout/add-parts');
  const wishlistSchema = validatorOf('wishlists/add-item');

  it.each(QUANTITIES)('add to cart, quantity %j -> %s', (quantity, expected) => {
    const params = { productId: 'P1', skuId: 'S1', poolId: 'US_DIRECT', quantity } as never;
    expectAgreement(
      engineAccepts(addToCart, params),
      addToCartSchema(wireBody(addToCart, params)),
      expected,
    );
  });

  it.each(QUANTITIES)('parts to cart, quantity %j -> %s', (quantity, expected) => {
    const params = { poolId: 'US_DIRECT', items: [{ productId: 'P1', skuId: 'S1', quantity }] };
    expectAgreement(
      engineAccepts(addPartsToCart, params as never),
      partsSchema(wireBody(addPartsToCart, params as never)),
      expected,
    );
  });

  it.each(QUANTITIES)('add to wish list, quantity %j -> %s', (quantity, expected) => {
    const params = {
      wishlistId: 'W1',
      productId: 'P1',
      skuId: 'S1',
      poolId: 'US_DIRECT',
      quantity,
    } as never;
    expectAgreement(
      engineAccepts(addWishlistItem, params),
      wishlistSchema(wireBody(addWishlistItem, params)),
      expected,
    );
  });
});

describe('registry quantities and versions (catalogue spec §5, §4 item sku change)', () => {
  const addSchema = validatorOf('registry/add-items');
  const patchSchema = validatorOf('registry/patch-item');

  it.each<[unknown, boolean]>([
    [1, true],
    [100_000, true],
    [0, false],
    [100_001, false],
    [2.5, false],
    [Number.NaN, false],
  ])('add to registry, quantity %j -> %s', (quantity, expected) => {
    const params = {
      registryId: 'R1',
      items: [{ productId: 'P1', sku: 'S1', quantity }],
    } as never;
    expectAgreement(
      engineAccepts(addRegistryItems, params),
      addSchema(wireBody(addRegistryItems, params)),
      expected,
    );
  });

  it.each<[unknown, unknown, boolean]>([
    [1, 2, true],
    [7, 0, true],
    [1, -1, false],
    [1.5, 2, false],
    [undefined, 2, false],
    [1, 100_001, false],
  ])('update a registry item, version %j quantity %j -> %s', (version, quantity, expected) => {
    const params = { registryId: 'R1', sku: 'S1', version, quantity } as never;
    expectAgreement(
      engineAccepts(updateRegistryItem, params),
      patchSchema(wireBody(updateRegistryItem, params)),
      expected,
    );
  });
});

// Designed wish list names (catalogue spec §3 Wish list; schemas/api/wishlists/name): a name the
// lists page lets through (cleaned) is one the API takes, and the page stops every one it refuses.
describe('wish list names: the lists page and POST/PATCH .../wishlists agree', () => {
  const nameSchema = validatorOf('wishlists/name');
  it.each([
    ['Birthday', true],
    ['  Birthday   ideas ', true],
    ['Ünïcödé 🎁', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
    ['', false],
    ['   ', false],
  ])('%j accepted: %s', (typed, expected) => {
    const engine = wishlistNameProblem(typed, []) === undefined;
    const api = nameSchema(wireBody(createWishlist, { name: cleanWishlistName(typed) }));
    expectAgreement(engine, api, expected);
  });
});
