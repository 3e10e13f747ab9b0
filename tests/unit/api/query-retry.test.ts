import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../engine/api/index.ts';
import { retryQuery } from '../../../engine/api/query-retry.ts';

const apiError = (status: number) =>
  new ApiRequestError({
    operation: 'getContentEntries',
    method: 'GET',
    url: '/x',
    traceId: 't',
    status,
  });

// shell spec §8 (a 404 is a redirect lookup then the 404 page, not a retry); issue 13: a retried
// 404 cost every client navigation to a category a second.
describe('a failed query is retried once, never for a 4xx answer (shell spec §8, issue 13)', () => {
  it.each([
    { case: '404 not found', failures: 0, error: apiError(404), retry: false },
    { case: '400 bad request', failures: 0, error: apiError(400), retry: false },
    { case: '401 unauthorized', failures: 0, error: apiError(401), retry: false },
    { case: '500 server error, first failure', failures: 0, error: apiError(500), retry: true },
    { case: '502 bad gateway, first failure', failures: 0, error: apiError(502), retry: true },
    { case: 'no answer (status 0), first failure', failures: 0, error: apiError(0), retry: true },
    { case: 'a plain error, first failure', failures: 0, error: new Error('x'), retry: true },
    { case: '500, second failure', failures: 1, error: apiError(500), retry: false },
  ])('$case: retry $retry', ({ failures, error, retry }) => {
    expect(retryQuery(failures, error)).toBe(retry);
  });
});
