import { defineConfig } from 'vitest/config';
import { stringBundlesPlugin } from './engine/build/string-bundle-file.ts';

/**
 * Vitest's settings (brand builds use their own config: engine/build/vite-config.ts). Three
 * projects, run in this order by `npm test`:
 * - unit: no server, database, build or child process; seconds, for fast feedback (its npm
 *   script runs it without per-file isolation: one module graph per worker, a third of the time);
 * - integration: the API on PGlite, SSR against it, servers, builds and the CLI;
 * - e2e: Playwright in Debian's Chromium against the built bundles.
 * `npm test` runs integration and e2e in one Vitest run, so they share its artifacts
 * (tests/setup-global.ts: the database snapshots and the app build are made once).
 */
export default defineConfig({
  // A locale file's `?bundle=` imports load that bundle's strings, as in a brand's build.
  plugins: [stringBundlesPlugin()],
  test: {
    restoreMocks: true,
    poolOptions: {
      // Unit files in two threads (one module graph each, `--no-isolate`): with one, the second
      // core idles while the first loads modules.
      threads: { maxThreads: 2, minThreads: 1 },
      // Each integration and e2e file in a process of its own, two at a time: a file spends much
      // of its time waiting on its servers, child processes and the browser.
      forks: { maxForks: 2, minForks: 1 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup-browser.ts'],
          // The first test of a thread to validate a brand or load the API compiles their schemas
          // (1 to 2 s alone); the 5 s default fails it when other suites share the two cores.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/setup-global.ts'],
          // Real servers and databases on a shared two-core machine: a request-heavy test takes
          // seconds when other suites run, so the 5 s default fails tests that are not wrong.
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup-global.ts'],
          hookTimeout: 300_000,
          // expect.poll waits on a real browser: its 1 s default failed a page still hydrating
          // its chunks while the rest of the suite shared the two cores. A poll still fails
          // when the state never comes; it only waits longer before saying so.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
