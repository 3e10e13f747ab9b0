import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../http/errors.ts';
import { badRequest } from '../http/errors.ts';
import { toFieldErrors } from '../http/schema-validation.ts';

/**
 * Where a spec names the message a validation failure carries ("Invalid submitBISNform parameters
 * supplied", "Invalid parameters for contact us"...), a route sets `attachValidation: true` and
 * calls this first, so the schema's failures answer 400 VALIDATION_ERROR with that message and the
 * field errors.
 */
export function rejectInvalid(request: FastifyRequest, message: string): void {
  const error = request.validationError;
  if (!error) return;
  throw badRequest(
    'VALIDATION_ERROR',
    message,
    toFieldErrors(error.validation ?? [], error.validationContext ?? 'body'),
  );
}

/** A rule the schema cannot express, failed, answered with the spec's message. */
export function invalid(message: string, ...fieldErrors: FieldError[]) {
  return badRequest('VALIDATION_ERROR', message, fieldErrors);
}
