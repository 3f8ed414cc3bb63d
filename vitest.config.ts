import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    // By path, not imported: the config then loads without Vite bundling a local import.
    ...(timingsDir
      ? {
          reporters: ['default', ['./scripts/lib/fileTimingReporter.ts', { repoRoot, dir: timingsDir }]],
        }
      : {}),
  },
});
