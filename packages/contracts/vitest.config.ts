import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A worker runs its files one after the other in one module cache: viem, solc and the
    // artifacts load once per worker, not once per file (issue 38: 37 s of a run's imports).
    // The files keep no state between them beyond what they clean up (anvils, temporary folders).
    isolate: false,
    // Each file starts real anvil chains and the staleness test runs the Solidity compiler.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
