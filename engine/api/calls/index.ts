import type { ApiDeclaration } from '../declaration.ts';
import * as auth from './auth.ts';
import * as cart from './cart.ts';
import * as catalog from './catalog.ts';
import * as checkout from './checkout.ts';
import * as configuration from './configuration.ts';
import * as content from './content.ts';
import * as forms from './forms.ts';
import * as likes from './likes.ts';
import * as orders from './orders.ts';
import * as preferences from './preferences.ts';
import * as profile from './profile.ts';
import * as registry from './registry.ts';
import * as returns from './returns.ts';
import * as reviews from './reviews.ts';
import * as stores from './stores.ts';
import * as traits from './traits.ts';
import * as wishlists from './wishlists.ts';

export * from './auth.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './configuration.ts';
export * from './content.ts';
export * from './forms.ts';
export * from './likes.ts';
export * from './orders.ts';
export * from './preferences.ts';
export * from './profile.ts';
export * from './registry.ts';
export * from './returns.ts';
export * from './reviews.ts';
export * from './stores.ts';
export * from './traits.ts';
export * from './wishlists.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call, whatever its types
export type AnyDeclaration = ApiDeclaration<any, unknown>;

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
  orders,
  preferences,
  profile,
  registry,
  returns,
  reviews,
  stores,
  traits,
  wishlists,
].flatMap((module) => Object.values(module).filter(isDeclaration));

/** The declarations by operation: for invalidation, which names operations. */
export const CALLS_BY_OPERATION: ReadonlyMap<string, AnyDeclaration> = new Map(
  ALL_CALLS.map((declaration) => [declaration.operation, declaration]),
);
