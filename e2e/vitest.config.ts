import { defineProject } from 'vitest/config';

/**
 * How many e2e files run at once (E2E_WORKERS, default 3). Each worker gets a whole stack of its
 * own (three anvil chains, the API; Chromium per file): most of a file's time is spent waiting for
 * chains, the indexer, timers and the page, so a 2-core machine still has room for a third (the
 * whole suite 445 → 367 s here, measured with two and three). A fourth does not pay (issue 38):
 * in `npm test` the step then took 507 s against 492 s with three, because the cores are already
 * saturated (Chromium rendering, the stacks' indexers), and a fourth stack only adds its own load.
 */
function e2eWorkers(raw = process.env.E2E_WORKERS): number {
  if (raw === undefined || raw === '') return 3;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 8) {
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, not "${raw}"`);
  }
  return value;
}

/**
 * End-to-end tests: the global setup starts one real stack (three anvil chains, contracts, API
 * on a fresh PGlite, the built web app) per worker; each test file drives Debian's Chromium
 * against its worker's stack (harness/workerStack.ts). E2E_WORKERS=1 runs the files one by one.
 */
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./harness/globalSetup.ts'],
    setupFiles: ['./harness/workerStack.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: e2eWorkers(),
    // After the other projects when all run in one `vitest run` (their worker count differs).
    sequence: { groupOrder: 1 },
    // Pages load code-split chunks; on a busy 2-core machine that can take a few seconds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
