import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSsr } from './ssr-harness.ts';
import type { SsrHarness } from './ssr-harness.ts';

/**
 * A render leaves nothing running behind it: a query that keeps its data for a while in the
 * browser (the guest order pages keep a found order for half an hour) must not leave that timer
 * on the server, where it kept one-shot commands such as `storefront verify` alive for minutes
 * after their report (DESIGN §4, one request one render; engine/app/ssr/render-page.tsx).
 */
let ssr: SsrHarness;

const timers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

beforeAll(async () => {
  ssr = await startSsr(['anthropologie']);
  // Whatever the API and the renderer start once (caches, limiters) is started before counting.
  for (const path of ['/', '/order-inquiry', '/order-tracking'])
    await ssr.get('anthropologie', path);
}, 180_000);

afterAll(() => ssr?.close());

describe('server renders', () => {
  it('leave no timer running once the page is rendered', async () => {
    const before = timers();
    for (let round = 0; round < 3; round += 1) {
      for (const path of [
        '/order-inquiry',
        '/order-tracking',
        '/order-pickup',
        '/order-payments',
      ]) {
        const page = await ssr.get('anthropologie', path);
        expect(page.status, path).toBe(200);
      }
    }
    expect(timers()).toBeLessThanOrEqual(before);
  });
});
