import { copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
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
import { apiReady } from './eventually';
import { E2E_PGLITE_TEMPLATE_ENV } from './stack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The run's migrated PGlite folder (made once by the e2e global set-up, `E2E_PGLITE_TEMPLATE_DIR`):
 * an API of a test file's own starts from a copy of it instead of running the migrations again
 * (about 6 s of CPU each).
 */
export function migratedPgliteTemplate(): string {
  const dir = process.env[E2E_PGLITE_TEMPLATE_ENV];
  if (!dir)
    throw new Error(
      `${E2E_PGLITE_TEMPLATE_ENV} is not set: run e2e files through Vitest (its global set-up).`,
    );
  return dir;
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
  await cp(migratedPgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  await copyFile(deploymentFile, path.join(devnetOutDir(dataDir), DEPLOYMENT_FILE_NAME));
  await writeDevnetApiSettings(dataDir, {
    apiPort: await freePort(),
    host: '127.0.0.1',
    startBlockHashes: await startBlockHashes(deployment),
  });
  // Ready, not only listening: a fresh database's indexers first catch up with the chains' whole
  // history, and a page loaded meanwhile waits on a busy process (on a loaded machine, past a
  // test's time limit).
  const start = async (settings: NodeJS.ProcessEnv) => {
    const started = await startDevnetApiProcess({
      repoRoot,
      dataDir,
      env: { LOG_LEVEL: 'warn', ...settings },
    });
    await apiReady(started.url, 90_000);
    return started;
  };
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
