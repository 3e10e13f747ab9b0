import { isApiRequestError } from './errors.ts';

/**
 * Whether a failed query is tried again: once, and never for an answer the same request would get
 * again (a 4xx: not found, bad request, unauthorized...). Retrying those only cost the shopper the
 * retry's delay, a second on every category that was first looked up as a content page (issue 13).
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(isApiRequestError(error) && error.status >= 400 && error.status < 500);
}
