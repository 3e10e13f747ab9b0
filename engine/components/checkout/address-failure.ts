import { isApiRequestError } from '../../api/index.ts';
import { problemsOfApiErrors } from '../../domain/address/address-form.ts';
import type { AddressProblems } from '../../domain/address/address-form.ts';

/**
 * A form with an address that the API refused: its field errors placed on the form's fields (each
 * API field named as the form knows it by `fieldOf`), and the alert the form shows when something
 * could not be placed: too many attempts, or a generic error.
 */
export function addressFailure(
  failure: unknown,
  fieldOf: (apiField: string) => string,
): { problems: AddressProblems; alert?: string } {
  const errors = isApiRequestError(failure) ? (failure.fieldErrors ?? []) : [];
  const placed = problemsOfApiErrors(
    errors.map((error) => ({ ...error, field: fieldOf(error.field) })),
  );
  if (Object.keys(placed.problems).length > 0 && placed.unplaced === 0) {
    return { problems: placed.problems };
  }
  const tooMany = isApiRequestError(failure) && failure.status === 429;
  return {
    problems: placed.problems,
    alert: tooMany ? 'modals.form.tooManyAttempts' : 'errors.generic',
  };
}
