import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLcov, parsePropertyRuns, percent } from '@kingdoms/contracts/coverage';
import { FORGE_DIR, runForgeSync } from '@kingdoms/contracts/forge';
import type { Budgets } from './budgets';

/** Issue 40: each fuzz test and invariant of the forge suites runs this often in the bench. */
const BENCH_RUNS = 10_000;
/** Issue 40: coverage of each contract that holds or mints value. */
const LINE_BUDGET_PERCENT = 95;
const BRANCH_BUDGET_PERCENT = 90;
/** Contracts only tests deploy (contracts/test/) carry no value and no budget. */
const isBudgeted = (file: string) => file.startsWith('contracts/') && !file.startsWith('contracts/test/');

/**
 * The forge suites in two passes:
 * 1. `forge test` at the bench profile of packages/contracts/foundry.toml (10,000 runs per fuzz test
 *    and per invariant), optimised as deployed: the runs each property made and the time.
 * 2. `forge coverage` at the default profile (the 1,000 runs of `npm test`): line and branch
 *    coverage per contract against the budget.
 * Coverage turns the optimiser off and instruments every line, about ten times slower per run,
 * so 10,000 runs under it took about 45 min on two cores. The lines and branches the suites reach
 * are already all reached at 1,000 runs (docs: packages/contracts/README.md), so the deep search
 * for a failing sequence runs without instrumentation and coverage is measured on the suite
 * `npm test` runs.
 */
export function benchForge(budgets: Budgets): void {
  benchRuns(budgets);
  benchCoverage(budgets);
}

function benchRuns(budgets: Budgets): void {
  console.log(`\nforge suites, ${BENCH_RUNS.toLocaleString('en')} runs per fuzz test and invariant`);
  const started = Date.now();
  const run = runForgeSync(['test'], { env: { FOUNDRY_PROFILE: 'bench' }, capture: true });
  const output = run.stdout ?? '';
  const seconds = (Date.now() - started) / 1000;
  const properties = parsePropertyRuns(output);
  for (const property of properties)
    console.log(`  ${property.test}: ${property.runs.toLocaleString('en')} runs`);
  const fewest = Math.min(...properties.map((property) => property.runs));
  budgets.check(
    'forge: suites pass at the bench runs',
    run.status === 0 ? 'passed' : `exit ${run.status}`,
    'passed',
    run.status === 0,
  );
  budgets.check(
    'forge: runs per property',
    `${properties.length} properties, fewest ${Number.isFinite(fewest) ? fewest.toLocaleString('en') : 'none'} runs in ${seconds.toFixed(0)} s`,
    `≥ ${BENCH_RUNS.toLocaleString('en')}`,
    properties.length > 0 && fewest >= BENCH_RUNS,
  );
  if (run.status !== 0) console.log(output);
}

function benchCoverage(budgets: Budgets): void {
  const lcovFile = path.join(FORGE_DIR, 'lcov.info');
  console.log('\nforge coverage over the npm test suites (1,000 runs per property)');
  const started = Date.now();
  const run = runForgeSync(
    ['coverage', '--report', 'lcov', '--report-file', lcovFile, '--no-match-coverage', '^forge/'],
    { capture: true },
  );
  const seconds = (Date.now() - started) / 1000;
  budgets.check(
    'forge: suites pass under coverage',
    run.status === 0 ? `passed in ${seconds.toFixed(0)} s` : `exit ${run.status}`,
    'passed',
    run.status === 0,
  );
  if (run.status !== 0) {
    console.log(run.stdout ?? '');
    return;
  }
  console.log('\ncoverage per contract (lines, branches)');
  for (const file of parseLcov(readFileSync(lcovFile, 'utf8'))) {
    const lines = percent(file.lines);
    const branches = percent(file.branches);
    const figure = `lines ${lines.toFixed(1)} % (${file.lines.hit}/${file.lines.found}), branches ${branches.toFixed(1)} % (${file.branches.hit}/${file.branches.found})`;
    if (!isBudgeted(file.file)) {
      console.log(`  ${file.file}: ${figure} (test-only)`);
      continue;
    }
    budgets.check(
      `forge coverage: ${file.file}`,
      figure,
      `lines ≥ ${LINE_BUDGET_PERCENT} %, branches ≥ ${BRANCH_BUDGET_PERCENT} %`,
      lines >= LINE_BUDGET_PERCENT && branches >= BRANCH_BUDGET_PERCENT,
    );
  }
}
