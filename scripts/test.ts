/**
 * `npm test` — every check: typecheck and lint (at the same time), the web
 * build (the end-to-end tests serve it), unit/component/API/contract tests, the contracts' forge
 * suites (fuzz, invariants, gas snapshot, Solidity lint), end-to-end tests, the cluster test.
 * API tests also run on PostgreSQL when TEST_DATABASE_URL is set.
 * Independent steps overlap (`after` below names what a step waits for): the end-to-end and
 * cluster steps mostly wait for blocks, indexer polls and lease time-outs, so on a 2-core machine
 * the others fill the cores they leave idle. Outputs stay apart: the step started first streams,
 * a later one is printed as a block once those before it end (runSteps, scripts/lib/parallel.ts).
 * A failed step starts nothing after it, the running ones end, and the run fails naming each.
 * At the end it prints each step's wall time (and when it started) and the slowest test files,
 * and records them in .data/test-timings.json for `npm run bench` (scripts/lib/suiteTimings.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Command, runSteps, type ScheduledStep } from './lib/parallel';
import {
  fileTimingsDir,
  formatSuiteTimings,
  readFileTimings,
  type StepTiming,
  suiteTimingsFile,
  writeSuiteTimings,
} from './lib/suiteTimings';
import { webBuildCommand } from './lib/webBuild';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const timingsDir = fileTimingsDir(repoRoot);
rmSync(timingsDir, { recursive: true, force: true });

/** Vitest steps also write each file's timing (vitest.config.ts reads SUITE_TIMINGS_DIR). */
const env = {
  ...process.env,
  SUITE_TIMINGS_DIR: timingsDir,
  // The outputs are piped through runSteps: keep the colours of a terminal.
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};
const npm = (name: string, ...args: string[]): Command => ({
  name,
  command: 'npm',
  args,
  cwd: repoRoot,
  env,
});

const TYPECHECK_AND_LINT = 'typecheck and lint';
const WEB_BUILD = 'web build';
const UNIT = 'unit, component, API and contract tests';
const FORGE = 'contracts: forge';
const E2E = 'end-to-end tests';
const CLUSTER = 'cluster test';

/**
 * The order: typecheck and lint beside the web build; the unit step once the types and lint pass
 * (a type error fails fast); the end-to-end tests after it (both load the cores: together their
 * files would sit at their time-outs). The forge suites run beside the unit step too: it leaves
 * about a fifth of the two cores idle (files waiting for chains and timers, its last files), while
 * the end-to-end step keeps both busy from its first file to its last (issue 38: Chromium
 * renders, three stacks index), so forge's minute of CPU there lengthened the critical path.
 * The cluster test runs beside the unit step, not on the critical path after everything (issue
 * 38: 178 s there): it mostly waits (leases, payouts mined one after the other, ~40 s of CPU in
 * ~100-170 s), and its waits are for states with bounds of a minute or more, which the unit
 * step's load stays far within. Not beside the
 * end-to-end tests: both are timing-sensitive there (leases, indexing waits, pages) and each was
 * seen failing under the other's load (a payout receipt race, an indexing wait past its bound).
 */
const steps: ScheduledStep[] = [
  {
    name: TYPECHECK_AND_LINT,
    commands: [npm('npm run typecheck', 'run', 'typecheck'), npm('npm run lint', 'run', 'lint')],
    after: [],
  },
  { name: WEB_BUILD, commands: [webBuildCommand(repoRoot)], after: [] },
  { name: UNIT, commands: [npm(UNIT, 'run', 'test:unit')], after: [TYPECHECK_AND_LINT] },
  // Fuzz and invariant suites at 1,000 runs each, the gas snapshot, forge lint and solhint.
  {
    name: FORGE,
    commands: [npm(FORGE, 'run', 'forge:check', '-w', '@kingdoms/contracts')],
    after: [TYPECHECK_AND_LINT],
  },
  { name: E2E, commands: [npm(E2E, 'run', 'test:e2e')], after: [WEB_BUILD, UNIT] },
  // Two API instances on PostgreSQL; skipped, saying why, without TEST_DATABASE_URL.
  { name: CLUSTER, commands: [npm(CLUSTER, 'run', 'test:cluster')], after: [TYPECHECK_AND_LINT] },
];

const suiteStarted = Date.now();
const results = await runSteps(steps);
const timings: StepTiming[] = results.map((result) => ({
  name: result.name,
  seconds: result.seconds,
  startSeconds: result.startSeconds,
  ...(result.cpuSeconds === undefined ? {} : { cpuSeconds: result.cpuSeconds }),
  passed: result.outcome === 'passed',
  ...(result.outcome === 'skipped' ? { skipped: true } : {}),
}));
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
const failed = results.filter((result) => result.outcome === 'failed');
if (failed.length > 0) {
  for (const step of failed) console.error(`\n✗ ${step.name} failed.`);
  process.exit(1);
}
console.log('\n✓ all checks passed');
