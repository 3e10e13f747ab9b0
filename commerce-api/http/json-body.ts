import { ApiError } from './errors.ts';

/** No payload of the API nests deeper than 8; 32 leaves room and stays far from any stack. */
export const MAX_JSON_DEPTH = 32;
/** The largest payload (a registry's 50 items) has a few hundred keys. */
export const MAX_JSON_KEYS = 5000;

/**
 * Parses a JSON body after measuring it (DESIGN §8: JSON depth and key counts bounded before use).
 * One pass over the text counts nesting and object keys outside strings, without recursion, so a
 * 10,000-level body is refused with a 400 before JSON.parse, the unsafe-key check or the schema
 * validator walk it.
 */
export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  measure(text);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON.');
  }
}

function measure(text: string): void {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) {
        throw new ApiError(
          400,
          'JSON_TOO_DEEP',
          `The body nests objects and arrays deeper than ${MAX_JSON_DEPTH} levels.`,
        );
      }
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
    else if (char === 0x3a) {
      // A colon outside a string follows exactly one object key.
      keys += 1;
      if (keys > MAX_JSON_KEYS) {
        throw new ApiError(
          400,
          'JSON_TOO_MANY_KEYS',
          `The body has more than ${MAX_JSON_KEYS} object keys.`,
        );
      }
    }
  }
}
