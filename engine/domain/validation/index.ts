export * from './cart.ts';
export * from './catalogue.ts';
export * from './forms.ts';
export * from './messages.ts';
export * from './primitives.ts';
export * from './refinements.ts';
export * from './registry.ts';
export * from './reviews.ts';
