import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
/** Set by `npm test`: each file's set-up and test time goes there (scripts/lib/suiteTimings.ts). */
const timingsDir = process.env.SUITE_TIMINGS_DIR;

/**
 * Files that start before the others of their project, in this order. Vitest starts the largest
 * files first when it has no durations of an earlier run (a clean clone never has), and a file
 * that is short but runs for minutes would then start last and hold the whole step up alone.
 * Add a file here when `npm test`'s slowest-files table shows it finishing last.
 */
const START_FIRST = [
  // The reorg matrix (4-5 min each on a busy machine): three lines each, its cases elsewhere.
  /reorgMatrix\.chain\.test\.ts$/,
  /reorgMatrix\.postgres\.chain\.test\.ts$/,
  // The e2e route sweeps (2-3 min each) are short files: by size they would start last.
  /header\.e2e\.test\.ts$/,
  /a11y\.e2e\.test\.ts$/,
  /activity\.e2e\.test\.ts$/,
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = START_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
      return index < 0 ? START_FIRST.length : index;
    };
    // Stable: the projects keep Vitest's order, and every other file its place.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => {
        if (a.file.project.name !== b.file.project.name) return a.index - b.index;
        return rank(a.file) - rank(b.file) || a.index - b.index;
      })
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/contracts',
      'packages/devnet',
      'apps/api',
      'apps/api/vitest.isolated.config.ts',
      'apps/web',
      'scripts',
      'e2e',
      'e2e/vitest.cluster.config.ts',
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which then sits idle while a file waits for anvil, PostgreSQL or a timer. One more worker
    // than cores keeps both busy (the e2e project sets its own count: E2E_WORKERS).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongFilesFirst },
    // By path, not imported: the config then loads without Vite bundling a local import.
    ...(timingsDir
      ? {
          reporters: ['default', ['./scripts/lib/fileTimingReporter.ts', { repoRoot, dir: timingsDir }]],
        }
      : {}),
  },
});
