import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/contracts',
      'packages/devnet',
      'apps/api',
      'apps/web',
      'e2e',
      'e2e/vitest.cluster.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which then sits idle while a file waits for anvil, PostgreSQL or a timer. One more worker
    // than cores keeps both busy (the e2e project sets its own count: E2E_WORKERS).
    maxWorkers: availableParallelism() + 1,
  },
});
