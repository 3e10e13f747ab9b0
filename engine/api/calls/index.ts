import type { ApiDeclaration } from '../declaration.ts';

export * from './auth.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './configuration.ts';
export * from './content.ts';
export * from './forms.ts';
export * from './likes.ts';
export * from './minicart.ts';
export * from './orders.ts';
export * from './preferences.ts';
export * from './profile.ts';
export * from './registry.ts';
export * from './returns.ts';
export * from './reviews.ts';
export * from './search.ts';
export * from './shops.ts';
export * from './stores.ts';
export * from './traits.ts';
export * from './wishlists.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call, whatever its types
export type AnyDeclaration = ApiDeclaration<any, unknown>;
