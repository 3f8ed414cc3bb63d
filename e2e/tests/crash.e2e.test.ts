import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE_NAME, liveLockHolder } from '@kingdoms/api/db/lock';
import { DEMO_ACCOUNT_INDEXES, DEVNET_ACCOUNTS, devnetAccount } from '@kingdoms/contracts/accounts';
import { type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { contractOf, type DeployedContract } from '@kingdoms/contracts/contractOf';
import { isPortInUse } from '@kingdoms/contracts/ports';
import { TxPipeline } from '@kingdoms/contracts/txPipeline';
import { indexedReplySchema } from '@kingdoms/shared/api/chainIndexer';
import {
  continentRankingReplySchema,
  dashboardReplySchema,
  myStakingReplySchema,
  stakeListReplySchema,
} from '@kingdoms/shared/api/staking';
import { CONTINENT_MAX, CONTINENT_MIN } from '@kingdoms/shared/staking';
import { maxUint256, parseEther, parseGwei } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../harness/stack';

/**
 * The indexed pledging figures survive the API being killed (SIGKILL) while it indexes: pledges
 * and unpledges stream from eight wallets, the API process is killed at different moments and
 * restarted as `npm run api` does (same database, no reset, the dead process's lock taken over),
 * and once it has caught up every continent total, holder count and per-wallet stake it serves
 * equals the Staking contract's. This file runs its own stack: the shared one must not be killed.
 */

const CONTINENTS = Array.from({ length: CONTINENT_MAX - CONTINENT_MIN + 1 }, (_, i) => CONTINENT_MIN + i);
/** Explicit gas and fees: no estimate per transaction, so a pledger's transactions go out back to back. */
const TX_COSTS = { gas: 300_000n, maxFeePerGas: parseGwei('50'), maxPriorityFeePerGas: parseGwei('1') };

let stack: TestStack;
let ethereum: TestStack['portal']['deployment']['chains']['ethereum'];
let staking: DeployedContract<'Staking'>;
let a2z: DeployedContract<'A2Z'>;
let pledgers: Pledger[];
const apiPids: number[] = [];

beforeAll(async () => {
  // Short polls and small batches keep the indexer busy committing while the pledges stream in.
  // Its database starts as a copy of the migrated template the second APIs share (no migrations).
  stack = await startTestStack({ INDEXER_POLL_MS: '100', INDEXER_BATCH_BLOCKS: '20' });
  apiPids.push(stack.portal.api.pid);
  ethereum = stack.portal.deployment.chains.ethereum;
  staking = contractOf(stack.portal.deployment, 'Staking', 'ethereum');
  a2z = contractOf(stack.portal.deployment, 'A2Z', 'ethereum');
  pledgers = await Promise.all(DEMO_ACCOUNT_INDEXES.map((index) => Pledger.approved(index)));
  // A stack of its own next to the workers' (and the cluster test's): slow to start on a busy machine.
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

/** One demo wallet sending pledges and unpledges without waiting for each to be mined. */
class Pledger {
  /** What this wallet's sent transactions leave staked, by continent (known before they are mined). */
  private readonly stakes = new Map<number, bigint>();
  private readonly pipeline: TxPipeline;
  private seed: number;

  private constructor(
    readonly index: number,
    private readonly client: LocalClient,
  ) {
    this.pipeline = new TxPipeline(client);
    this.seed = index * 7919;
  }

  static async approved(index: number): Promise<Pledger> {
    const pledger = new Pledger(index, localClient(ethereum, devnetAccount(index).privateKey));
    const stakes = await pledger.client.readContract({
      address: staking.address,
      abi: staking.abi,
      functionName: 'allStakeOf',
      args: [pledger.client.account.address],
    });
    stakes.forEach((stake, i) => {
      pledger.stakes.set(CONTINENT_MIN + i, stake);
    });
    await pledger.pipeline.send((nonce) =>
      pledger.client.writeContract({
        address: a2z.address,
        abi: a2z.abi,
        functionName: 'approve',
        args: [staking.address, maxUint256],
        nonce,
      }),
    );
    await pledger.pipeline.settle();
    return pledger;
  }

  /** A deterministic sequence per wallet (mulberry32), so a failure can be replayed. */
  private random(): number {
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = Math.imul(this.seed ^ (this.seed >>> 15), 1 | this.seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /** One pledge (three in four) or unpledge (part or all of a stake, from a continent it holds). */
  async sendOne(): Promise<void> {
    const held = [...this.stakes].filter(([, stake]) => stake > 0n).map(([continent]) => continent);
    const unstake = held.length > 0 && this.random() < 0.25;
    const continent = unstake ? this.pick(held) : this.pick(CONTINENTS);
    const stake = this.stakes.get(continent) ?? 0n;
    const amount = unstake
      ? this.random() < 0.3
        ? stake
        : 1n + (stake * BigInt(Math.floor(this.random() * 900))) / 1000n
      : parseEther(String(1 + Math.floor(this.random() * 5_000))) + BigInt(Math.floor(this.random() * 1e12));
    this.stakes.set(continent, unstake ? stake - amount : stake + amount);
    await this.pipeline.send((nonce) =>
      this.client.writeContract({
        address: staking.address,
        abi: staking.abi,
        functionName: unstake ? 'unstake' : 'stake',
        args: [continent, amount],
        nonce,
        ...TX_COSTS,
      }),
    );
  }

  settle(): Promise<void> {
    return this.pipeline.settle();
  }
}

/** Every pledger sends `perPledger` transactions; `sent` counts them as they go out. */
class Wave {
  sent = 0;
  readonly total: number;
  readonly done: Promise<void>;
  private readonly waiters: { count: number; resolve: () => void }[] = [];

  constructor(perPledger: number) {
    this.total = perPledger * pledgers.length;
    this.done = Promise.all(
      pledgers.map(async (pledger) => {
        for (let i = 0; i < perPledger; i++) {
          await pledger.sendOne();
          this.sent += 1;
          for (const waiter of this.waiters.filter((w) => this.sent >= w.count)) waiter.resolve();
        }
        await pledger.settle();
      }),
    ).then(() => undefined);
  }

  /** Resolves once `count` transactions have been sent. */
  reached(count: number): Promise<void> {
    if (this.sent >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}

async function post<T>(route: string, body: unknown, schema: { parse(value: unknown): T }): Promise<T> {
  const response = await fetch(`${stack.baseUrl}/game${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${route} answered ${response.status}`).toBe(200);
  return schema.parse(await response.json());
}

function pgliteDir(): string {
  return path.join(stack.dataDir, 'pglite');
}

/** SIGKILL: no shutdown code runs, whatever the indexer was in the middle of. */
async function killApi(): Promise<void> {
  const api = stack.portal.api;
  process.kill(api.pid, 'SIGKILL');
  expect(await api.exited).toEqual({ code: null, signal: 'SIGKILL' });
  // The dead process's lock is still there, naming it; the restart must take it over.
  expect(readFileSync(path.join(pgliteDir(), LOCK_FILE_NAME), 'utf8')).toBe(String(api.pid));
  expect(liveLockHolder(pgliteDir())).toBeUndefined();
}

async function restartApi(): Promise<void> {
  const api = await stack.portal.restartApi();
  apiPids.push(api.pid);
  expect(readFileSync(path.join(pgliteDir(), LOCK_FILE_NAME), 'utf8')).toBe(String(api.pid));
}

/** Waits until the API's indexer covers the chain's current head. */
async function waitForIndexerToCatchUp(): Promise<void> {
  const head = await localClient(ethereum, devnetAccount(0).privateKey).getBlockNumber();
  const deadline = Date.now() + 45_000;
  for (;;) {
    const reply = await post(
      '/chain/indexed',
      { chainId: ethereum.chainId, blockNumber: String(head) },
      indexedReplySchema,
    );
    if (reply.indexed) return;
    if (Date.now() > deadline) throw new Error(`The indexer did not reach block ${head} in time`);
  }
}

/** The indexed total of every continent, as the API serves it. */
async function indexedTotal(): Promise<bigint> {
  const list = await post('/staking/stake/list', {}, stakeListReplySchema);
  return list.stake.continent.reduce((sum, entry) => sum + BigInt(entry.value), 0n);
}

/**
 * Polls until the API serves an indexed total other than `from` (the indexer has just committed)
 * or equal to `target` (nothing left to index), and returns it.
 */
async function indexedProgress(from: bigint, target?: bigint): Promise<bigint> {
  for (;;) {
    const total = await indexedTotal();
    if (total !== from || total === target) return total;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface ChainPledges {
  totals: Map<number, bigint>;
  /** Lowercase address → stake by continent (only stakes above 0). */
  stakes: Map<string, Map<number, bigint>>;
}

async function readChain(): Promise<ChainPledges> {
  const reader = localClient(ethereum, devnetAccount(0).privateKey);
  const call = { address: staking.address, abi: staking.abi } as const;
  const totals = new Map<number, bigint>();
  for (const continent of CONTINENTS) {
    totals.set(
      continent,
      await reader.readContract({ ...call, functionName: 'continentTotal', args: [continent] }),
    );
  }
  const stakes = new Map<string, Map<number, bigint>>();
  for (const account of DEVNET_ACCOUNTS) {
    const all = await reader.readContract({
      ...call,
      functionName: 'allStakeOf',
      args: [account.address],
    });
    const held = new Map<number, bigint>();
    all.forEach((stake, i) => {
      if (stake > 0n) held.set(CONTINENT_MIN + i, stake);
    });
    stakes.set(account.address.toLowerCase(), held);
  }
  return { totals, stakes };
}

const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);

/** Continent totals, holder counts and every wallet's stakes from the API equal the contract's. */
async function expectApiToEqualChain(): Promise<void> {
  const chain = await readChain();
  const holdersOf = (continent: number) =>
    [...chain.stakes.values()].filter((held) => held.has(continent)).length;
  const pledging = [...chain.stakes].filter(([, held]) => held.size > 0);
  // The contract keeps each total apart from the stakes: they must agree before the API is judged.
  for (const continent of CONTINENTS) {
    expect(sum([...chain.stakes.values()].map((held) => held.get(continent) ?? 0n))).toBe(
      chain.totals.get(continent),
    );
  }

  const list = await post('/staking/stake/list', {}, stakeListReplySchema);
  expect(
    Object.fromEntries(
      list.stake.continent.map((e) => [e.continent, { value: e.value, holders: e.holders }]),
    ),
  ).toEqual(
    Object.fromEntries(
      CONTINENTS.map((c) => [c, { value: String(chain.totals.get(c)), holders: holdersOf(c) }]),
    ),
  );

  const { dashboard } = await post('/staking/dashboard', {}, dashboardReplySchema);
  expect(dashboard.totalValue).toBe(String(sum(chain.totals.values())));
  expect(dashboard.totalHolder).toBe(pledging.length);
  expect(Object.fromEntries(dashboard.individual.map((e) => [e.address, e.value]))).toEqual(
    Object.fromEntries(pledging.map(([address, held]) => [address, String(sum(held.values()))])),
  );
  expect(
    Object.fromEntries(dashboard.continent.map((e) => [e.continent, { value: e.value, holders: e.holders }])),
  ).toEqual(
    Object.fromEntries(
      dashboard.continent.map((e) => [
        e.continent,
        { value: String(chain.totals.get(e.continent)), holders: holdersOf(e.continent) },
      ]),
    ),
  );

  for (const [address, held] of chain.stakes) {
    const { my } = await post('/staking/mystaking', { address }, myStakingReplySchema);
    expect({
      value: my.value,
      continents: my.continents.map(({ continent, value }) => ({ continent, value })),
    }).toEqual({
      value: String(sum(held.values())),
      continents: [...held]
        .sort(([a], [b]) => a - b)
        .map(([continent, value]) => ({ continent, value: String(value) })),
    });
  }

  for (const continent of CONTINENTS) {
    const { ranking } = await post('/staking/continent/ranking', { continent }, continentRankingReplySchema);
    expect(Object.fromEntries(ranking.individual.map((e) => [e.address, e.value]))).toEqual(
      Object.fromEntries(
        [...chain.stakes]
          .filter(([, held]) => held.has(continent))
          .map(([address, held]) => [address, String(held.get(continent))]),
      ),
    );
  }
}

/** Each restart opens PGlite and loads the API anew: seconds, many more on a loaded machine. */
const KILL_TEST_TIMEOUT_MS = 150_000;

describe('the API killed with SIGKILL while indexing pledges', () => {
  it(
    'is killed while pledges stream in, restarted while they go on, and serves the chain figures',
    async () => {
      const wave = new Wave(30);
      await wave.reached(wave.total / 3);
      await killApi();
      expect(wave.sent).toBeLessThan(wave.total);
      await restartApi();
      await wave.done;
      await waitForIndexerToCatchUp();
      await expectApiToEqualChain();
    },
    KILL_TEST_TIMEOUT_MS,
  );

  it(
    'is killed just after it commits part of a wave, then again while indexing the backlog',
    async () => {
      const before = await indexedTotal();
      const wave = new Wave(25);
      // Killed just after the indexer committed part of this wave, with the rest still arriving.
      const seen = await indexedProgress(before);
      await killApi();
      expect(wave.sent).toBeLessThan(wave.total);
      await wave.done;
      // Restarted with the rest of the wave to index, and killed again once it has committed more.
      const target = sum((await readChain()).totals.values());
      await restartApi();
      await indexedProgress(seen, target);
      await killApi();
      await restartApi();
      await waitForIndexerToCatchUp();
      await expectApiToEqualChain();
    },
    KILL_TEST_TIMEOUT_MS,
  );

  it('leaves no process behind', async () => {
    const chainPorts = Object.values(stack.portal.deployment.chains).map((chain) =>
      Number(new URL(chain.rpcUrl).port),
    );
    await stack.stop();
    for (const pid of apiPids) expect(() => process.kill(pid, 0), `API process ${pid}`).toThrow();
    for (const port of [Number(new URL(stack.baseUrl).port), ...chainPorts]) {
      expect(await isPortInUse(port), `port ${port}`).toBe(false);
    }
  });
});
