import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import type { ErrorBody } from './errors.ts';
import { toFieldErrors } from './schema-validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a failed request answered, for the one log line of a 5xx (see failure-log.ts). */
    failure?: { readonly code: string; readonly error?: unknown };
  }
}

/**
 * Every failure leaves as `{ code, message, status, field_errors?, retryAfterSeconds? }`; internals
 * are only logged, once, by failure-log.ts when the response has gone. Expected 4xx are answers,
 * not errors: they are not logged.
 */
export function errorHandler(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body = toErrorBody(error);
  request.failure = { code: body.code, error };
  if (body.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(body.retryAfterSeconds));
  }
  void reply.status(body.status).send(body);
}

function toErrorBody(error: FastifyError | ApiError): ErrorBody {
  if (error instanceof ApiError) return error.toBody();
  if (error.validation) {
    const fieldErrors = toFieldErrors(error.validation as never, error.validationContext ?? 'body');
    return {
      code: 'VALIDATION_ERROR',
      message: fieldErrors.map((entry) => entry.message).join('; ') || 'The request is not valid.',
      status: 400,
      field_errors: fieldErrors,
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'INVALID_JSON', message: 'The body is not valid JSON.', status: 400 };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.', status: 413 };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the body as application/json.',
        status: 415,
      };
    default:
      break;
  }
  if (error.statusCode && error.statusCode < 500) {
    return { code: error.code ?? 'BAD_REQUEST', message: error.message, status: error.statusCode };
  }
  return {
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side. Please try again.',
    status: 500,
  };
}
