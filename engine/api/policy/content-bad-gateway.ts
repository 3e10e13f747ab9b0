import type { PolicyRule } from './types.ts';

export const CONTENT_SOURCE_HEADER = 'x-urbn-content-source';

/**
 * A 502 on content entries falls back to a direct content-service call (shell spec §7, §8): the
 * injected fallback when there is one, else the same call once more marked
 * x-urbn-content-source: direct, for a gateway to send straight to the content service. (A
 * query flag would not do: the entries query schema admits only the master and preview
 * environments.) Only the content entries call declares it (calls/content.ts).
 */
export const contentBadGateway: PolicyRule = {
  name: 'content-bad-gateway',
  async decide({ error, call, retriedBy }, context) {
    if (error.status !== 502 || retriedBy.has('content-bad-gateway')) return undefined;
    context.logger.warn('Content service answered 502; using the direct fallback', {
      url: error.url,
    });
    if (context.contentFallback) {
      return { kind: 'resolve', value: await context.contentFallback(context.url(call)) };
    }
    return {
      kind: 'retry',
      call: { ...call, headers: { ...call.headers, [CONTENT_SOURCE_HEADER]: 'direct' } },
    };
  },
};
