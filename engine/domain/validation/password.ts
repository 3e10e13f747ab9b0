/** A new password (the API's rule, schemas/api Registration): 8 characters, a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export function isAcceptablePassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value);
}
