import { defineConfig } from 'vitest/config';

/**
 * Vite drives the per-brand builds (client bundle and SSR entry under dist/<brand>/, added with the
 * engine issue) and Vitest reads its test settings from here.
 */
export default defineConfig({
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
      'tests/api/**/*.test.ts',
      'tests/e2e/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
  },
});
