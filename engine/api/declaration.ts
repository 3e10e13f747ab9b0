import type { ApiCall, HttpMethod } from './call.ts';
import type { PolicyRule, RuledCall } from './policy/types.ts';
import type { SiteContext } from './site-context.ts';

/**
 * Who an answer is for, the fifth part of its query key: 'public' answers (catalogue, content)
 * are the same for every shopper of a site; 'shopper' answers depend on the token and are all
 * invalidated at once when it changes (login, logout).
 */
export type Audience = 'public' | 'shopper';

/** The params of a call that takes none: `callApi(client, getMinicart, {})`. */
export type NoParams = Readonly<Record<string, never>>;

/**
 * One call of the commerce API, declared once (DESIGN §4a): everything the client function, the
 * query options and the hooks need is here, and they are derived from it generically
 * (call-api.ts, api-query.ts, api-hooks.ts). `P` is what the caller passes, `R` the answer's
 * type, generated from its schema under schemas/api.
 */
export interface ApiDeclaration<P, R> {
  /** Unique; names the call in logs, errors and its query key ('getProducts'). */
  readonly operation: string;
  /** The API service of the path, the query key's sixth part ('catalog', 'checkout'...). */
  readonly service: string;
  readonly audience: Audience;
  readonly method: HttpMethod;
  /** Below the base URL; every caller-given segment goes through `segment()`. */
  readonly path: (site: SiteContext, params: P) => string;
  /** The query string, as the call's query schema names it (undefined values are left out). */
  readonly query?: (params: P, site: SiteContext) => object;
  /** The JSON body (the call's request schema), or FormData for uploads. */
  readonly body?: (params: P, site: SiteContext) => unknown;
  readonly headers?: (params: P, site: SiteContext) => Readonly<Record<string, string>>;
  readonly captchaToken?: (params: P) => string | undefined;
  /**
   * The spec's client-side rule (shell spec §5, §8; catalogue spec §5, §8): the message to reject
   * with, before any request, when the params break it; undefined when they are fine.
   */
  readonly validate?: (params: P, site: SiteContext) => string | undefined;
  /** This call's own error-policy rules; the general ones apply to every call (policy/index.ts). */
  readonly rules?: readonly PolicyRule[];
  /**
   * What a successful write makes stale: the query entries of these operations, or every
   * shopper entry when the token changed.
   */
  readonly invalidates?: 'shopper' | readonly string[];
  /**
   * A read whose answer is the same for every shopper of a site, language and currency, never the
   * token's (catalogue, content, configuration): the server sends it without the shopper's
   * cookies and may share its answer between renders (issue 9, the sub-request cache). Only
   * reads: a GET, or a POST that only queries (the category tiles, the navigation item).
   */
  readonly shared?: true;
  /** Carries the answer's type; never set. */
  readonly response?: R;
}

/** A declaration with its answer type spelled out: `defineCall<Params, Answer>({ ... })`. */
export function defineCall<P, R>(declaration: ApiDeclaration<P, R>): ApiDeclaration<P, R> {
  return declaration;
}

/** The request a declaration makes for these params on this site, with its own rules. */
export function requestOf<P, R>(
  declaration: ApiDeclaration<P, R>,
  params: P,
  site: SiteContext,
  signal?: AbortSignal,
): RuledCall {
  const call: ApiCall = {
    operation: declaration.operation,
    method: declaration.method,
    path: declaration.path(site, params),
    ...(declaration.query ? { query: declaration.query(params, site) } : {}),
    ...(declaration.body ? { body: declaration.body(params, site) } : {}),
    ...(declaration.headers ? { headers: declaration.headers(params, site) } : {}),
    ...(declaration.captchaToken ? { captchaToken: declaration.captchaToken(params) } : {}),
    ...(signal ? { signal } : {}),
    ...(declaration.shared ? { shared: true } : {}),
  };
  return { call, rules: declaration.rules ?? [] };
}
