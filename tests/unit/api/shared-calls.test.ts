import { describe, expect, it } from 'vitest';
import { ALL_CALLS } from '../../../engine/api/calls/all.ts';
import { isShareable, sharedCallKey } from '../../../engine/app/ssr/shared-calls.ts';
import type { TransportRequest } from '../../../engine/api/index.ts';

/** The reads a POST makes by design (schemas/api): they change nothing. */
const POST_READS = new Set(['getNavigationItem', 'getPaginatedAndSortedProducts']);

/** Issue 9 Deliver §2: the sub-request cache holds only answers that are the same for everyone. */
describe('shared calls (issue 9)', () => {
  it("only public reads are shared: never a shopper's call, a write or an invalidating call", () => {
    const shared = ALL_CALLS.filter((call) => call.shared);
    expect(shared.map((call) => call.operation)).toEqual(
      expect.arrayContaining(['getProducts', 'getContentEntries', 'getPaginatedAndSortedProducts']),
    );
    for (const call of shared) {
      expect({ operation: call.operation, audience: call.audience }).toEqual({
        operation: call.operation,
        audience: 'public',
      });
      expect(call.invalidates).toBeUndefined();
      expect(call.method === 'GET' || POST_READS.has(call.operation)).toBe(true);
    }
  });

  const request = (overrides: Partial<TransportRequest> = {}): TransportRequest => ({
    url: 'http://api/catalog/v0/an-us/categories/dresses/tiles',
    method: 'POST',
    headers: {
      'x-urbn-site-id': 'an-us',
      'x-urbn-language': 'en-US',
      'x-urbn-currency': 'USD',
      'x-urbn-trace-id': 'a1',
      'x-urbn-time': '2026-01-01T00:00:00.000Z',
    },
    body: '{"skip":0}',
    timeoutMs: 1000,
    signal: undefined,
    ...overrides,
  });

  it("keys by method, URL, body and the site's headers, not by trace id or time", () => {
    const key = sharedCallKey(request());
    expect(
      sharedCallKey(
        request({ headers: { ...request().headers, 'x-urbn-trace-id': 'b2', 'x-urbn-time': 'x' } }),
      ),
    ).toBe(key);
    expect(sharedCallKey(request({ body: '{"skip":72}' }))).not.toBe(key);
    expect(
      sharedCallKey(request({ headers: { ...request().headers, 'x-urbn-language': 'fr-FR' } })),
    ).not.toBe(key);
    expect(
      sharedCallKey(request({ headers: { ...request().headers, 'x-urbn-currency': 'EUR' } })),
    ).not.toBe(key);
  });

  it('keeps only a plain 200 that sets no cookie and allows storing', () => {
    const ok = (status: number, headers: Record<string, string> = {}) =>
      ({ ok: true, status, body: {}, headers: new Headers(headers) }) as const;
    expect(isShareable(ok(200))).toBe(true);
    expect(isShareable(ok(404))).toBe(false);
    expect(isShareable(ok(200, { 'set-cookie': 'sf_token=x' }))).toBe(false);
    expect(isShareable(ok(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isShareable(ok(200, { 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isShareable({ ok: false, label: 'Network Error', cause: undefined })).toBe(false);
  });
});
