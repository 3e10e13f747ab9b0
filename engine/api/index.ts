/**
 * The engine's commerce API client (DESIGN §2 `api/`, §4a): one client per site context, the
 * spec's error policy, and every call declared once in calls/ (method, path, payload types
 * generated from schemas/api, validation, its own policy rules, its query key). callApi() makes a
 * call, apiQuery() gives its queryOptions; the React hooks are in api-hooks.ts and the provider in
 * api-context.ts, so server code can use the client without React. Payload types:
 * schemas/api/generated/types.ts.
 */
export { createApiClient, DEFAULT_TIMEOUT_MS } from './client.ts';
export type { ApiClient, ApiClientOptions } from './client.ts';
export type { ApiCall, HttpMethod, Query, QueryValue } from './call.ts';
export { exchange } from './transport.ts';
export type { TransportRequest, TransportResult } from './transport.ts';
export { callApi } from './call-api.ts';
export { apiKey, apiQuery, callScope, QUERY_ROOT, shopperScope, siteScope } from './api-query.ts';
export { defineCall, requestOf } from './declaration.ts';
export type { ApiDeclaration, Audience, NoParams } from './declaration.ts';
export {
  documentCookies,
  noCookies,
  DEFAULT_FIRST_PARTY_COOKIES,
  TOKEN_COOKIE,
} from './cookies.ts';
export type { CookieAdapter } from './cookies.ts';
export { ApiRequestError, ApiValidationError, isApiRequestError } from './errors.ts';
export { retryQuery } from './query-retry.ts';
export type { ApiErrorBody, ApiFieldError, TransportLabel } from './errors.ts';
export { consoleLogger, DEFAULT_STATUS_LEVELS } from './logger.ts';
export type { ApiLogger, StatusLevels } from './logger.ts';
export { GENERAL_RULES, OBSERVING_RULES } from './policy/index.ts';
export type { PolicyRule, UserKind } from './policy/index.ts';
export { clientLimitsOf, siteContextOf } from './site-context.ts';
export type { SiteContext } from './site-context.ts';
// Call declarations are imported from their own file (engine/api/calls/<area>.ts), never through
// this barrel: a page's chunk then carries its own calls, not every call of the API (first-load JS).
