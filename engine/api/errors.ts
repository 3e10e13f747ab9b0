/** The API's error body (DESIGN §6), plus the bot-protection reference id some answers carry. */
export interface ApiFieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

export interface ApiErrorBody {
  readonly code?: string;
  readonly message?: string;
  readonly status?: number;
  readonly pxRefId?: string;
  readonly field_errors?: readonly ApiFieldError[];
  /** On a 429: how long to wait (also the Retry-After header), for a page to say in its language. */
  readonly retryAfterSeconds?: number;
}

/**
 * How a call failed without an answer (shell spec §8 names these labels for the logs):
 * 'Network Error' the connection failed or dropped; 'Request aborted' the caller cancelled;
 * 'zero-timeout' no answer within the request time-out.
 */
export type TransportLabel = 'Network Error' | 'Request aborted' | 'zero-timeout';

export interface ApiRequestErrorInit {
  readonly operation: string;
  readonly method: string;
  readonly url: string;
  readonly traceId: string;
  /** 0 when there was no answer. */
  readonly status: number;
  readonly body?: ApiErrorBody;
  readonly label?: TransportLabel;
  readonly cause?: unknown;
}

/** A call that failed: an HTTP error answer, or no answer at all (then `label` says why). */
export class ApiRequestError extends Error {
  readonly operation: string;
  readonly method: string;
  readonly url: string;
  readonly traceId: string;
  readonly status: number;
  readonly code: string;
  readonly pxRefId?: string;
  readonly fieldErrors?: readonly ApiFieldError[];
  readonly retryAfterSeconds?: number;
  readonly label?: TransportLabel;

  constructor(init: ApiRequestErrorInit) {
    super(
      init.label ??
        init.body?.message ??
        `${init.method} ${init.url} answered ${init.status} without an error body.`,
      { cause: init.cause },
    );
    this.name = 'ApiRequestError';
    this.operation = init.operation;
    this.method = init.method;
    this.url = init.url;
    this.traceId = init.traceId;
    this.status = init.status;
    this.code = init.body?.code ?? init.label ?? `HTTP_${init.status}`;
    if (init.body?.pxRefId !== undefined) this.pxRefId = init.body.pxRefId;
    if (init.body?.field_errors !== undefined) this.fieldErrors = init.body.field_errors;
    const wait = init.body?.retryAfterSeconds;
    if (typeof wait === 'number' && Number.isFinite(wait) && wait > 0)
      this.retryAfterSeconds = wait;
    if (init.label !== undefined) this.label = init.label;
  }

  /** The fields the spec says to log (shell spec §8): code, message, pxRefId, status, field_errors. */
  logFields(): Record<string, unknown> {
    return {
      operation: this.operation,
      method: this.method,
      url: this.url,
      traceId: this.traceId,
      code: this.code,
      message: this.message,
      status: this.status,
      ...(this.pxRefId !== undefined ? { pxRefId: this.pxRefId } : {}),
      ...(this.fieldErrors !== undefined ? { field_errors: this.fieldErrors } : {}),
    };
  }
}

/**
 * A client-side validation failure: rejected before any call is made, with an error named after
 * its message, as the specs require (shell spec §8, catalogue spec §8).
 */
export class ApiValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = message;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
