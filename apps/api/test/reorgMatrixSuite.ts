import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { DEVNET_ORACLE_OPERATOR, DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { anvilRpc } from '@kingdoms/contracts/anvil';
import { confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { contractOf } from '@kingdoms/contracts/contractOf';
import { eggAbi } from '@kingdoms/contracts/generated/abis';
import { devnetGovernanceCall } from '@kingdoms/contracts/governance';
import { freePort } from '@kingdoms/contracts/ports';
import { type RunningDevnet, startDevnet } from '@kingdoms/devnet/devnet';
import { SEEDED_DRAGOS } from '@kingdoms/devnet/scenarios/dragos';
import { type IndexedRequest, indexedEndpoint, indexedReplySchema } from '@kingdoms/shared/api/chainIndexer';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { vestingVoucherTypedData } from '@kingdoms/shared/vesting';
import type { FastifyInstance } from 'fastify';
import { encodeFunctionData, type Hex, keccak256, parseEther, parseEventLogs, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiProcess, devnetApiEnv, devnetOutDir, startApiProcess } from '../../../scripts/lib/devnetApi';
import { createThrowawayDatabase } from '../../../scripts/lib/throwawayDatabase';
import { buildApp } from '../src/app';
import { type AppDatabase, openDatabase } from '../src/db/connect';
import { CHECKPOINT_EVERY_BLOCKS, MIN_KEPT_BLOCKS } from '../src/modules/chain-indexer/indexer';
import { testConfig } from './appHarness';
import { dumpTables, freshPGliteDir, type TestDatabaseKind, testDatabases } from './databases';

/**
 * Issue 29: the reorg matrix on the real stack. The devnet's three anvil chains with every
 * contract deployed and seeded; the API's indexers exactly as the app composes them (every
 * module's subscriptions). Each case makes feature transactions, lets the app index them, then
 * `anvil_reorg`s them away at a depth, on one chain or on all three, replacing the removed blocks
 * with a plain transfer; once the app has followed, every indexed table must equal that of a
 * second database indexing the same chains fresh from their start block.
 *
 * `npm test` runs a short matrix; `REORG_MATRIX=full` (`BENCH_ONLY=reorg npm run bench`) runs
 * depths 1, 3, 11 and 40 on one chain and on all three, printing each case's result.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FULL = process.env.REORG_MATRIX === 'full';

interface ReorgCase {
  readonly depth: number;
  /** The chains reorganised at once. */
  readonly networks: readonly NetworkKey[];
}
const ALL: readonly NetworkKey[] = NETWORK_KEYS;
const CASES: readonly ReorgCase[] = FULL
  ? [1, 3, 11, 40].flatMap((depth, index) => [
      { depth, networks: [NETWORK_KEYS[index % NETWORK_KEYS.length] as NetworkKey] },
      { depth, networks: ALL },
    ])
  : [
      { depth: 1, networks: ['arenaz'] },
      { depth: 11, networks: ['ethereum'] },
      { depth: 3, networks: ALL },
    ];

/**
 * Columns that say when this database wrote a row, not what the chain holds: two databases
 * indexing the same chain at different times differ there and nowhere else.
 */
const WRITE_TIME_COLUMNS = ['created_at', 'updated_at'] as const;
/**
 * Tables left out, each for its reason. `chain_indexer_block` is the reorg detector's memory of
 * block hashes (batch ends, log blocks), not indexed data: which blocks it holds depends on how
 * the range was cut into batches. Its rows are checked against the chain instead (every kept hash
 * is the chain's now: `keptHashesOnChain`). `kysely_migration` records when each migration ran
 * on this database.
 */
const NOT_INDEXED_DATA = ['chain_indexer_block', 'kysely_migration'] as const;
/**
 * The dates of the devnet's demo rows (rentals and their mining reports, vesting schedules), which
 * the seed sets relative to its own clock: an API process seeds at its own start, not at
 * SEED_TIME, so these are left out where its database is compared.
 */
const SEEDED_DATE_COLUMNS = [
  'start_date',
  'expire_date',
  'ended_at',
  'mined_at',
  'started_at',
  'stopped_at',
] as const;
/**
 * Tables a running API's workers write, not its indexer, left out where an API process (workers
 * on) is compared with a fresh index (workers off): the roulette's periods (a random seed each),
 * the leases, the devnet's start-up reward snapshot.
 */
const WORKER_TABLES = [
  'roulette_period',
  'job_lease',
  'daily_job_run',
  'reward_snapshot',
  'reward_account',
  'reward_accrual',
] as const;

/**
 * Tables the matrix must see filled on the devnet (seed plus the feature transactions of the
 * cases), so a reorg of each feature is compared on real rows. Other tables the indexer writes
 * (roulette draws and grants, reward accruals, genesis sends…) stay empty here: nothing on the
 * devnet emits their events without a server-side step the matrix does not take.
 */
const TABLES_WITH_ROWS = [
  'chain_indexer_log',
  'chain_indexer_cursor',
  'staking_position',
  'staking_continent',
  'staking_holder',
  'vesting_claim',
  'drago_token',
  'drago_egg',
  'drago_event',
  'drago_genesis_send',
  'randomness_request',
  'rental_mining',
  'relayer_message',
  'bridge_resource_balance',
  'roulette_burn',
] as const;

/** The app with every module, indexing on demand (no polling loop, no worker sending transactions). */
const APP_ENV = {
  INDEXER_ENABLED: 'false',
  INDEXER_CONFIRMATIONS: '0',
  RELAYER_JOBS: 'false',
  PAYOUT_JOBS: 'false',
  REWARD_JOBS: 'false',
  MIGRATION_DAILY_JOB: 'false',
  // The matrix plays the oracle operator itself (commit, fulfil), so hatches land in known blocks.
  RANDOMNESS_ORACLE: 'external',
};

/** When the demo rows of every app are seeded (see startApp). */
const SEED_TIME = new Date(Math.floor(Date.now() / 60_000) * 60_000);

const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const voucherSigner = privateKeyToAccount(devnetAccount(DEVNET_ROLES.voucherSigner).privateKey);

let devnet: RunningDevnet;
let dataDir: string;

/** The devnet of a test file: each database's matrix (one file each) reorganises its own chains. */
function useDevnet(): void {
  beforeAll(async () => {
    // The files of a worker share this module (the API project runs without isolation): the
    // clients and counters of an earlier file's devnet are not this one's.
    clients.clear();
    genesisEggs = 0;
    dataDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-reorg-'));
    devnet = await startDevnet({
      ports: { ethereum: await freePort(), polygon: await freePort(), arenaz: await freePort() },
      outDir: devnetOutDir(dataDir),
    });
    await grantTestMinter();
  }, 120_000);
  afterAll(async () => {
    await devnet?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
}

const chainOf = (network: NetworkKey) => devnet.deployment.chains[network];

/** The contracts the cases mint on (eggs, genesis eggs, mystery boxes, resources). */
const MINTED = ['Egg', 'MysteryBox', 'Resource'] as const;

/**
 * After the devnet's handover only the timelock mints. Each case must stay one transaction per
 * event (its blocks are what the reorgs remove), so the governance grants this file's minter (the
 * deployer's key) MINTER_ROLE once, before any case, 64 blocks deep.
 */
async function grantTestMinter(): Promise<void> {
  const minter = devnetAccount(DEVNET_ROLES.deployer).address;
  for (const network of NETWORK_KEYS) {
    for (const name of MINTED) {
      if (!chainOf(network).contracts[name]) continue;
      const { address } = contractOf(devnet.deployment, name, network);
      await devnetGovernanceCall(chainOf(network), {
        to: address,
        // grantRole is OpenZeppelin AccessControl's: the same function on each of them.
        data: encodeFunctionData({
          abi: eggAbi,
          functionName: 'grantRole',
          args: [keccak256(toHex('MINTER_ROLE')), minter],
        }),
      });
    }
    // Below the deepest reorg of any case (40 in the bench), so no case removes the grant.
    await rpc(network, 'anvil_mine', [toHex(64)]);
  }
}

async function rpc<T>(network: NetworkKey, method: string, params: unknown[]): Promise<T> {
  return (await anvilRpc(chainOf(network).rpcUrl, method, params)) as T;
}

const headOf = async (network: NetworkKey) => BigInt(await rpc<Hex>(network, 'eth_blockNumber', []));

/**
 * Replaces the newest `depth` blocks of the chain with as many new ones (anvil 1.x `anvil_reorg`),
 * the first of them holding a plain ETH transfer: the removed transactions are gone, the height
 * is the same, every hash from the fork up differs.
 */
async function reorg(network: NetworkKey, depth: number): Promise<void> {
  const transfer = {
    from: devnetAccount(7).address,
    to: devnetAccount(6).address,
    value: toHex(1000 + depth),
  };
  await rpc(network, 'anvil_reorg', [depth, [[transfer, 0]]]);
}

// ─── Feature transactions ──────────────────────────────────────────────────────────────────

const clients = new Map<string, LocalClient>();
function client(network: NetworkKey, key: Hex): LocalClient {
  const id = `${network}:${key}`;
  let made = clients.get(id);
  if (!made) {
    made = localClient(chainOf(network), key);
    clients.set(id, made);
  }
  return made;
}
const account = (network: NetworkKey, index: number) => client(network, devnetAccount(index).privateKey);
const deployer = (network: NetworkKey) => client(network, deployerKey);
const operator = (network: NetworkKey) => client(network, DEVNET_ORACLE_OPERATOR.privateKey);

/** Moves a seeded drago of the chain to the next demo account: dragos and rentals follow transfers. */
async function transferDrago(network: NetworkKey): Promise<void> {
  const drago = contractOf(devnet.deployment, 'Drago', network);
  const seeded = SEEDED_DRAGOS.find((d) => d.network === network);
  if (!seeded) throw new Error(`No seeded drago on ${network}`);
  const owner = await deployer(network).readContract({
    ...drago,
    functionName: 'ownerOf',
    args: [seeded.tokenId],
  });
  const from = [1, 2, 3, 4, 5].find((index) => devnetAccount(index).address === owner);
  if (from === undefined) throw new Error(`Drago ${seeded.tokenId} on ${network} is held by ${owner}`);
  const to = (from % 5) + 1;
  const holder = account(network, from);
  await confirm(
    holder,
    await holder.writeContract({
      ...drago,
      functionName: 'transferFrom',
      args: [owner, devnetAccount(to).address, seeded.tokenId],
    }),
  );
}

/** A new egg for demo account 1 (EggLaid, Transfer). Returns its id. */
async function layEgg(network: NetworkKey): Promise<bigint> {
  const egg = contractOf(devnet.deployment, 'Egg', network);
  const minter = deployer(network);
  const receipt = await confirm(
    minter,
    await minter.writeContract({
      ...egg,
      functionName: 'layEgg',
      args: [devnetAccount(1).address, 0n, 0n],
    }),
  );
  const [laid] = parseEventLogs({ abi: egg.abi, logs: receipt.logs, eventName: 'EggLaid' });
  if (!laid) throw new Error(`No EggLaid on ${network}`);
  return laid.args.eggId;
}

/** Hatches a fresh egg with the chain's oracle: commitment, request, fulfilment (and the egg's hatch). */
async function hatchEgg(network: NetworkKey): Promise<void> {
  const eggId = await layEgg(network);
  const oracle = contractOf(devnet.deployment, 'DevRandomnessOracle', network);
  const egg = contractOf(devnet.deployment, 'Egg', network);
  const seed = keccak256(toHex(`reorg-matrix-${network}-${eggId}-${Math.random()}`));
  const op = operator(network);
  await confirm(
    op,
    await op.writeContract({
      ...oracle,
      functionName: 'commit',
      args: [[keccak256(seed)]],
    }),
  );
  const holder = account(network, 1);
  const requested = await confirm(
    holder,
    await holder.writeContract({ ...egg, functionName: 'hatching', args: [eggId] }),
  );
  const [request] = parseEventLogs({
    abi: oracle.abi,
    logs: requested.logs,
    eventName: 'RandomnessRequested',
  });
  if (!request) throw new Error(`No RandomnessRequested on ${network}`);
  await confirm(
    op,
    await op.writeContract({
      ...oracle,
      functionName: 'fulfill',
      args: [request.args.requestId, seed],
    }),
  );
}

let genesisEggs = 0;
/** A genesis egg minted on Ethereum and sent to the gate: the genesis relayer's message. */
async function sendGenesisEgg(): Promise<void> {
  const egg = contractOf(devnet.deployment, 'Egg', 'ethereum');
  const gate = contractOf(devnet.deployment, 'GenesisEggGate', 'ethereum');
  const eggId = 10_100n + BigInt(genesisEggs++);
  const minter = deployer('ethereum');
  const holder = account('ethereum', 1);
  await confirm(
    minter,
    await minter.writeContract({
      ...egg,
      functionName: 'mintGenesis',
      args: [holder.account.address, [eggId]],
    }),
  );
  await confirm(
    holder,
    await holder.writeContract({
      ...egg,
      functionName: 'safeTransferFrom',
      args: [holder.account.address, gate.address, eggId],
    }),
  );
}

async function pledge(): Promise<void> {
  const a2z = contractOf(devnet.deployment, 'A2Z', 'ethereum');
  const staking = contractOf(devnet.deployment, 'Staking', 'ethereum');
  const pledger = account('ethereum', 4);
  const amount = parseEther('3');
  await confirm(
    pledger,
    await pledger.writeContract({ ...a2z, functionName: 'approve', args: [staking.address, amount] }),
  );
  await confirm(
    pledger,
    await pledger.writeContract({ ...staking, functionName: 'stake', args: [2, amount] }),
  );
}

/** A My Reward claim: a voucher for one more A2Z than the beneficiary was paid so far. */
async function claimVesting(): Promise<void> {
  const vesting = contractOf(devnet.deployment, 'Vesting', 'ethereum');
  const beneficiary = account('ethereum', 5);
  const paid = await beneficiary.readContract({
    ...vesting,
    functionName: 'paid',
    args: [beneficiary.account.address],
  });
  const voucher = {
    beneficiary: beneficiary.account.address,
    cumulativeAmount: paid + parseEther('1'),
    deadline: BigInt(Math.floor(Date.now() / 1000) + 86_400),
  };
  const signature = await voucherSigner.signTypedData(
    vestingVoucherTypedData(chainOf('ethereum').chainId, vesting.address, voucher),
  );
  await confirm(
    beneficiary,
    await beneficiary.writeContract({
      ...vesting,
      functionName: 'claim',
      args: [voucher.beneficiary, voucher.cumulativeAmount, voucher.deadline, signature],
    }),
  );
}

/** LOKA locked on Ethereum for Polygon: a relayer message (bridge deposit). */
async function depositLoka(): Promise<void> {
  const loka = contractOf(devnet.deployment, 'LOKA', 'ethereum');
  const gateway = contractOf(devnet.deployment, 'BridgeGateway', 'ethereum');
  const player = account('ethereum', 3);
  const amount = parseEther('2');
  await confirm(
    player,
    await player.writeContract({ ...loka, functionName: 'approve', args: [gateway.address, amount] }),
  );
  await confirm(
    player,
    await player.writeContract({
      ...gateway,
      functionName: 'deposit',
      args: [amount, player.account.address, BigInt(chainOf('polygon').chainId)],
    }),
  );
}

/** wLOKA burnt on Polygon for Ethereum: a relayer message (bridge withdrawal). */
async function withdrawLoka(): Promise<void> {
  const gateway = contractOf(devnet.deployment, 'BridgeGateway', 'polygon');
  const player = account('polygon', 1);
  await confirm(
    player,
    await player.writeContract({
      ...gateway,
      functionName: 'withdraw',
      args: [parseEther('1'), player.account.address, BigInt(chainOf('ethereum').chainId)],
    }),
  );
}

/** A Drago Mystery Box minted and burnt on Polygon: a roulette burn. */
async function burnMysteryBox(): Promise<void> {
  const box = contractOf(devnet.deployment, 'MysteryBox', 'polygon');
  const minter = deployer('polygon');
  await confirm(
    minter,
    await minter.writeContract({ ...box, functionName: 'mint', args: [devnetAccount(2).address, 1n] }),
  );
  const burner = account('polygon', 2);
  await confirm(burner, await burner.writeContract({ ...box, functionName: 'burn', args: [1n] }));
}

/** Resources minted on Arena-Z (TransferBatch): the bridge's resource balances. */
async function mintResources(): Promise<void> {
  const resource = contractOf(devnet.deployment, 'Resource', 'arenaz');
  const minter = deployer('arenaz');
  await confirm(
    minter,
    await minter.writeContract({
      ...resource,
      functionName: 'mint',
      args: [devnetAccount(4).address, [1n, 2n], [1n, 1n]],
    }),
  );
}

/**
 * Each chain's feature transactions, one block each (anvil mines a block per transaction), so
 * a reorg of a few blocks removes the last features' events and a deep one all of them.
 */
const FEATURE_TRANSACTIONS: Record<NetworkKey, () => Promise<void>> = {
  async ethereum() {
    await transferDrago('ethereum');
    await layEgg('ethereum');
    await sendGenesisEgg();
    await depositLoka();
    await claimVesting();
    await pledge();
  },
  async polygon() {
    await transferDrago('polygon');
    await hatchEgg('polygon');
    await withdrawLoka();
    await burnMysteryBox();
  },
  async arenaz() {
    await hatchEgg('arenaz');
    await transferDrago('arenaz');
    await mintResources();
  },
};

/**
 * What the short matrix (and the full one) must have reorganised away at least once: one
 * event of each indexed feature, as `subscription:event` patterns.
 */
const FEATURES_REORGANISED: Record<string, RegExp> = {
  pledges: /^ethereum staking:Staked$/,
  'vesting claims': /^ethereum vesting:Claimed$/,
  dragos: /^\w+ dragos-drago-\w+:Transfer$/,
  eggs: /^\w+ dragos-egg-\w+:EggLaid$/,
  'genesis eggs': /^ethereum dragos-genesis-gate:/,
  'hatch randomness': /^\w+ randomness-oracle:\w+:RandomnessFulfilled$/,
  rentals: /^\w+ rental-transfers-\w+:Transfer$/,
  'bridge deposits': /^ethereum relayer-loka-deposit:LokaDeposited$/,
  'bridge withdrawals': /^polygon relayer-loka-withdraw:LokaWithdrawn$/,
  'bridge resources': /^arenaz bridge-resource:TransferBatch$/,
  'roulette burns': /^polygon roulette:MysteryBoxBurned$/,
};

// ─── The app and its databases ─────────────────────────────────────────────────────────────

interface IndexingApp {
  readonly app: FastifyInstance;
  readonly database: AppDatabase;
  /** Every JSON log line the app wrote (LOG_LEVEL=warn). */
  readonly logLines: string[];
}

async function startApp(database: AppDatabase): Promise<IndexingApp> {
  const logLines: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // The devnet's demo rows (rentals, vesting schedules…) are dated from the moment they are
  // seeded: every app of the matrix seeds at the same instant, so its rows match the other's.
  vi.useFakeTimers({ toFake: ['Date'], now: SEED_TIME });
  let app: FastifyInstance;
  try {
    app = await buildApp(testConfig({ ...APP_ENV, LOG_LEVEL: 'warn' }), {
      database,
      deployment: devnet.deployment,
      logDestination,
    });
  } finally {
    vi.useRealTimers();
  }
  // Not made ready: the workers (randomness, roulette seeds, leases) stay off; the matrix drives
  // the indexers itself (app.inject would make it ready).
  return { app, database, logLines };
}

const chainIdOf = (network: NetworkKey) => chainOf(network).chainId;

function indexerOf(app: FastifyInstance, network: NetworkKey) {
  const indexer = app.chainIndexers?.indexers.get(chainIdOf(network));
  if (!indexer) throw new Error(`The app indexes no ${network}`);
  return indexer;
}

/** Passes on every chain until each cursor is at its head; returns the logs reverted on the way. */
async function syncToHeads(app: FastifyInstance): Promise<Record<NetworkKey, number>> {
  const reverted = { ethereum: 0, polygon: 0, arenaz: 0 };
  for (const network of NETWORK_KEYS) {
    const head = await headOf(network);
    for (let pass = 0; ; pass++) {
      const report = await indexerOf(app, network).syncOnce();
      reverted[network] += report.reverted;
      if (report.cursor !== null && report.cursor >= head) break;
      if (pass > 50) throw new Error(`${network}: the indexer never reached block ${head}`);
    }
  }
  return reverted;
}

async function indexedTables(
  database: AppDatabase,
  ignoreColumns: readonly string[] = WRITE_TIME_COLUMNS,
): Promise<Record<string, string[]>> {
  const dump = await dumpTables(database.db, { ignoreColumns });
  for (const table of NOT_INDEXED_DATA) delete dump[table];
  return dump;
}

/** Every block hash the indexer keeps is the chain's now: it forgot the removed branch. */
async function keptHashesOnChain(database: AppDatabase): Promise<void> {
  const kept = await database.db.selectFrom('chain_indexer_block').selectAll().execute();
  for (const network of NETWORK_KEYS) {
    const ofChain = kept.filter((row) => Number(row.chain_id) === chainIdOf(network));
    expect(ofChain.length, `kept hashes of ${network}`).toBeGreaterThan(0);
    for (const row of ofChain) {
      const block = await rpc<{ hash: Hex } | null>(network, 'eth_getBlockByNumber', [
        toHex(BigInt(row.block_number)),
        false,
      ]);
      expect(block?.hash, `${network} block ${row.block_number}`).toBe(row.block_hash);
    }
  }
}

/** The tables a second database holds after indexing the chains as they are now, from their start. */
async function freshIndex(kind: TestDatabaseKind): Promise<Record<string, string[]>> {
  const database = await kind.open();
  const fresh = await startApp(database);
  try {
    await syncToHeads(fresh.app);
    return await indexedTables(database);
  } finally {
    await fresh.app.close();
    await database.close();
  }
}

/** Subscriptions (and events) with logs stored in blocks above `fork`, per chain. */
async function storedEventsAbove(
  database: AppDatabase,
  forks: Partial<Record<NetworkKey, bigint>>,
): Promise<string[]> {
  const found = new Set<string>();
  for (const [network, fork] of Object.entries(forks) as [NetworkKey, bigint][]) {
    const rows = await database.db
      .selectFrom('chain_indexer_log')
      .select(['subscription', 'event_name'])
      .where('chain_id', '=', String(chainIdOf(network)))
      .where('block_number', '>', String(fork))
      .execute();
    for (const row of rows) found.add(`${network} ${row.subscription}:${row.event_name}`);
  }
  return [...found].sort();
}

/** The API process's database: a PGlite folder or a PostgreSQL database of its own. */
async function processDatabase(
  kind: TestDatabaseKind,
): Promise<{ env: NodeJS.ProcessEnv; open(): Promise<AppDatabase>; drop(): Promise<void> }> {
  const quiet = { info() {}, warn() {} };
  if (kind.name === 'pglite') {
    const dir = freshPGliteDir();
    return {
      env: { PGLITE_DIR: dir },
      open: () => openDatabase({ kind: 'pglite', dir, reset: false }, quiet),
      drop: () => rm(path.dirname(dir), { recursive: true, force: true }),
    };
  }
  const database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string, 'kingdoms_reorg');
  return {
    env: { DATABASE_URL: database.url },
    open: () => openDatabase({ kind: 'postgres', url: database.url, resetRefused: false }, quiet),
    drop: () => database.drop(),
  };
}

/** Holds until the API process at `url` has indexed `block` of the chain (POST /game/chain/indexed). */
async function waitIndexed(url: string, network: NetworkKey, block: bigint): Promise<void> {
  const request: IndexedRequest = { chainId: chainIdOf(network), blockNumber: block.toString() };
  // Each call holds for at most INDEXED_WAIT_MAX_MS (15 s).
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await fetch(`${url}${servedPath(indexedEndpoint)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (!response.ok)
      throw new Error(`${servedPath(indexedEndpoint)}: ${response.status} ${await response.text()}`);
    if (indexedReplySchema.parse(await response.json()).indexed) return;
  }
  throw new Error(`${network} block ${block} was not indexed`);
}

async function lowestCursor(database: AppDatabase, network: NetworkKey): Promise<bigint> {
  const rows = await database.db
    .selectFrom('chain_indexer_cursor')
    .select('block_number')
    .where('chain_id', '=', String(chainIdOf(network)))
    .execute();
  if (rows.length === 0) return -1n;
  return rows.map((row) => BigInt(row.block_number)).reduce((a, b) => (a < b ? a : b));
}

function report(line: string): void {
  if (FULL) console.log(`[reorg matrix] ${line}`);
}

/**
 * Registers the matrix on one database kind. Each kind has a test file of its own
 * (`reorgMatrix.chain.test.ts`, `reorgMatrix.postgres.chain.test.ts`): the two runs take minutes
 * each, and as two files they run on two Vitest workers at once instead of one after the other.
 * Without TEST_DATABASE_URL the PostgreSQL file's suite is skipped, saying why.
 */
export function defineReorgMatrix(name: TestDatabaseKind['name']): void {
  const kind = testDatabases().find((candidate) => candidate.name === name);
  describe.skipIf(!kind)(`the reorg matrix on the devnet on ${name}`, () => {
    if (kind) reorgMatrix(kind);
  });
}

function reorgMatrix(kind: TestDatabaseKind): void {
  useDevnet();
  let live: IndexingApp;
  /** `network subscription:event` of every log a case's reorg removed. */
  const reorganised = new Set<string>();
  /** Tables that held rows just before some case's reorg. */
  const filledTables = new Set<string>();

  beforeAll(async () => {
    live = await startApp(await kind.open());
    await syncToHeads(live.app);
  }, 120_000);
  afterAll(async () => {
    await live?.app.close();
    await live?.database.close();
  });

  it.each(CASES)(
    'depth $depth on $networks: every indexed table equals a fresh index',
    async ({ depth, networks }) => {
      const started = Date.now();
      for (const network of networks) await FEATURE_TRANSACTIONS[network]();
      await syncToHeads(live.app);
      const forks: Partial<Record<NetworkKey, bigint>> = {};
      for (const network of networks) forks[network] = (await headOf(network)) - BigInt(depth);
      // The blocks about to be removed hold indexed events of the features just sent.
      const removed = await storedEventsAbove(live.database, forks);
      expect(removed.length).toBeGreaterThan(0);
      for (const event of removed) reorganised.add(event);
      for (const [table, rows] of Object.entries(await indexedTables(live.database))) {
        if (rows.length > 0) filledTables.add(table);
      }

      for (const network of networks) await reorg(network, depth);
      const reverted = await syncToHeads(live.app);
      for (const network of networks) expect(reverted[network], `${network} reverted`).toBeGreaterThan(0);
      expect(await storedEventsAbove(live.database, forks)).toEqual([]);

      const liveTables = await indexedTables(live.database);
      expect(liveTables).toEqual(await freshIndex(kind));
      await keptHashesOnChain(live.database);
      report(
        `${kind.name} depth ${depth} on ${networks.join('+')}: equal to a fresh index, ` +
          `${Object.values(reverted).reduce((a, b) => a + b, 0)} logs reverted ` +
          `(${removed.join(', ')}) in ${Date.now() - started} ms`,
      );
    },
    240_000,
  );

  it('the cases reorganised events of every indexed feature, on tables with rows', () => {
    const missed = Object.entries(FEATURES_REORGANISED)
      .filter(([, pattern]) => ![...reorganised].some((event) => pattern.test(event)))
      .map(([feature]) => feature);
    expect(missed).toEqual([]);
    expect(TABLES_WITH_ROWS.filter((table) => !filledTables.has(table))).toEqual([]);
  });

  // Three processes start here (the API twice, `npm run reindex`): 20-35 s each on a busy
  // machine, and the test ran past its old 240 s bound in a loaded clean-clone run. A bound only.
  it('an API process killed with SIGKILL in the middle of a batch resumes and ends equal to a fresh index; npm run reindex rewinds a chain of it', async () => {
    const place = await processDatabase(kind);
    const env = devnetApiEnv(
      { repoRoot, dataDir, apiPort: await freePort(), host: '127.0.0.1' },
      {
        PATH: process.env.PATH,
        LOG_LEVEL: 'warn',
        ...APP_ENV,
        // As production runs it: the indexers poll under their leases. Four blocks per batch make
        // the whole chain a long run of batches, so the kill lands inside one.
        INDEXER_ENABLED: 'true',
        INDEXER_BATCH_BLOCKS: '4',
        INDEXER_POLL_MS: '100',
        ...place.env,
      },
    );
    let api: ApiProcess | undefined;
    try {
      const head = await headOf('ethereum');
      const halfway = head / 2n;
      api = await startApiProcess({ repoRoot, entry: 'apps/api/src/main.ts', env });
      await waitIndexed(api.url, 'ethereum', halfway);
      process.kill(api.pid, 'SIGKILL');
      await api.exited;
      api = undefined;

      const killed = await place.open();
      let cursor: bigint;
      try {
        cursor = await lowestCursor(killed, 'ethereum');
      } finally {
        await killed.close();
      }
      // Killed on the way: past the half, short of the head.
      expect(cursor).toBeGreaterThanOrEqual(halfway);
      expect(cursor).toBeLessThan(head);

      api = await startApiProcess({ repoRoot, entry: 'apps/api/src/main.ts', env });
      for (const network of NETWORK_KEYS) await waitIndexed(api.url, network, await headOf(network));
      await api.stop();
      api = undefined;

      const resumed = await place.open();
      try {
        const processColumns = [...WRITE_TIME_COLUMNS, ...SEEDED_DATE_COLUMNS];
        const tables = await indexedTables(resumed, processColumns);
        // The in-process app indexed the same chains from their start (and after each case's
        // reorg equalled a fresh index): the reference, without indexing a third database.
        await syncToHeads(live.app);
        const fresh = await indexedTables(live.database, processColumns);
        for (const table of WORKER_TABLES) {
          delete tables[table];
          delete fresh[table];
        }
        expect(tables).toEqual(fresh);
        await keptHashesOnChain(resumed);
      } finally {
        await resumed.close();
      }
      report(
        `${kind.name} SIGKILL at ethereum block ${cursor} of ${head}: equal to a fresh index after a restart`,
      );

      // The operator's command on this database, the process stopped (`npm run reindex`): every
      // log indexed on Arena-Z reverted through the modules' own reverts, its cursors gone.
      const cli = spawnSync('npm', ['run', '--silent', 'reindex', '--', 'arenaz'], {
        cwd: repoRoot,
        env,
        encoding: 'utf8',
      });
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toMatch(/arenaz \(chain \d+\): [1-9]\d* indexed logs reverted/);
      const rewound = await place.open();
      try {
        const arenaz = String(chainIdOf('arenaz'));
        const left = (table: 'chain_indexer_log' | 'chain_indexer_cursor') =>
          rewound.db.selectFrom(table).select('chain_id').where('chain_id', '=', arenaz).execute();
        expect(await left('chain_indexer_log')).toEqual([]);
        expect(await left('chain_indexer_cursor')).toEqual([]);
        // Resource balances come from Arena-Z's logs alone.
        expect(await rewound.db.selectFrom('bridge_resource_balance').selectAll().execute()).toEqual([]);
      } finally {
        await rewound.close();
      }
    } finally {
      await api?.stop();
      await place.drop();
    }
  }, 600_000);

  it("a reorg deeper than the kept block hashes halts that chain's indexer with an alert and fails /readyz; a re-index brings it back", async () => {
    const network: NetworkKey = 'polygon';
    const indexer = indexerOf(live.app, network);
    // Past the kept hashes: the indexer then remembers only blocks above head - kept.
    const kept = MIN_KEPT_BLOCKS + CHECKPOINT_EVERY_BLOCKS;
    await rpc(network, 'anvil_mine', [toHex(kept + 10)]);
    await syncToHeads(live.app);
    await reorg(network, kept + 20);

    indexer.start();
    try {
      await vi.waitFor(() => expect(indexer.loopState().halted).toMatch(/below every kept block hash/), {
        timeout: 20_000,
      });
      const alerts = live.logLines
        .map((line) => JSON.parse(line) as { level: number; alert?: boolean; chainId?: number; msg: string })
        .filter((entry) => entry.alert === true);
      expect(alerts).toEqual([
        expect.objectContaining({
          level: 60,
          chainId: chainIdOf(network),
          msg: expect.stringMatching(/halted/),
        }),
      ]);
      const ready = await live.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.body).toMatch(new RegExp(`indexer ${network} \\(chain ${chainIdOf(network)}\\): halted`));
      // The other chains index on.
      for (const other of NETWORK_KEYS.filter((key) => key !== network)) {
        await expect(indexerOf(live.app, other).syncOnce()).resolves.toMatchObject({ acquired: true });
      }

      // The operator's way back (`npm run reindex -- polygon`): every log indexed on the chain
      // reverted, then the chain indexed afresh, equal to a fresh index.
      await indexer.stop();
      const { reverted } = await indexer.reindex();
      expect(reverted).toBeGreaterThan(0);
      expect(indexer.loopState().halted).toBeUndefined();
      await syncToHeads(live.app);
      // /readyz made the app ready: its workers (roulette periods…) now write beside the indexer.
      const reindexed = await indexedTables(live.database);
      const fresh = await freshIndex(kind);
      for (const table of WORKER_TABLES) {
        delete reindexed[table];
        delete fresh[table];
      }
      expect(reindexed).toEqual(fresh);
      await keptHashesOnChain(live.database);
      report(
        `${kind.name} depth ${kept + 20} on ${network}: halted with an alert, /readyz 503; ` +
          `re-indexed (${reverted} logs reverted) equal to a fresh index`,
      );
    } finally {
      await indexer.stop();
    }
  }, 120_000);
}
