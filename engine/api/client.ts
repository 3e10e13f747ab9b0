import { callUrl } from './call.ts';
import type { ApiCall } from './call.ts';
import { DEFAULT_FIRST_PARTY_COOKIES, noCookies } from './cookies.ts';
import type { CookieAdapter } from './cookies.ts';
import { createGuestToken, getCurrentToken } from './calls/auth.ts';
import { requestOf } from './declaration.ts';
import { ApiRequestError, ApiValidationError } from './errors.ts';
import type { ApiErrorBody } from './errors.ts';
import { buildHeaders, DEFAULT_ACCEPTED_SCOPES, isFormData } from './headers.ts';
import { consoleLogger, DEFAULT_STATUS_LEVELS, levelForStatus } from './logger.ts';
import type { ApiLogger, StatusLevels } from './logger.ts';
import { decide, GENERAL_RULES, rulesFor } from './policy/index.ts';
import type { PolicyContext, PolicyRule, UserKind } from './policy/index.ts';
import type { SiteContext } from './site-context.ts';
import { newTraceId } from './trace-id.ts';
import { exchange } from './transport.ts';
import type { TransportRequest, TransportResult } from './transport.ts';
import type { TokenResponse } from '../../schemas/api/generated/types.ts';

/** The spec's default request time-out (shell spec §9); sites set limits.timings.requestTimeoutMs. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** The spec's cookie length above which a 413 clears third-party cookies (shell spec §4). */
export const DEFAULT_CLEAR_THIRD_PARTY_ABOVE_CHARS = 10_000;
/** One first try plus at most one retry per retrying rule, whatever the rules decide. */
const MAX_ATTEMPTS = 4;

export interface ApiClientOptions {
  /** '/api' in the browser; absolute (`http://127.0.0.1:3000/api`) on the server. */
  readonly baseUrl: string;
  readonly site: SiteContext;
  /** On the server, a fetch that forwards the shopper's cookies and relays Set-Cookie. */
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** document cookies in the browser; nothing on the server. */
  readonly cookies?: CookieAdapter;
  readonly online?: () => boolean;
  readonly logger?: ApiLogger;
  /** limits.timings.requestTimeoutMs. */
  readonly timeoutMs?: number;
  /** limits.cookies.clearThirdPartyAboveChars. */
  readonly clearThirdPartyAboveChars?: number;
  /** Cookie names kept by the 413 rule; a trailing '*' makes a prefix. */
  readonly firstPartyCookies?: readonly string[];
  readonly statusLevels?: StatusLevels;
  readonly acceptedScopes?: readonly string[];
  /** The page the shopper came from, when known (x-urbn-web-referer). */
  readonly referer?: () => string | undefined;
  /** Whether the token is a signed-in one; by default the API is asked. */
  readonly userKind?: () => Promise<UserKind>;
  /** A fresh token after CART_NOT_ACTIVE; by default a guest token, or reauth when signed in. */
  readonly refreshToken?: (kind: UserKind) => Promise<void>;
  /** Told the description of a guest token the client made, so readers of the session follow. */
  readonly onGuestToken?: (token: TokenResponse) => void;
  /** Opens the login modal and resolves once the shopper has logged in again. */
  readonly requestReauth?: () => Promise<void>;
  readonly contentFallback?: (url: string) => Promise<unknown>;
  /** The error reporter (bot-protection blocks are reported). */
  readonly report?: (error: ApiRequestError) => void;
  /** The general error-policy rules (policy/index.ts) unless a test narrows them. */
  readonly generalRules?: readonly PolicyRule[];
  /**
   * Server only: how a shared call (declaration.ts `shared`) is sent, without the shopper's
   * cookies and through the sub-request cache (engine/app/ssr/shared-calls.ts). Absent: like any
   * other call.
   */
  readonly sendShared?: (request: TransportRequest) => Promise<TransportResult>;
}

export interface ApiClient {
  readonly site: SiteContext;
  readonly baseUrl: string;
  /**
   * Sends a call with the site's headers under the error policy (its own rules, from its
   * declaration, and the general ones); resolves with the body. callApi() is the usual way in.
   */
  request<T>(call: ApiCall, rules?: readonly PolicyRule[]): Promise<T>;
  url(call: Pick<ApiCall, 'path' | 'query'>): string;
  /** Where the client writes (options.logger): the layers above log through it too. */
  readonly logger: ApiLogger;
  /** A validation failure, logged, to throw before any call (shell spec §8). */
  invalid(message: string, details?: Record<string, unknown>): ApiValidationError;
}

