import { readFileSync } from 'node:fs';
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

/** Vitest's seeded shuffle (its RandomSequencer's, which `vitest/node` does not export). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let next = seed;
  for (let length = result.length; length; next++) {
    const x = Math.sin(next) * 1e4;
    const index = Math.floor((x - Math.floor(x)) * length--);
    [result[length], result[index]] = [result[index] as T, result[length] as T];
  }
  return result;
}

/** A file's test environment as Vitest reads it: its `@vitest-environment` comment, else the project's. */
function environmentOf(file: TestSpecification): string {
  const code = readFileSync(file.moduleId, 'utf8');
  return /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(code)?.[1] ?? file.project.config.environment;
}

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // `--sequence.shuffle`: the files in a random order of Vitest's seed (printed; `--sequence.seed`
    // repeats it), each project's still together, to find tests that depend on the files before.
    const { shuffle, seed } = this.ctx.config.sequence;
    const ordered = shuffle ? shuffled(files, seed ?? Date.now()) : await super.sort(files);
    const rank = (file: TestSpecification) => {
      if (shuffle) return 0;
      const index = START_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
      return index < 0 ? START_FIRST.length : index;
    };
    const projects = new Map<string, number>();
    // A project whose workers run several files (isolate: false, the web project) keeps its files
    // of one environment together: a worker is kept for the next file only if that file's
    // environment is the same (jsdom, node), and is torn down and started again otherwise.
    // The environments come in the order of their first file (Vitest's longest first, or the shuffle's).
    const environments = new Map<string, number>();
    const groupOf = (file: TestSpecification) => {
      if (file.project.config.isolate) return 0;
      const key = `${file.project.name} ${environmentOf(file)}`;
      if (!environments.has(key)) environments.set(key, environments.size);
      return environments.get(key) as number;
    };
    // Stable: the projects keep their order (Vitest's, or the shuffle's first file of each), and
    // every other file its place.
    return ordered
      .map((file, index) => {
        if (!projects.has(file.project.name)) projects.set(file.project.name, projects.size);
        return { file, index, project: projects.get(file.project.name) as number, group: groupOf(file) };
      })
      .sort(
        (a, b) =>
          a.project - b.project || a.group - b.group || rank(a.file) - rank(b.file) || a.index - b.index,
      )
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
