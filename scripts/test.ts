/**
 * `npm test` — every check, in order, stopping at the first failure: typecheck and lint (at the
 * same time: tsc is single-threaded), the web build (the end-to-end tests serve it),
 * unit/component/API/contract tests, the contracts' forge suites (fuzz, invariants, gas snapshot,
 * Solidity lint), end-to-end tests, the cluster test.
 * API tests also run on PostgreSQL when TEST_DATABASE_URL is set.
 * At the end (or at the failure) it prints each step's time and the slowest test files, and
 * records them in .data/test-timings.json for `npm run bench` (scripts/lib/suiteTimings.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInParallel } from './lib/parallel';
import {
  fileTimingsDir,
  formatSuiteTimings,
  readFileTimings,
  type StepTiming,
  suiteTimingsFile,
  writeSuiteTimings,
} from './lib/suiteTimings';
import { buildWeb } from './lib/webBuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Step {
  name: string;
  run: () => number | null | Promise<number | null>;
}

const timingsDir = fileTimingsDir(repoRoot);
rmSync(timingsDir, { recursive: true, force: true });

/** Vitest steps also write each file's timing (vitest.config.ts reads SUITE_TIMINGS_DIR). */
const npm =
  (...args: string[]) =>
  () =>
    spawnSync('npm', args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, SUITE_TIMINGS_DIR: timingsDir },
    }).status;

const steps: Step[] = [
  {
    name: 'typecheck and lint',
    run: async () => {
      const results = await runInParallel(
        ['typecheck', 'lint'].map((script) => ({
          name: `npm run ${script}`,
          command: 'npm',
          args: ['run', script],
          cwd: repoRoot,
        })),
      );
      return results.every((result) => result.status === 0) ? 0 : 1;
    },
  },
  {
    name: 'web build',
    run: () => {
      buildWeb(repoRoot);
      return 0;
    },
  },
  { name: 'unit, component, API and contract tests', run: npm('run', 'test:unit') },
  // Fuzz and invariant suites at 1,000 runs each, the gas snapshot, forge lint and solhint.
  { name: 'contracts: forge', run: npm('run', 'forge:check', '-w', '@kingdoms/contracts') },
  { name: 'end-to-end tests', run: npm('run', 'test:e2e') },
  // Two API instances on PostgreSQL; skipped, saying why, without TEST_DATABASE_URL.
  { name: 'cluster test', run: npm('run', 'test:cluster') },
];

const suiteStarted = Date.now();
const timings: StepTiming[] = [];

/** Prints and records the step times and the slowest files so far. */
function reportTimings(): void {
  const record = {
    finishedAt: new Date().toISOString(),
    totalSeconds: (Date.now() - suiteStarted) / 1000,
    steps: timings,
    files: readFileTimings(timingsDir),
  };
  writeSuiteTimings(repoRoot, record);
  console.log(
    `\nStep times (recorded in ${path.relative(repoRoot, suiteTimingsFile(repoRoot))}):\n${formatSuiteTimings(record)}`,
  );
}

for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name}`);
  let status: number | null;
  try {
    status = await step.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    status = 1;
  }
  timings.push({ name: step.name, seconds: (Date.now() - started) / 1000, passed: status === 0 });
  if (status !== 0) {
    reportTimings();
    console.error(`\n✗ ${step.name} failed.`);
    process.exit(status ?? 1);
  }
}
reportTimings();
console.log('\n✓ all checks passed');
