import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file starts real anvil chains and the staleness test runs the Solidity compiler.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
