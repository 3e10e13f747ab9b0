import { fieldError } from '../http/errors.ts';

/** Length is in the schemas (8-200); a letter and a digit are checked here, with words for it. */
export function assertStrongPassword(password: string, field: string): void {
  if (!/[A-Za-z]/.test(password) || !/[0-9]/.test(password)) {
    throw fieldError(
      field,
      'PASSWORD_TOO_WEAK',
      'Use at least 8 characters with a letter and a number.',
    );
  }
}
