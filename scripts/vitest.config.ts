import { defineProject } from 'vitest/config';

/** The scripts' own helpers (scripts/lib), e.g. how `npm test` runs its steps. */
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['lib/**/*.test.ts'],
  },
});
