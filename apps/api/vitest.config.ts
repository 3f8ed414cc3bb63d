import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    // A worker runs its files one after the other in one process and module cache: Fastify, viem,
    // PGlite and the modules load once per worker, not once per file (issue 38: 331 → 189 CPU s
    // for the project on a quiet machine). What the API keeps per process is reset before each
    // file (test/perFile.ts); a suite module shared by files resets its own state in its
    // beforeAll (test/reorgMatrixSuite.ts). Checked in one worker, all files in a row.
    isolate: false,
    setupFiles: ['test/perFile.ts'],
    // Each file boots PGlite from a copied template (~1-2 s) and maybe a PostgreSQL schema.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
