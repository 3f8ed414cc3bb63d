import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '@kingdoms/api/compose';
import type { ApiConfig } from '@kingdoms/api/config';
import { liveLockHolder } from '@kingdoms/api/db/lock';
import { loadDeployment } from '@kingdoms/api/deployment';
import { localPublicOrigins } from '@kingdoms/api/modules/auth/config';
import { isApiReadyMessage } from '@kingdoms/api/readyReport';
import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { isPortInUse } from '@kingdoms/contracts/ports';
import { DEPLOYMENT_FILE_NAME } from '@kingdoms/devnet/devnet';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import { createPublicClient, http } from 'viem';
import { z } from 'zod';

/**
 * The devnet's API as a process of its own. `npm start` starts it through `scripts/api.ts` and
 * `npm run api` runs that same script by hand, so restarting the API alone on a running devnet
 * needs nothing but the data folder: the portal leaves there what the API needs beyond the
 * deployment file (port, host, and marks identifying the running chains).
 */

/** DEVNET_DATA_DIR (default `.data`), relative to the repository root. */
export function devnetDataDir(repoRoot: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(repoRoot, env.DEVNET_DATA_DIR || '.data');
}

/** Where the devnet writes its deployment file. */
export function devnetOutDir(dataDir: string): string {
  return path.join(dataDir, 'devnet');
}

const API_SETTINGS_FILE_NAME = 'api.json';

const apiSettingsSchema = z.object({
  apiPort: z.number().int().min(1).max(65535),
  host: z.string().min(1),
  /** The hash of each chain's deployment block: tells this devnet's chains from a newer devnet's. */
  startBlockHashes: z.record(z.enum(NETWORK_KEYS), z.string()),
});
export type DevnetApiSettings = z.infer<typeof apiSettingsSchema>;

export function writeDevnetApiSettings(dataDir: string, settings: DevnetApiSettings): Promise<void> {
  return writeFile(
    path.join(devnetOutDir(dataDir), API_SETTINGS_FILE_NAME),
    `${JSON.stringify(settings, null, 2)}\n`,
  );
}

/**
 * The API's environment on this devnet: the caller's variables plus what the devnet decides.
 * The one place this is built, for `npm start` and `npm run api` alike.
 */
export function devnetApiEnv(
  place: { repoRoot: string; dataDir: string; apiPort: number; host: string },
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  return {
    ...env,
    PORT: String(place.apiPort),
    HOST: place.host,
    DEPLOYMENT_FILE: path.join(devnetOutDir(place.dataDir), DEPLOYMENT_FILE_NAME),
    PGLITE_DIR: env.PGLITE_DIR ?? path.join(place.dataDir, 'pglite'),
    // The API never wipes the devnet database: the portal resets it for a fresh devnet before the
    // first start, and a restart must keep what was indexed.
    DB_RESET: 'false',
    WEB_DIST: path.join(place.repoRoot, 'apps/web/dist'),
    // Anvil mines a block per transaction and never reorganises: index a log as soon as it is mined,
    // or the last transaction would wait for the next one to be seen.
    INDEXER_CONFIRMATIONS: env.INDEXER_CONFIRMATIONS ?? '0',
    // A local chain answers in a millisecond: a page waiting for its own transaction to be indexed
    // (and the e2e tests) should not wait a second for the next poll.
    INDEXER_POLL_MS: env.INDEXER_POLL_MS ?? '250',
    // Sign-In with Ethereum accepts messages for the printed URL (and its localhost form) only.
    PUBLIC_ORIGINS: env.PUBLIC_ORIGINS ?? localPublicOrigins(place.host, place.apiPort).join(','),
    // One demo wallet administers My Reward (register and stop vesting schedules); printed at start.
    ADMIN_ADDRESSES: env.ADMIN_ADDRESSES ?? devnetAccount(DEVNET_ROLES.vestingAdmin).address,
  };
}

/** The API is not started: no devnet runs for this data folder, or its database is in use. */
export class DevnetApiRefused extends Error {
  override name = 'DevnetApiRefused';
}

const RPC_TIMEOUT_MS = 3_000;

