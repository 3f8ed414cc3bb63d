/**
 * `npm run typecheck` — the three TypeScript programs at once: every Node-side workspace
 * (tsconfig.json at the root: scripts, shared, contracts, devnet, api), the web app (DOM, JSX)
 * and the end-to-end tests (DOM). Exits non-zero when any of them reports an error.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInParallel } from './lib/parallel';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const TYPECHECK_PROJECTS = ['tsconfig.json', 'apps/web', 'e2e'] as const;

const results = await runInParallel(
  TYPECHECK_PROJECTS.map((project) => ({
    name: `tsc -p ${project}`,
    command: process.execPath,
    args: [tsc, '-p', project],
    cwd: repoRoot,
  })),
);
const failed = results.filter((result) => result.status !== 0);
if (failed.length > 0) {
  console.error(`✗ typecheck failed: ${failed.map((result) => result.name).join(', ')}`);
  process.exitCode = 1;
}
