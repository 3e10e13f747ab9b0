import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../engine/api/call-api.ts';
import { createGuestToken } from '../../../engine/api/calls/auth.ts';
import { getContentEntries, getPersonalizedContent } from '../../../engine/api/calls/content.ts';
import { startApi } from '../api/harness.ts';
import type { TestApi } from '../api/harness.ts';
import { START_TIMEOUT_MS, armFault, clearFaults, clientFor } from './setup.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
}, START_TIMEOUT_MS);
afterEach(() => clearFaults(api));
afterAll(() => api.close());

const ENTRIES_PATH = '/content/v1/an-us/entries';

describe('502 on content entries falls back (shell spec §7, §8)', () => {
  it('answers from the injected direct content-service call, given the URL', async () => {
    const contentFallback = vi.fn(async () => ({
      total: 0,
      skip: 0,
      limit: 0,
      items: [],
      includes: { Entry: [] },
    }));
    const { client, sent } = clientFor(api, { contentFallback });
    await armFault(api, { pathPrefix: ENTRIES_PATH, fault: '502', times: 1 });

    await expect(
      callApi(client, getContentEntries, { contentType: 'page', slug: 'home' }),
    ).resolves.toMatchObject({ total: 0 });

    expect(contentFallback).toHaveBeenCalledWith(
      `${api.url}${ENTRIES_PATH}?content_type=page&slug=home`,
    );
    expect(sent).toHaveLength(1);
  });

  it('without a fallback, asks once more for the direct content service and gets the entry', async () => {
    const { client, sent } = clientFor(api);
    await armFault(api, { pathPrefix: ENTRIES_PATH, fault: '502', times: 1 });

    const entries = await callApi(client, getContentEntries, { contentType: 'page', slug: 'home' });

    expect(entries.items).toHaveLength(1);
    expect(entries.items[0]?.fields).toMatchObject({ slug: 'home' });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.headers.has('x-urbn-content-source')).toBe(false);
    expect(sent[1]?.headers.get('x-urbn-content-source')).toBe('direct');
  });

  it('falls back once only: a second 502 is rejected', async () => {
    const { client, sent } = clientFor(api);
    await armFault(api, { pathPrefix: ENTRIES_PATH, fault: '502', times: 2 });
    await expect(
      callApi(client, getContentEntries, { contentType: 'page', slug: 'home' }),
    ).rejects.toMatchObject({ status: 502 });
    expect(sent).toHaveLength(2);
  });

  it('does not fall back for other content calls', async () => {
    const { client, sent } = clientFor(api);
    await callApi(client, createGuestToken, {});
    sent.length = 0;
    await armFault(api, {
      pathPrefix: '/content/v0/an-us/personalized-content',
      fault: '502',
      times: 1,
    });
    await expect(
      callApi(client, getPersonalizedContent, {
        action: 'PageView',
        queries: [{ contentType: 'page', slug: 'home' }],
      }),
    ).rejects.toMatchObject({ status: 502 });
    expect(sent).toHaveLength(1);
  });
});

describe('personalised content (shell spec §7: 207 is a partial response)', () => {
  it('resolves a 207 with the error of each failed query beside the answered ones', async () => {
    const { client } = clientFor(api);
    await callApi(client, createGuestToken, {});
    const answer = await callApi(client, getPersonalizedContent, {
      action: 'NavigationView',
      queries: [
        { queryId: 'home', contentType: 'page', slug: 'home' },
        { queryId: 'missing', contentType: 'page', slug: 'no-such-page' },
      ],
    });
    expect(answer.results.find((result) => result.queryId === 'home')?.items).toHaveLength(1);
    expect(answer.results.find((result) => result.queryId === 'missing')?.error).toMatchObject({
      status: 404,
      message: 'Contentful Entry not found',
    });
  });
});
