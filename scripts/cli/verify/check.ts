import type { Browser } from 'playwright-core';
import type { CheckFailure } from '../../../engine/domain/brand-verify/verify-report.ts';
import type { ResolvedBrand } from '../../../engine/config/types.ts';
import type { VerifyStore } from './verify-store.ts';

/** What one check of `storefront verify` finds: its failures and what it looked at. */
export interface CheckOutcome {
  readonly failures: readonly CheckFailure[];
  readonly summary: string;
}

/** The brand being verified, as far as verify has got: config, then build, then a server. */
export interface CheckContext {
  readonly brand: ResolvedBrand;
  /** Configs root holding the brand's folder. */
  readonly brandsDir: string;
  /** Where dist/<brand>/ was built. */
  readonly distDir: string;
  readonly store?: VerifyStore;
  /** Debian's Chromium, launched once for the checks that need a browser. */
  browser?(): Promise<Browser>;
  readonly log: (text: string) => void;
}

/** Runs `work` on up to `limit` items at once (pages of a server on a 2-core machine). */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
