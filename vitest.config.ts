import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { FileTimingReporter } from './scripts/lib/suiteTimings';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
/** Set by `npm test`: each file's set-up and test time goes there (scripts/lib/suiteTimings.ts). */
const timingsDir = process.env.SUITE_TIMINGS_DIR;

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
    ...(timingsDir ? { reporters: ['default', new FileTimingReporter(repoRoot, timingsDir)] } : {}),
  },
});
