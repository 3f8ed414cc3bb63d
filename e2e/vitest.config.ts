import { defineProject } from 'vitest/config';

/**
 * End-to-end tests: one real stack (three anvil chains, contracts, API on a fresh PGlite, the
 * built web app) is started once by the global setup; each test file drives Debian's Chromium.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./harness/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Pages load code-split chunks; on a busy 2-core machine that can take a few seconds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
