import path from 'node:path';
import { startApi } from '@kingdoms/api/app';
import { loadConfig, localPublicOrigins } from '@kingdoms/api/config';
import { openDatabase } from '@kingdoms/api/db/connect';
import { demoMigrationLinks } from '@kingdoms/api/modules/migration/demoKingdoms';
import { moveTokenSecret } from '@kingdoms/api/modules/migration/socialSettings';
import { startDevnet } from '@kingdoms/devnet/devnet';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { NetworkKey } from '@kingdoms/shared/networks';

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
}

export interface StartedPortal {
  url: string;
  deployment: Deployment;
  deploymentFile: string;
  /** Ready-to-open kingdom migration links for the seeded old-chain kingdoms. */
  migrationLinks: string[];
  stop(): Promise<void>;
}

/**
 * The whole product on one machine: three anvil chains with the contracts deployed and seeded,
 * the API on a fresh devnet database, and the built web app served from the same origin.
 * Used by `npm start` and by the end-to-end tests, so both run exactly the same stack.
 */
export async function startPortal(options: PortalOptions): Promise<StartedPortal> {
  const host = options.host ?? '127.0.0.1';
  const devnet = await startDevnet({
    ports: options.chainPorts,
    outDir: path.join(options.dataDir, 'devnet'),
    explorerBaseUrl: `http://${host}:${options.apiPort}/explorer`,
  });
  try {
    const config = loadConfig({
      ...options.env,
      PORT: String(options.apiPort),
      HOST: host,
      DEPLOYMENT_FILE: devnet.deploymentFile,
      PGLITE_DIR: options.env?.PGLITE_DIR ?? path.join(options.dataDir, 'pglite'),
      // A fresh devnet (new chains) gets a fresh devnet database; DATABASE_URL data is never dropped.
      DB_RESET: options.env?.DATABASE_URL ? 'false' : 'true',
      WEB_DIST: path.join(options.repoRoot, 'apps/web/dist'),
      LOG_LEVEL: options.logLevel ?? options.env?.LOG_LEVEL ?? 'info',
      // Anvil mines a block per transaction and never reorganises: index a log as soon as it is mined,
      // or the last transaction would wait for the next one to be seen.
      INDEXER_CONFIRMATIONS: options.env?.INDEXER_CONFIRMATIONS ?? '0',
      // Sign-In with Ethereum accepts messages for the printed URL (and its localhost form) only.
      PUBLIC_ORIGINS: options.env?.PUBLIC_ORIGINS ?? localPublicOrigins(host, options.apiPort).join(','),
    });
    // The portal opens the database itself so it can read the seeded demo data after start-up.
    const quiet = config.logLevel === 'warn' || config.logLevel === 'error' || config.logLevel === 'silent';
    const database = await openDatabase(config.database, {
      info: (message) => quiet || console.log(`[api] ${message}`),
      warn: (message) => console.warn(`[api] ${message}`),
    });
    try {
      const api = await startApi(config, { database });
      const migrationLinks = await demoMigrationLinks(database.db, api.url, moveTokenSecret(config));
      return {
        url: api.url,
        deployment: devnet.deployment,
        deploymentFile: devnet.deploymentFile,
        migrationLinks,
        async stop() {
          await api.close();
          await database.close();
          await devnet.stop();
        },
      };
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    await devnet.stop();
    throw error;
  }
}
