/** The API's error body (DESIGN §6): `{ code, message, status, field_errors? }`. */
export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  readonly status: number;
  readonly field_errors?: readonly FieldError[];
  /** On a 429: how long to wait, also sent as Retry-After, so a page can say it in any language. */
  readonly retryAfterSeconds?: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: readonly FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      status: this.status,
      ...(this.fieldErrors ? { field_errors: this.fieldErrors } : {}),
      ...(this.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: this.retryAfterSeconds }
        : {}),
    };
  }
}

/** 429 with the wait in seconds (body and Retry-After header). */
export function tooMany(code: string, message: string, retryAfterSeconds: number): ApiError {
  return new ApiError(429, code, message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
}

export const badRequest = (code: string, message: string, fieldErrors?: readonly FieldError[]) =>
  new ApiError(400, code, message, fieldErrors);
export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** A 400 naming one field, for rules JSON Schema cannot express. */
export function fieldError(field: string, code: string, message: string): ApiError {
  return badRequest('VALIDATION_ERROR', message, [{ field, code, message }]);
}
