import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Unit tests never reach the network: nothing here may need it.
    restoreMocks: true,
  },
});
