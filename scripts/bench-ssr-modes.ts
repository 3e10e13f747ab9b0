import type { StorefrontServerOptions } from '../engine/server/create-server.ts';

/** The server configurations `npm run bench:ssr` compares (scripts/bench-ssr-server.ts). */
export const BENCH_MODES = ['uncached', 'subrequest', 'render-only', 'page-cache'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

export const MODE_CACHES: Record<
  BenchMode,
  Pick<StorefrontServerOptions, 'subRequestCache' | 'pageCache'>
> = {
  uncached: { subRequestCache: false, pageCache: false },
  subrequest: { subRequestCache: true, pageCache: false },
  'render-only': {
    subRequestCache: { ttlMs: Number.POSITIVE_INFINITY, maxEntries: 100_000 },
    pageCache: false,
  },
  'page-cache': { subRequestCache: true, pageCache: true },
};
