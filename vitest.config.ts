import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/api/**/*.test.ts',
    ],
    // The build tests run astro build several times.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    environment: 'node',
  },
});
