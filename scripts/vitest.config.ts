import { defineProject } from 'vitest/config';

/** The scripts' own helpers (scripts/lib), e.g. how `npm test` runs its steps. */
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['lib/**/*.test.ts'],
    // A bound, not a wait: these tests start Node processes one after another (runSteps), and on a
    // loaded 2-core machine each start took seconds: two tests passed Vitest's 5 s default (issue 38).
    testTimeout: 30_000,
  },
});
