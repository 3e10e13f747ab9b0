import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { toFieldErrors } from '../http/schema-validation.ts';

/**
 * Routes whose spec names the message for bad input ("Invalid getPathRedirect parameters
 * supplied", catalogue spec §8) validate with `attachValidation: true` and call this: the schema's
 * field errors are kept, the message is the spec's.
 */
export function assertValid(request: FastifyRequest, message: string): void {
  const error = request.validationError as
    (Error & { validation?: unknown[]; validationContext?: string }) | undefined;
  if (!error) return;
  const fieldErrors = error.validation
    ? toFieldErrors(error.validation as never, error.validationContext ?? 'body')
    : [{ field: 'body', code: 'invalid', message: error.message }];
  throw invalid(message, fieldErrors);
}

export function invalid(message: string, fieldErrors: readonly FieldError[]): ApiError {
  return new ApiError(400, 'VALIDATION_ERROR', message, fieldErrors);
}
