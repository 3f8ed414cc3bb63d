import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure rules with no state between files: a worker runs its files in one module cache.
    isolate: false,
  },
});
