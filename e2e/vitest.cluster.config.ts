import { defineProject } from 'vitest/config';

/**
 * The cluster test (issue 28): devnet chains and two API processes on one PostgreSQL database
 * (TEST_DATABASE_URL). A project of its own, run by `npm test` as a step of its own
 * (scripts/test.ts says when), and a single worker keeps its two instances the only cluster on
 * the machine.
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
