import type { TransportLabel } from './errors.ts';

export interface TransportRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: BodyInit | undefined;
  readonly timeoutMs: number;
  readonly signal: AbortSignal | undefined;
}

export type TransportResult =
  | {
      readonly ok: true;
      readonly status: number;
      readonly body: unknown;
      /** The answer's headers (the server's sub-request cache reads Set-Cookie and Cache-Control). */
      readonly headers: Headers;
    }
  | { readonly ok: false; readonly label: TransportLabel; readonly cause: unknown };

/**
 * One HTTP exchange, body included, under one time limit: a server that sends headers and then
 * stalls is as stuck as one that never answers. Never throws: a missing answer comes back labelled.
 */
export async function exchange(
  fetchFn: typeof fetch,
  request: TransportRequest,
): Promise<TransportResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    request.timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs)
      : undefined;
  const onCallerAbort = () => controller.abort();
  if (request.signal?.aborted) controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetchFn(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'include',
      signal: controller.signal,
    });
    const body = await readBody(response);
    return { ok: true, status: response.status, body, headers: response.headers };
  } catch (cause) {
    const label: TransportLabel = timedOut
      ? 'zero-timeout'
      : request.signal?.aborted
        ? 'Request aborted'
        : 'Network Error';
    return { ok: false, label, cause };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** JSON when the answer says so, else text; nothing for 204. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