/** One client per site context (DESIGN §5): the SSR loaders and the browser each make their own. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { site, baseUrl } = options;
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const logger = options.logger ?? consoleLogger;
  const levels = options.statusLevels ?? DEFAULT_STATUS_LEVELS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const generalRules = options.generalRules ?? GENERAL_RULES;
  const url = (call: Pick<ApiCall, 'path' | 'query'>) => callUrl(baseUrl, call);

  async function attempt(call: ApiCall): Promise<{ value: unknown } | { error: ApiRequestError }> {
    const traceId = newTraceId();
    const target = url(call);
    const sent: TransportRequest = {
      url: target,
      method: call.method,
      headers: buildHeaders({
        site,
        call,
        traceId,
        now: now(),
        referer: options.referer?.(),
        acceptedScopes: options.acceptedScopes ?? DEFAULT_ACCEPTED_SCOPES,
      }),
      body: bodyOf(call.body),
      timeoutMs,
      signal: call.signal,
    };
    const result =
      call.shared && options.sendShared
        ? await options.sendShared(sent)
        : await exchange(fetchFn, sent);
    const base = { operation: call.operation, method: call.method, url: target, traceId };
    if (!result.ok) {
      return {
        error: new ApiRequestError({
          ...base,
          status: 0,
          label: result.label,
          cause: result.cause,
        }),
      };
    }
    if (result.status < 400) return { value: result.body };
    return {
      error: new ApiRequestError({ ...base, status: result.status, body: errorBody(result.body) }),
    };
  }

  function logFailure(error: ApiRequestError): void {
    const level =
      error.label === 'Request aborted' ? 'debug' : levelForStatus(error.status, levels);
    const headline = error.label ?? `${error.operation} failed with ${error.status}`;
    logger[level](headline, error.logFields());
  }

  async function request<T>(original: ApiCall, callRules: readonly PolicyRule[] = []): Promise<T> {
    const rules = rulesFor(callRules, generalRules);
    let call = original;
    const retriedBy = new Set<string>();
    for (let attempts = 1; ; attempts += 1) {
      const outcome = await attempt(call);
      if ('value' in outcome) return outcome.value as T;
      const { error } = outcome;
      logFailure(error);
      // A cancelled call is nobody's failure: the caller no longer wants the answer.
      if (error.label === 'Request aborted' || attempts >= MAX_ATTEMPTS) throw error;
      const { rule, decision } = await decide({ error, call, retriedBy }, policy, rules);
      if (decision.kind === 'resolve') return decision.value as T;
      if (decision.kind === 'reject') throw decision.error ?? error;
      retriedBy.add(rule ?? 'unnamed');
      logger.debug(`Retrying ${call.operation} (${rule})`, { url: error.url });
      call = decision.call ?? call;
    }
  }

  const userKind =
    options.userKind ??
    (async (): Promise<UserKind> => {
      try {
        const { call, rules } = requestOf(getCurrentToken, {}, site);
        const token = await request<TokenResponse>(call, rules);
        return token.scopes.includes('registered') ? 'registered' : 'guest';
      } catch {
        return 'guest';
      }
    });

  const refreshToken =
    options.refreshToken ??
    (async (kind: UserKind): Promise<void> => {
      if (kind === 'guest') {
        const { call, rules } = requestOf(createGuestToken, {}, site);
        // Not inside onGuestToken?.(...): an absent hook would skip evaluating (sending) the call.
        const token = await request<TokenResponse>(call, rules);
        options.onGuestToken?.(token);
        return;
      }
      if (!options.requestReauth) {
        throw new Error(
          'A signed-in shopper must log in again, and the client has no requestReauth hook: pass one to createApiClient.',
        );
      }
      await options.requestReauth();
    });

  const policy: PolicyContext = {
    site,
    logger,
    cookies: options.cookies ?? noCookies,
    firstPartyCookies: options.firstPartyCookies ?? DEFAULT_FIRST_PARTY_COOKIES,
    clearThirdPartyAboveChars:
      options.clearThirdPartyAboveChars ?? DEFAULT_CLEAR_THIRD_PARTY_ABOVE_CHARS,
    online: options.online ?? defaultOnline,
    userKind,
    refreshToken,
    requestReauth: options.requestReauth,
    contentFallback: options.contentFallback,
    report: options.report ?? (() => undefined),
    send: ({ call, rules }) => request(call, rules),
    url,
  };

  return {
    site,
    baseUrl,
    request,
    url,
    logger,
    invalid(message, details) {
      logger.error(message, details);
      return new ApiValidationError(message);
    },
  };
}

function defaultOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return isFormData(body) ? body : JSON.stringify(body);
}

function errorBody(body: unknown): ApiErrorBody | undefined {
  return typeof body === 'object' && body !== null ? (body as ApiErrorBody) : undefined;
}
