import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // Each file boots PGlite from a copied template (~1-2 s) and maybe a PostgreSQL schema.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
