/**
 * Every declaration as a list, for the tests that check them all. Kept out of the barrel: a list
 * built at load time would keep every call in the browser's entry chunk.
 */
import type { AnyDeclaration } from './index.ts';
import * as auth from './auth.ts';
import * as cart from './cart.ts';
import * as catalog from './catalog.ts';
import * as checkout from './checkout.ts';
import * as configuration from './configuration.ts';
import * as content from './content.ts';
import * as forms from './forms.ts';
import * as likes from './likes.ts';
import * as minicart from './minicart.ts';
import * as orders from './orders.ts';
import * as preferences from './preferences.ts';
import * as profile from './profile.ts';
import * as registry from './registry.ts';
import * as returns from './returns.ts';
import * as reviews from './reviews.ts';
import * as search from './search.ts';
import * as shops from './shops.ts';
import * as stores from './stores.ts';
import * as traits from './traits.ts';
import * as wishlists from './wishlists.ts';

const isDeclaration = (value: unknown): value is AnyDeclaration =>
  typeof value === 'object' && value !== null && 'operation' in value && 'path' in value;

/** Every declared call of the commerce API the engine makes. */
export const ALL_CALLS: readonly AnyDeclaration[] = [
  auth,
  cart,
  catalog,
  checkout,
  configuration,
  content,
  forms,
  likes,
  minicart,
  orders,
  preferences,
  profile,
  registry,
  returns,
  reviews,
  search,
  shops,
  stores,
  traits,
  wishlists,
].flatMap((module) => Object.values(module).filter(isDeclaration));

/** The declarations by operation: for invalidation, which names operations. */
export const CALLS_BY_OPERATION: ReadonlyMap<string, AnyDeclaration> = new Map(
  ALL_CALLS.map((declaration) => [declaration.operation, declaration]),
);
