/**
 * `npm run bench` part `flaky` (issue 37): how long a new block takes to be indexed with one flaky
 * RPC provider (429 to half the calls, half the connections dropped) and with a dead first provider
 * before a good one, 20 runs each on the devnet's timings. `npm test` runs the same file with 3
 * runs and fails only on a stall; this runs it with FLAKY_RUNS=20 and checks each case's p95
 * against its budget (10 s flaky, 2 s dead first).
 */
import { spawn } from 'node:child_process';
import type { Budgets } from './budgets';

const FLAKY_FILE = 'apps/api/src/modules/chain-indexer/flakyProvider.test.ts';
const RUNS = 20;
const CASE_LINE =
  /\[flaky provider\] (.+?): p50 ([\d.]+) s, p95 ([\d.]+) s, max ([\d.]+) s over (\d+) runs \(budget ([\d.]+) s\)/;

export async function benchFlakyProvider(
  repoRoot: string,
  databaseUrl: string | undefined,
  budgets: Budgets,
) {
  console.log(`\nIndexing delay with a flaky RPC provider (${RUNS} runs per case, devnet timings)`);
  const lines = await new Promise<string[]>((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api', FLAKY_FILE], {
      cwd: repoRoot,
      env: { ...process.env, FLAKY_RUNS: String(RUNS), TEST_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const found: string[] = [];
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      process.stdout.write(chunk);
      const parts = (pending + chunk).split('\n');
      pending = parts.pop() ?? '';
      for (const line of parts) if (CASE_LINE.test(line)) found.push(line);
    });
    child.once('error', reject);
    child.once('exit', () => resolve(found));
  });
  if (lines.length === 0) budgets.check('flaky provider', 'no case finished', 'every case measured', false);
  for (const line of lines) {
    const [, name, p50, p95, max, runs, budget] = CASE_LINE.exec(line) ?? [];
    budgets.check(
      `new block indexed, ${name}`,
      `p95 ${p95} s (p50 ${p50} s, max ${max} s, ${runs} runs)`,
      `p95 ≤ ${budget} s`,
      Number(p95) <= Number(budget) && Number(runs) === RUNS,
    );
  }
}
