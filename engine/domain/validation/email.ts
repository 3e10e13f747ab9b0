import { matchesRule } from './shared.ts';

/**
 * An email address a shopper can be reached at: one @, a local part and a dotted domain, no
 * spaces, at most 254 characters (RFC 5321's path limit). The server decides the rest.
 */
export function isValidEmail(value: string): boolean {
  return matchesRule('email', value);
}