/** The hash of each chain's deployment block, read from the chains. */
export async function startBlockHashes(
  deployment: Deployment,
): Promise<DevnetApiSettings['startBlockHashes']> {
  const entries = await Promise.all(
    NETWORK_KEYS.map(async (key) => {
      const chain = deployment.chains[key];
      const client = createPublicClient({
        transport: http(chain.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
      });
      const block = await client.getBlock({ blockNumber: BigInt(chain.startBlock) });
      return [key, block.hash] as const;
    }),
  );
  return Object.fromEntries(entries) as DevnetApiSettings['startBlockHashes'];
}

/**
 * The configuration to run the API with on the devnet running for `dataDir`, after checking that
 * it does run (settings and deployment files present, the same chains answering) and that no
 * other API uses its database or port. Throws DevnetApiRefused saying what to do otherwise.
 */
export async function runningDevnetApiConfig(
  repoRoot: string,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): Promise<ApiConfig> {
  const settingsFile = path.join(devnetOutDir(dataDir), API_SETTINGS_FILE_NAME);
  let settings: DevnetApiSettings;
  try {
    settings = apiSettingsSchema.parse(JSON.parse(await readFile(settingsFile, 'utf8')));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new DevnetApiRefused(
      missing
        ? `No devnet in ${dataDir} (${settingsFile} is missing): start one with \`npm start\` (or set DEVNET_DATA_DIR to the folder \`npm start\` used).`
        : `${settingsFile} is unreadable (${(error as Error).message}): restart the devnet with \`npm start\`.`,
    );
  }
  const config = loadConfig(devnetApiEnv({ repoRoot, dataDir, ...settings }, env));
  const deployment = loadDeployment(config.deploymentFile);
  if (!deployment) throw new DevnetApiRefused(`No deployment file for the devnet in ${dataDir}.`);
  await checkChains(deployment, settings);

  if (config.database.kind === 'pglite') {
    const holder = liveLockHolder(config.database.dir);
    if (holder !== undefined) {
      throw new DevnetApiRefused(
        `The devnet database ${config.database.dir} is in use by process ${holder} (an API of this devnet is still running): stop it first (kill ${holder}).`,
      );
    }
  }
  if (await isPortInUse(config.port, config.host)) {
    throw new DevnetApiRefused(
      `Port ${config.port} on ${config.host} is in use: is an API of this devnet still running? Stop it first.`,
    );
  }
  return config;
}

async function checkChains(deployment: Deployment, settings: DevnetApiSettings): Promise<void> {
  let hashes: DevnetApiSettings['startBlockHashes'];
  try {
    hashes = await startBlockHashes(deployment);
  } catch (error) {
    const urls = NETWORK_KEYS.map((key) => deployment.chains[key].rpcUrl).join(', ');
    throw new DevnetApiRefused(
      `The devnet chains (${urls}) do not answer (${(error as Error).message.split('\n')[0]}): is \`npm start\` still running? Start the devnet with \`npm start\`.`,
    );
  }
  for (const key of NETWORK_KEYS) {
    if (hashes[key] !== settings.startBlockHashes[key]) {
      throw new DevnetApiRefused(
        `The chain at ${deployment.chains[key].rpcUrl} is not the devnet of this data folder (another \`npm start\` replaced it): start the devnet again with \`npm start\`.`,
      );
    }
  }
}

export interface ApiExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ApiProcess {
  readonly pid: number;
  readonly url: string;
  /** Settles when the process has ended, however it ended. */
  readonly exited: Promise<ApiExit>;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 10_000;

/** API processes started here, stopped if this process exits without stopping them. */
const liveApis = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of liveApis) child.kill('SIGTERM');
});

/**
 * Runs `scripts/api.ts` (what `npm run api` runs) as a child process for the devnet in `dataDir`
 * and resolves once it listens.
 */
export function startDevnetApiProcess(options: {
  repoRoot: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
}): Promise<ApiProcess> {
  return startApiProcess({
    repoRoot: options.repoRoot,
    entry: 'scripts/api.ts',
    env: { ...options.env, DEVNET_DATA_DIR: options.dataDir },
  });
}

/**
 * Runs an API entry (`scripts/api.ts`, or `apps/api/src/main.ts` as in production) as a child
 * process with exactly `env`, and resolves once it reports that it listens (`reportReady`). Its
 * output goes to this process's; it stops by itself when this process goes away (IPC channel).
 */
export function startApiProcess(options: {
  repoRoot: string;
  /** Path of the entry from the repository root. */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** Receives everything the process writes (its log lines), which still goes to this process's output. */
  onOutput?: (chunk: string) => void;
}): Promise<ApiProcess> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, path.join(options.repoRoot, options.entry)], {
    cwd: options.repoRoot,
    env: options.env,
    stdio: ['ignore', options.onOutput ? 'pipe' : 'inherit', 'pipe', 'ipc'],
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    process.stdout.write(chunk);
    options.onOutput?.(chunk);
  });
  liveApis.add(child);
  const exited = new Promise<ApiExit>((resolve) => {
    child.once('exit', (code, signal) => {
      liveApis.delete(child);
      resolve({ code, signal });
    });
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    process.stderr.write(chunk);
    options.onOutput?.(chunk);
    stderr = (stderr + chunk).slice(-4_000);
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<ApiProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The API did not start within ${READY_TIMEOUT_MS / 1000} s.\n${stderr}`));
    }, READY_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The API stopped before it was ready (${signal ?? `exit code ${code}`}).\n${stderr}`));
    });
    child.on('message', (message) => {
      if (!isApiReadyMessage(message) || child.pid === undefined) return;
      clearTimeout(timer);
      resolve({ pid: child.pid, url: message.url, exited, stop });
    });
  });
}
