/**
 * `npm run bench` part `reorg` (issue 29): the full reorg matrix — depths 1, 3, 11 and 40, on one
 * chain and on all three at once, the API process killed in the middle of a batch, a reorg deeper
 * than the kept block hashes — on PGlite, and on PostgreSQL when a server answers. `npm test` runs
 * a short matrix of the same file; this runs it with REORG_MATRIX=full and prints each case's
 * result (`[reorg matrix] …` lines of the test).
 */
import { spawn } from 'node:child_process';
import type { Budgets } from './budgets';
import { withThrowawayDatabase } from './throwawayDatabase';

/** Both files of the matrix: reorgMatrix.chain.test.ts (PGlite), reorgMatrix.postgres.chain.test.ts. */
const MATRIX_FILES = 'apps/api/src/modules/chain-indexer/reorgMatrix';
const CASE_LINE = /\[reorg matrix\] (.*)$/;

/** Runs the matrix file under Vitest; resolves with its exit code and the cases' result lines. */
function runMatrix(
  repoRoot: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; cases: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api', MATRIX_FILES], {
      cwd: repoRoot,
      env: { ...process.env, ...env, REORG_MATRIX: 'full' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const cases: string[] = [];
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const found = CASE_LINE.exec(line);
        if (found?.[1]) cases.push(found[1]);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, cases }));
  });
}

export async function benchReorgMatrix(
  repoRoot: string,
  adminUrl: string | undefined,
  budgets: Budgets,
): Promise<void> {
  console.log(
    '\nReorg matrix (full): depths 1, 3, 11, 40 on one chain and on all three, a kill, a deep reorg',
  );
  const run = adminUrl
    ? await withThrowawayDatabase(adminUrl, (url) => runMatrix(repoRoot, { TEST_DATABASE_URL: url }))
    : await runMatrix(repoRoot, { TEST_DATABASE_URL: '' });
  console.log('\nReorg matrix cases:');
  for (const line of run.cases) console.log(`  ${line}`);
  const databases = adminUrl ? 'PGlite and PostgreSQL' : 'PGlite (no PostgreSQL answered)';
  budgets.check(
    `reorg matrix on ${databases}`,
    `${run.cases.length} cases passed${run.code === 0 ? '' : `, vitest exit code ${run.code}`}`,
    'every case equal to a fresh index',
    run.code === 0,
  );
}
