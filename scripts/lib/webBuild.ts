import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Command } from './parallel';

/** Newest modification time below a folder (0 when it does not exist). */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The web build is stale when any input is newer than dist/index.html. */
export function isWebBuildStale(repoRoot: string): boolean {
  const built = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'apps/web/package.json',
    'packages/shared/src',
  ];
  const newestInput = Math.max(...inputs.map((p) => newestMtime(path.join(repoRoot, p))));
  return newestInput > statSync(built).mtimeMs;
}

/** The web app's Vite build, as a command (`npm test` runs it beside other steps). */
export function webBuildCommand(repoRoot: string): Command {
  return {
    name: 'web build',
    command: 'npm',
    args: ['run', 'build', '-w', '@kingdoms/web'],
    cwd: repoRoot,
    // Under Vitest (the e2e global set-up) NODE_ENV is 'test', and Vite would bundle React's
    // development build: a production build, whoever asks for it.
    env: { ...process.env, NODE_ENV: 'production' },
  };
}

/** Builds the web app with Vite; throws when the build fails. */
export function buildWeb(repoRoot: string): void {
  const { command, args, cwd, env } = webBuildCommand(repoRoot);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`The web build failed (exit code ${result.status}).`);
}

export function ensureWebBuild(repoRoot: string, log: (line: string) => void): void {
  if (isWebBuildStale(repoRoot)) {
    log('Building the web app…');
    buildWeb(repoRoot);
  } else {
    log('Web app build is up to date.');
  }
}
