import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AppDatabase, openDatabase } from '@kingdoms/api/db/connect';
import type { Database } from '@kingdoms/api/db/schema';
import { devnetAccount } from '@kingdoms/contracts/accounts';
import { localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import { freePort } from '@kingdoms/contracts/ports';
import { startDevnet } from '@kingdoms/devnet/devnet';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { encodeFunctionData, maxUint256, parseEther } from 'viem';
import { startTcpProxy, type TcpProxy } from '../../apps/api/test/tcpProxy';
import { type ApiProcess, devnetApiEnv, devnetOutDir, startApiProcess } from '../../scripts/lib/devnetApi';
import { createThrowawayDatabase } from '../../scripts/lib/throwawayDatabase';
import { apiReady, eventually, sleep } from './eventually';

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
  /** Everything the instances have logged so far (LOG_LEVEL warn: warnings and errors). */
  logs(): string;
  /** Instances that ended without being killed or stopped by the test ("index: code/signal"). */
  unexpectedExits(): string[];
  /**
   * The TCP proxy every instance reaches PostgreSQL through (the test's own connection goes
   * direct): `cut()` plays a network partition, `restore()` ends it (issue 37).
   */
  readonly databaseLink: TcpProxy;
  /**
   * pg_terminate_backend on every connection to the cluster's database but the caller's, as a
   * restart or a managed failover does; resolves with how many were terminated.
   */
  terminateConnections(): Promise<number>;
  /** Every instance answers /readyz with 200. */
  ready(timeoutMs?: number): Promise<void>;
  /**
   * Kills the leader of the lease `name` with SIGKILL. `failover` resolves with the milliseconds
   * from the kill until another instance holds the lease.
   */
  killLeader(name: string): Promise<{ victim: ClusterInstance; failover: Promise<number> }>;
  stop(): Promise<void>;
}

/** The lease of a chain's indexer (apps/api/src/modules/registry.ts). */
export const indexerLease = (chainId: number) => `indexer:${chainId}`;

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
  const database = await createThrowawayDatabase(options.serverUrl, 'kingdoms_cluster');
  const server = new URL(database.url);
  const databaseLink = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
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
        DATABASE_URL: databaseLink.through(database.url),
        PUBLIC_ORIGINS: CLUSTER_ORIGIN,
        // Behind the balancer: client addresses (rate limits) come from X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
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
  const logs: string[] = [];
  /** Processes the test ends itself (kill, stop): their exit is expected. */
  const ending = new Set<number>();
  const unexpected: string[] = [];
  const launch = async (instance: ClusterInstance) => {
    const port = ports[instance.index] as number;
    const started = await startApiProcess({
      repoRoot,
      entry: 'apps/api/src/main.ts',
      env: envOf(port),
      onOutput: (chunk) => logs.push(chunk),
    });
    instance.process = started;
    void started.exited.then(({ code, signal }) => {
      if (!ending.has(started.pid))
        unexpected.push(`instance ${instance.index}: ${signal ?? `exit code ${code}`}`);
    });
  };
  let opened: AppDatabase | undefined;
  const stop = async () => {
    for (const instance of instances) if (instance.process) ending.add(instance.process.pid);
    await Promise.all(instances.map((instance) => instance.process?.stop()));
    await databaseLink.stop();
    await opened?.close();
    await devnet.stop();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The first instance migrates the new database; the others start on a migrated one.
    for (const instance of instances) await launch(instance);
    opened = await openDatabase(
      { kind: 'postgres', url: database.url, resetRefused: false },
      { info() {}, warn() {} },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const { db } = opened;
  const holderOf = async (name: string) =>
    (await db.selectFrom('job_lease').select('holder').where('name', '=', name).executeTakeFirst())?.holder;
  const kill = async (index: number) => {
    const instance = instances[index];
    const running = instance?.process;
    if (!instance || !running) throw new Error(`Instance ${index} is not running`);
    ending.add(running.pid);
    process.kill(running.pid, 'SIGKILL');
    await running.exited;
    instance.process = undefined;
  };
  return {
    deployment: devnet.deployment,
    instances,
    db,
    kill,
    logs: () => logs.join(''),
    unexpectedExits: () => [...unexpected],
    databaseLink,
    async terminateConnections() {
      const { rows } = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as terminated, pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
      return rows.length;
    },
    async restart(index) {
      const instance = instances[index];
      if (!instance || instance.process) throw new Error(`Instance ${index} is running`);
      await launch(instance);
    },
    async ready(timeoutMs = 60_000) {
      for (const instance of instances) {
        await apiReady(instance.url, timeoutMs);
      }
    },
    async killLeader(name) {
      const holder = await eventually(`a leader of ${name}`, () => holderOf(name));
      // A holder id is host:pid:random (lib/leaderLease.ts).
      const victim = instances.find(
        (instance) => instance.process && holder.includes(`:${instance.process.pid}:`),
      );
      if (!victim) throw new Error(`No running instance holds ${name} (${holder})`);
      const killedAt = Date.now();
      await kill(victim.index);
      const failover = eventually(
        `a new leader of ${name}`,
        async () => {
          const now = await holderOf(name);
          return now && now !== holder ? Date.now() - killedAt : undefined;
        },
        60_000,
      );
      return { victim, failover };
    },
    stop,
  };
}

/**
 * Pledges on Ethereum without pause from the given devnet accounts (minted A2Z and approved
 * first), as players keep doing while instances come and go. `stop` resolves with the count.
 */
export async function keepPledging(
  deployment: Deployment,
  accountIndexes: readonly number[],
): Promise<{ stop(): Promise<number> }> {
  const ethereum = deployment.chains.ethereum;
  const { address: a2zAddress, abi: a2zAbi } = contractOf(deployment, 'A2Z', 'ethereum');
  const { address: stakingAddress, abi: stakingAbi } = contractOf(deployment, 'Staking', 'ethereum');
  const wallets = accountIndexes.map((index) => localClient(ethereum, devnetAccount(index).privateKey));
  for (const wallet of wallets) {
    // Minting is the timelock's after the devnet's handover: the governance runs it (delay 0).
    await devnetGovernanceCall(ethereum, {
      to: a2zAddress,
      data: encodeFunctionData({
        abi: a2zAbi,
        functionName: 'mint',
        args: [wallet.account.address, parseEther('1000000')],
      }),
    });
    const approved = await wallet.writeContract({
      address: a2zAddress,
      abi: a2zAbi,
      functionName: 'approve',
      args: [stakingAddress, maxUint256],
    });
    await wallet.waitForTransactionReceipt({ hash: approved, pollingInterval: 20 });
  }
  let writing = true;
  let pledges = 0;
  const loop = (async () => {
    for (let round = 0; writing; round++) {
      const wallet = wallets[round % wallets.length];
      if (!wallet) break;
      const hash = await wallet.writeContract({
        address: stakingAddress,
        abi: stakingAbi,
        functionName: 'stake',
        args: [1 + (round % 26), parseEther(String(1 + (round % 7)))],
      });
      await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 });
      pledges++;
      await sleep(150);
    }
  })();
  return {
    async stop() {
      writing = false;
      await loop;
      return pledges;
    },
  };
}
