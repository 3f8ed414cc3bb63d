/**
 * Where `npm test`'s time goes (issue 38): each step's wall time, and each test file's wall time
 * split into set-up (environment, imports, set-up files, beforeAll/afterAll hooks) and the tests
 * themselves. `npm test` records them in `.data/test-timings.json` and prints them; `npm run
 * bench` (part `suite`) prints the last record against the 12-minute budget.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Issue 38: the whole `npm test`, on a quiet 2-core machine with PostgreSQL. */
export const SUITE_BUDGET_SECONDS = 12 * 60;
/** How many of the slowest files are listed. */
const SLOWEST_FILES = 20;

export interface StepTiming {
  name: string;
  /** The step's own wall time (steps overlap: the total is not their sum). */
  seconds: number;
  /** When it started, in seconds from the start of the run (absent in records before overlap). */
  startSeconds?: number;
  /**
   * CPU seconds (user + system) of the step's processes: what it costs the machine, whatever else
   * ran beside it (absent in older records and where the system does not tell).
   */
  cpuSeconds?: number;
  passed: boolean;
  /** Never started: a step it comes after failed. */
  skipped?: boolean;
}

export interface FileTiming {
  project: string;
  /** Relative to the repository root. */
  file: string;
  /** From the worker picking the file up to its last hook. */
  seconds: number;
  /** Environment, imports, set-up files, and the hooks around the tests. */
  setupSeconds: number;
  /** Of the set-up: the environment, the test file's imports and the set-up files. */
  importSeconds: number;
  /** The tests' own time (their beforeEach/afterEach included). */
  testSeconds: number;
  tests: number;
}

export interface SuiteTimings {
  finishedAt: string;
  totalSeconds: number;
  steps: StepTiming[];
  files: FileTiming[];
}

export const suiteTimingsFile = (repoRoot: string) => path.join(repoRoot, '.data', 'test-timings.json');

/** The folder a Vitest run of `npm test` writes its files' timings to (SUITE_TIMINGS_DIR). */
export const fileTimingsDir = (repoRoot: string) => path.join(repoRoot, '.data', 'test-timings');

/** Every file timing the Vitest runs wrote to `dir`. */
export function readFileTimings(dir: string): FileTiming[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as FileTiming[]);
}

export function writeSuiteTimings(repoRoot: string, timings: SuiteTimings): void {
  mkdirSync(path.dirname(suiteTimingsFile(repoRoot)), { recursive: true });
  writeFileSync(suiteTimingsFile(repoRoot), `${JSON.stringify(timings, null, 2)}\n`);
}

export function readSuiteTimings(repoRoot: string): SuiteTimings | undefined {
  const file = suiteTimingsFile(repoRoot);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SuiteTimings) : undefined;
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
/** m:ss */
const clock = (value: number) =>
  `${Math.floor(value / 60)}:${String(Math.floor(value % 60)).padStart(2, '0')}`;

/** The per-step table, then the slowest files with their set-up and test time. */
export function formatSuiteTimings(timings: SuiteTimings): string {
  const width = Math.max(...timings.steps.map((step) => step.name.length), 'total (wall)'.length);
  const lines = timings.steps.map((step) => {
    if (step.skipped)
      return `  ${step.name.padEnd(width)}  ${'—'.padStart(8)}  not run (a step before it failed)`;
    const from = step.startSeconds === undefined ? '' : `  from ${clock(step.startSeconds)}`;
    const cpu = step.cpuSeconds === undefined ? '' : `  CPU ${seconds(step.cpuSeconds).padStart(8)}`;
    return `  ${step.name.padEnd(width)}  ${seconds(step.seconds).padStart(8)}${from}${cpu}${step.passed ? '' : '  FAILED'}`;
  });
  const cpu = timings.steps.map((step) => step.cpuSeconds);
  const totalCpu = cpu.every((value) => value !== undefined)
    ? `; CPU ${seconds(cpu.reduce((sum: number, value) => sum + value, 0))} in all`
    : '';
  lines.push(
    `  ${'total (wall)'.padEnd(width)}  ${seconds(timings.totalSeconds).padStart(8)}  (budget ${SUITE_BUDGET_SECONDS / 60} min; steps overlap${totalCpu})`,
  );
  const slowest = [...timings.files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_FILES);
  if (slowest.length > 0) {
    lines.push(
      '',
      `  The ${slowest.length} slowest test files (wall time = set-up [of which imports] + tests):`,
    );
    for (const file of slowest) {
      lines.push(
        `  ${seconds(file.seconds).padStart(8)} = ${seconds(file.setupSeconds).padStart(7)} [${seconds(file.importSeconds ?? 0).padStart(7)}] + ${seconds(file.testSeconds).padStart(7)}  ${file.project} ${file.file} (${file.tests} tests)`,
      );
    }
  }
  return lines.join('\n');
}
