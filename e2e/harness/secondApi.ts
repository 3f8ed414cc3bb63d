import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@kingdoms/contracts/ports';
import { DEPLOYMENT_FILE_NAME } from '@kingdoms/devnet/devnet';
import type { Deployment } from '@kingdoms/shared/deployment';
import {
  type ApiProcess,
  devnetOutDir,
  startBlockHashes,
  startDevnetApiProcess,
  writeDevnetApiSettings,
} from '../../scripts/lib/devnetApi';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a migrated PGlite folder depends on: the migration sources, how they run, PGlite's version. */
async function migrationsFingerprint(): Promise<string> {
  const apiSrc = path.join(repoRoot, 'apps/api/src');
  const entries = await readdir(apiSrc, { recursive: true, withFileTypes: true });
  const sources = entries
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => file.split(path.sep).includes('migrations'))
    .concat(['db/migrate.ts', 'db/connect.ts', 'db/pgliteDialect.ts'].map((file) => path.join(apiSrc, file)))
    .sort();
  const hash = createHash('sha256');
  // Its package.json is not exported: read it beside the resolved entry.
  const entry = createRequire(path.join(apiSrc, 'db/connect.ts')).resolve('@electric-sql/pglite');
  const packageDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const pglite = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglite.version}\n`);
  for (const file of sources) hash.update(`${path.relative(apiSrc, file)}\n`).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * A migrated PGlite folder for an API or stack of a test file's own to start from (a copy of it):
 * made once per checkout for the current migrations, under a name hashing what it depends on, so
 * the next file (or run) copies it instead of running the migrations again (about 6 s of CPU
 * each). Built aside and renamed into place: two files building it at once leave one whole
 * folder, never a half-made one.
 */
export function migratedPgliteTemplate(): Promise<string> {
  template ??= (async () => {
    // Under node_modules/.cache (no temporary-folder cleaner empties it; it goes with node_modules).
    const cache = path.join(repoRoot, 'node_modules/.cache/kingdoms-e2e');
    const dir = path.join(cache, `pglite-${await migrationsFingerprint()}`);
    if (existsSync(dir)) return dir;
    await mkdir(cache, { recursive: true });
    const building = await mkdtemp(`${dir}-building-`);
    try {
      // Loaded only to build it: a file that finds it made does not load the database code.
      const { openDatabase } = await import('@kingdoms/api/db/connect');
      const quiet = { info() {}, warn() {} };
      const database = await openDatabase(
        { kind: 'pglite', dir: path.join(building, 'pglite'), reset: false },
        quiet,
      );
      await database.close();
      await rename(path.join(building, 'pglite'), dir).catch((error: NodeJS.ErrnoException) => {
        // Another file renamed its copy first: the same migrations, so that one serves.
        if (!existsSync(dir)) throw error;
      });
    } finally {
      await rm(building, { recursive: true, force: true });
    }
    return dir;
  })();
  return template;
}

export interface SecondApi {
  url: string;
  /** Runs it again on the same database and port with other settings. */
  restart(env: NodeJS.ProcessEnv): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A second API process on the worker's chains, with its own port and database and the settings
 * `env` (a roulette window that has ended, SAFE_APP_ORIGINS…): the shared stack stays as the
 * other tests expect it.
 */
export async function startSecondApi(
  deploymentFile: string,
  deployment: Deployment,
  env: NodeJS.ProcessEnv,
): Promise<SecondApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-second-api-'));
  await mkdir(devnetOutDir(dataDir), { recursive: true });
  // Its own database, migrated already: the API's default folder for this data folder (PGLITE_DIR).
  await cp(await migratedPgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  await copyFile(deploymentFile, path.join(devnetOutDir(dataDir), DEPLOYMENT_FILE_NAME));
  await writeDevnetApiSettings(dataDir, {
    apiPort: await freePort(),
    host: '127.0.0.1',
    startBlockHashes: await startBlockHashes(deployment),
  });
  const start = (settings: NodeJS.ProcessEnv) =>
    startDevnetApiProcess({ repoRoot, dataDir, env: { LOG_LEVEL: 'warn', ...settings } });
  let api: ApiProcess = await start(env);
  return {
    url: api.url,
    async restart(settings) {
      await api.stop();
      api = await start(settings);
    },
    async stop() {
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
