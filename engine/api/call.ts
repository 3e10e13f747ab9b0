/** What one API call asks for, before the client adds headers, the base URL and the policy. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Arrays travel as one comma list (the spec's `product-id (comma list)`); `{ repeated }` sends the
 * parameter once per value, for parameters whose values may hold commas (review filters).
 */
export type QueryValue =
  | string
  | number
  | boolean
  | readonly (string | number)[]
  | { readonly repeated: readonly string[] }
  | null
  | undefined;

export type Query = Readonly<Record<string, QueryValue>>;

export interface ApiCall {
  /**
   * Names the call in logs and for the error policy, which matches rules on it (the 412 rule
   * applies to 'addToCart' only, catalogue spec §4). Endpoint functions use their own name.
   */
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
}

/** Comma lists for arrays (the spec's `product-id (comma list)`); empty values are left out. */
export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else if (typeof value === 'object') {
      for (const entry of (value as { repeated: readonly string[] }).repeated)
        params.append(name, entry);
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
