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
 * The forge suites under coverage at the bench profile of packages/contracts/foundry.toml
 * (10,000 runs per property): the runs each property made, the time, and line and branch coverage
 * per contract against the budget.
 */
export function benchForge(budgets: Budgets): void {
  const lcovFile = path.join(FORGE_DIR, 'lcov.info');
  console.log(
    `\nforge suites under coverage, ${BENCH_RUNS.toLocaleString('en')} runs per fuzz test and invariant`,
  );
  const started = Date.now();
  const run = runForgeSync(
    ['coverage', '--report', 'lcov', '--report-file', lcovFile, '--no-match-coverage', '^forge/'],
    { env: { FOUNDRY_PROFILE: 'bench' }, capture: true },
  );
  const output = run.stdout ?? '';
  const seconds = (Date.now() - started) / 1000;
  const properties = parsePropertyRuns(output);
  for (const property of properties)
    console.log(`  ${property.test}: ${property.runs.toLocaleString('en')} runs`);
  const fewest = Math.min(...properties.map((property) => property.runs));
  budgets.check(
    'forge: suites pass',
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
  if (run.status !== 0) {
    console.log(output);
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
