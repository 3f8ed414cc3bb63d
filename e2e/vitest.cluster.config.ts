import { defineProject } from 'vitest/config';

/**
 * The cluster test (issue 28): devnet chains and two API processes on one PostgreSQL database
 * (TEST_DATABASE_URL). A project of its own, run by `npm test` after the end-to-end files, so its
 * processes never compete with the e2e stacks for this machine's two cores.
 */
export default defineProject({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['cluster/**/*.test.ts'],
    testTimeout: 420_000,
    hookTimeout: 240_000,
    maxWorkers: 1,
  },
});
