import { defineConfig } from 'vitest/config';

/**
 * Vitest's settings (brand builds use their own config: engine/build/vite-config.ts). Three
 * projects, run in this order by `npm test`:
 * - unit: no server, database, build or child process; seconds, for fast feedback (its npm
 *   script runs it without per-file isolation: one module graph per worker, a third of the time);
 * - integration: the API on PGlite, SSR against it, servers, builds and the CLI;
 * - e2e: Playwright in Debian's Chromium against the built bundles.
 */
export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/setup-global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup-global.ts'],
        },
      },
    ],
  },
});
