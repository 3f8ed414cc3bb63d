import { cpSync, rmSync } from 'node:fs';
import { loadConfig } from '@kingdoms/api/compose';
import type { ApiConfig } from '@kingdoms/api/config';
import { openDatabase } from '@kingdoms/api/db/connect';
import { demoMigrationLinks, seedDemoKingdoms } from '@kingdoms/api/modules/migration/demoKingdoms';
import { moveTokenSecret } from '@kingdoms/api/modules/migration/socialSettings';
import { startDevnet } from '@kingdoms/devnet/devnet';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { NetworkKey } from '@kingdoms/shared/networks';
import {
  type ApiProcess,
  devnetApiEnv,
  devnetOutDir,
  startBlockHashes,
  startDevnetApiProcess,
  writeDevnetApiSettings,
} from './devnetApi';

export interface PortalOptions {
  repoRoot: string;
  /** Folder for the devnet deployment file and the embedded database. */
  dataDir: string;
  apiPort: number;
  host?: string;
  chainPorts: Record<NetworkKey, number>;
  logLevel?: string;
  /** Extra environment for the API (defaults to nothing beyond what the portal sets). */
  env?: NodeJS.ProcessEnv;
  /**
   * A migrated, closed PGlite folder copied as the devnet database instead of migrating a new
   * one (the end-to-end tests make one per run for all their stacks). PGlite only. A promise,
   * so the chains deploy while it is made.
   */
  pgliteTemplate?: Promise<string>;
  /**
   * A folder a devnet saved its chains in (`RunningDevnet.saveState`): the chains start from it
   * instead of deploying and seeding again (the end-to-end tests deploy once per run).
   */
  chainState?: string;
}

export interface StartedPortal {
  url: string;
  deployment: Deployment;
  deploymentFile: string;
  /** Ready-to-open kingdom migration links for the seeded old-chain kingdoms. */
  migrationLinks: string[];
  /** The API process serving the portal now. */
  readonly api: ApiProcess;
  /** Stops the API process if it still runs and starts it again, as `npm run api` does. */
  restartApi(): Promise<ApiProcess>;
  stop(): Promise<void>;
}

/**
 * The whole product on one machine: three anvil chains with the contracts deployed and seeded,
 * the API (its own process, so it can be restarted alone) on a fresh devnet database, and the
 * built web app served from the same origin. Used by `npm start` and by the end-to-end tests, so
 * both run exactly the same stack.
 */
export async function startPortal(options: PortalOptions): Promise<StartedPortal> {
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${options.apiPort}`;
  const devnet = await startDevnet({
    ports: options.chainPorts,
    outDir: devnetOutDir(options.dataDir),
    explorerBaseUrl: `${url}/explorer`,
    metadataOrigin: url,
    fromState: options.chainState,
  });
  try {
    const settings = {
      apiPort: options.apiPort,
      host,
      startBlockHashes: await startBlockHashes(devnet.deployment),
    };
    await writeDevnetApiSettings(options.dataDir, settings);
    const env = { ...options.env, LOG_LEVEL: options.logLevel ?? options.env?.LOG_LEVEL ?? 'info' };
    const config = loadConfig(
      devnetApiEnv({ repoRoot: options.repoRoot, dataDir: options.dataDir, ...settings }, env),
    );
    const migrationLinks = await prepareDatabase(config, url, await options.pgliteTemplate);
    const startApi = () =>
      startDevnetApiProcess({ repoRoot: options.repoRoot, dataDir: options.dataDir, env });

    let stopping = false;
    const watch = (api: ApiProcess) => {
      void api.exited.then(({ code, signal }) => {
        if (stopping || current !== api) return;
        console.warn(
          `[portal] The API (pid ${api.pid}) stopped (${signal ?? `exit code ${code}`}); the devnet chains keep running. ` +
            `Restart it with: DEVNET_DATA_DIR=${options.dataDir} npm run api`,
        );
      });
      return api;
    };
    let current = watch(await startApi());
    return {
      url,
      deployment: devnet.deployment,
      deploymentFile: devnet.deploymentFile,
      migrationLinks,
      get api() {
        return current;
      },
      async restartApi() {
        await current.stop();
        current = watch(await startApi());
        return current;
      },
      async stop() {
        stopping = true;
        await current.stop();
        await devnet.stop();
      },
    };
  } catch (error) {
    await devnet.stop();
    throw error;
  }
}

/**
 * A fresh devnet gets a fresh devnet database (DATABASE_URL data is never dropped), migrated and
 * holding the demo kingdoms, whose migration links it returns. The portal does this rather than
 * the API, which never resets: a restarted API must keep what it indexed.
 */
async function prepareDatabase(
  config: ApiConfig,
  baseUrl: string,
  pgliteTemplate: string | undefined,
): Promise<string[]> {
  const quiet = config.logLevel === 'warn' || config.logLevel === 'error' || config.logLevel === 'silent';
  const copied = config.database.kind === 'pglite' && pgliteTemplate !== undefined;
  if (copied) {
    // A fresh devnet's folder: nothing of an earlier database may stay beside the copy.
    rmSync(config.database.dir, { recursive: true, force: true });
    cpSync(pgliteTemplate, config.database.dir, { recursive: true });
  }
  const database = await openDatabase(
    config.database.kind === 'pglite' ? { ...config.database, reset: !copied } : config.database,
    {
      info: (message) => quiet || console.log(`[portal] ${message}`),
      warn: (message) => console.warn(`[portal] ${message}`),
    },
  );
  try {
    await seedDemoKingdoms(database.db);
    return await demoMigrationLinks(database.db, baseUrl, moveTokenSecret(config.migration));
  } finally {
    await database.close();
  }
}
