import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'devnet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test starts three real anvil chains and deploys to them.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
