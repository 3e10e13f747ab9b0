/**
 * The engine's commerce API client (DESIGN §2 `api/`): one client per site context, the spec's
 * error policy, one function per call, query keys and queryOptions. React hooks are in hooks.ts
 * and the provider in api-context.ts, so server code can use the client without React.
 */
export { createApiClient, DEFAULT_TIMEOUT_MS } from './client.ts';
export type { ApiClient, ApiClientOptions } from './client.ts';
export type { ApiCall, HttpMethod, Query, QueryValue } from './call.ts';
export { documentCookies, noCookies, DEFAULT_FIRST_PARTY_COOKIES } from './cookies.ts';
export type { CookieAdapter } from './cookies.ts';
export { ApiRequestError, ApiValidationError, isApiRequestError } from './errors.ts';
export type { ApiErrorBody, ApiFieldError, TransportLabel } from './errors.ts';
export { consoleLogger, DEFAULT_STATUS_LEVELS } from './logger.ts';
export type { ApiLogger, StatusLevels } from './logger.ts';
export { ERROR_POLICY } from './policy/index.ts';
export type { UserKind } from './policy/index.ts';
export { clientLimitsOf, siteContextOf } from './site-context.ts';
export type { SiteContext } from './site-context.ts';
export { queryKeys, shopperScope, siteScope } from './query-keys.ts';
export { apiQueries } from './query-options.ts';

export * from './endpoints/auth.ts';
export * from './endpoints/cart.ts';
export * from './endpoints/catalog.ts';
export * from './endpoints/checkout.ts';
export * from './endpoints/configuration.ts';
export * from './endpoints/content.ts';
export * from './endpoints/forms.ts';
export * from './endpoints/likes.ts';
export * from './endpoints/orders.ts';
export * from './endpoints/preferences.ts';
export * from './endpoints/profile.ts';
export * from './endpoints/registry.ts';
export * from './endpoints/returns.ts';
export * from './endpoints/reviews.ts';
export * from './endpoints/stores.ts';
export * from './endpoints/wishlists.ts';
