/** What one API call asks for, before the client adds headers, the base URL and the policy. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A query parameter's value as a call's query schema gives it: a string (a comma list such as the
 * spec's `product-id` is one string), or a list, sent as the parameter repeated once per value
 * (review filters, whose values may hold commas). Undefined and null are left out.
 */
export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

/** A query string's parameters by name; each call's query schema (schemas/api) names its own. */
export type Query = object;

export interface ApiCall {
  /** Names the call in logs and errors: its declaration's operation (calls/*.ts). */
  readonly operation: string;
  readonly method: HttpMethod;
  /** Below the base URL, starting with '/': `/checkout/v0/an-us/minicart`. */
  readonly path: string;
  readonly query?: Query;
  /** JSON-serialisable, or FormData for uploads. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as x-urbn-captcha-token when given (forms protected by captcha). */
  readonly captchaToken?: string;
  /** Cancels the call (react-query passes one to every query function). */
  readonly signal?: AbortSignal;
  /** Its declaration's `shared`: an answer the same for every shopper (declaration.ts). */
  readonly shared?: boolean;
}

/** The query string of a call; undefined and null values are left out. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const entry of value) params.append(name, entry);
    } else {
      params.set(name, String(value));
    }
  }
  return params;
}

/** `baseUrl` + path + query; baseUrl is '/api' in the browser and absolute on the server. */
export function callUrl(baseUrl: string, call: Pick<ApiCall, 'path' | 'query'>): string {
  const search = toSearchParams(call.query).toString();
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${call.path}${search ? `?${search}` : ''}`;
}

/** A path segment from a caller's value: encoded, so an id cannot climb out of its path. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
