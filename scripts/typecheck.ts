/**
 * `npm run typecheck` — the three TypeScript programs: every Node-side workspace (tsconfig.json at
 * the root: scripts, shared, contracts, devnet, api), the web app (DOM, JSX) and the end-to-end
 * tests (DOM). Exits non-zero when any of them reports an error.
 * TypeScript 7 (the native compiler) checks on several threads of its own, so the programs run one
 * after another: on two cores, three at once took longer and cost more CPU than one at a time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBuffered } from './lib/parallel';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// TypeScript 7 exports no `bin/` path, only its package.json.
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')),
  'bin/tsc',
);

const TYPECHECK_PROJECTS = ['tsconfig.json', 'apps/web', 'e2e'] as const;

const failed: string[] = [];
for (const project of TYPECHECK_PROJECTS) {
  const result = await runBuffered({
    name: `tsc -p ${project}`,
    command: process.execPath,
    args: [tsc, '-p', project],
    cwd: repoRoot,
  });
  const mark = result.status === 0 ? '✓' : '✗';
  process.stdout.write(`--- ${mark} ${result.name} (${result.seconds.toFixed(1)} s)\n${result.output}`);
  if (result.status !== 0) failed.push(result.name);
}
if (failed.length > 0) {
  console.error(`✗ typecheck failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
