import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@kingdoms/api/db/connect';
import type { Database } from '@kingdoms/api/db/schema';
import { freePort } from '@kingdoms/contracts/ports';
import { startDevnet } from '@kingdoms/devnet/devnet';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { type ApiProcess, devnetApiEnv, devnetOutDir, startApiProcess } from '../../scripts/lib/devnetApi';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The public origin of the cluster: what a balancer in front of the instances would serve. Every
 * instance accepts Sign-In with Ethereum messages for it, whichever instance a request reaches.
 */
export const CLUSTER_ORIGIN = 'http://kingdoms.cluster.test';

export interface ClusterInstance {
  readonly index: number;
  readonly url: string;
  /** The running process, or undefined once killed and not yet restarted. */
  process: ApiProcess | undefined;
}

export interface Cluster {
  readonly deployment: Deployment;
  readonly instances: readonly ClusterInstance[];
  /** The test's own connection to the cluster's database (to read leases, payouts, indexed rows). */
  readonly db: Kysely<Database>;
  /** Kills an instance with SIGKILL (no shutdown hook runs) and waits until it is gone. */
  kill(index: number): Promise<void>;
  /** Starts a killed instance again on its port, with the same configuration. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh database on the PostgreSQL server of `serverUrl`, dropped by the returned function. */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kingdoms_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Production's shape on one machine: the devnet's three chains, and `instances` API processes
 * (`apps/api/src/main.ts`, as production starts it) on one fresh PostgreSQL database, each on its
 * own port, every one running every job (each singleton leads on one instance at a time).
 */
export async function startCluster(options: {
  serverUrl: string;
  instances: number;
  env?: NodeJS.ProcessEnv;
}): Promise<Cluster> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-cluster-'));
  const database = await createDatabase(options.serverUrl);
  const devnet = await startDevnet({
    ports: { ethereum: await freePort(), polygon: await freePort(), arenaz: await freePort() },
    outDir: devnetOutDir(dataDir),
    metadataOrigin: CLUSTER_ORIGIN,
  });
  // One secret of each kind for every instance, as production sets it: a session cookie signed by one
  // instance is good on the others.
  const sessionSecret = randomBytes(32).toString('hex');
  const migrationSecret = randomBytes(32).toString('hex');
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));
  const envOf = (port: number) =>
    devnetApiEnv(
      { repoRoot, dataDir, apiPort: port, host: '127.0.0.1' },
      {
        PATH: process.env.PATH,
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        PUBLIC_ORIGINS: CLUSTER_ORIGIN,
        SESSION_SECRET: sessionSecret,
        MIGRATION_TOKEN_SECRET: migrationSecret,
        ...options.env,
      },
    );
  const instances: ClusterInstance[] = ports.map((port, index) => ({
    index,
    url: `http://127.0.0.1:${port}`,
    process: undefined,
  }));
  const launch = async (instance: ClusterInstance) => {
    const port = ports[instance.index] as number;
    instance.process = await startApiProcess({ repoRoot, entry: 'apps/api/src/main.ts', env: envOf(port) });
  };
  let db: Kysely<Database> | undefined;
  let closeDb: (() => Promise<void>) | undefined;
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.process?.stop()));
    await closeDb?.();
    await devnet.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The first instance migrates the new database; the others start on a migrated one.
    for (const instance of instances) await launch(instance);
    const opened = await openDatabase(
      { kind: 'postgres', url: database.url, resetRefused: false },
      { info() {}, warn() {} },
    );
    db = opened.db;
    closeDb = () => opened.close();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    deployment: devnet.deployment,
    instances,
    db,
    async kill(index) {
      const instance = instances[index];
      const running = instance?.process;
      if (!instance || !running) throw new Error(`Instance ${index} is not running`);
      process.kill(running.pid, 'SIGKILL');
      await running.exited;
      instance.process = undefined;
    },
    async restart(index) {
      const instance = instances[index];
      if (!instance || instance.process) throw new Error(`Instance ${index} is running`);
      await launch(instance);
    },
    stop,
  };
}
