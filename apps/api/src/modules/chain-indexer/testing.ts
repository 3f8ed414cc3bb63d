import { devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, type LocalClient, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import { type Kysely, sql } from 'kysely';
import { type Abi, type Address, type ContractEventName, createTestClient, type Hex, http } from 'viem';
import type { Database } from '../../db/schema';
import { jsonSafeArgs } from './decode';
import type { EventArgs } from './events';
import type { IndexedLog, IndexerSubscription } from './types';

/** Test support: a real anvil with the A2Z token, and a subscription deriving balances from its Transfers. */

let nextChainId = 41_000;

export interface TestChain {
  readonly anvil: RunningAnvil;
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly token: Address;
  /** The token's deployment block. */
  readonly startBlock: bigint;
  readonly deployer: LocalClient;
  /** With `snapshotGenesis`: a snapshot of the chain before the token was deployed. */
  readonly genesisSnapshot: Hex | undefined;
  /** Mints `amount` wei of A2Z to `to`; resolves with the block it landed in. */
  mint(to: Address, amount: bigint): Promise<{ blockNumber: bigint; txHash: Hex }>;
  /** Transfers from devnet account `fromIndex` (which needs a balance). */
  transfer(fromIndex: number, to: Address, amount: bigint): Promise<{ blockNumber: bigint; txHash: Hex }>;
  mine(blocks: number): Promise<void>;
  head(): Promise<bigint>;
  blockHash(blockNumber: bigint): Promise<Hex>;
  balanceOf(holder: Address): Promise<bigint>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  stop(): Promise<void>;
}

/** Each call gets its own chain id, so chains of one test file never share indexer rows. */
export async function startTestChain(options: { snapshotGenesis?: boolean } = {}): Promise<TestChain> {
  const chainId = nextChainId++;
  const anvil = await startAnvil({ port: await freePort(), chainId });
  try {
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
    const deployerKey = devnetAccount(0).privateKey;
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    const genesisSnapshot = options.snapshotGenesis ? await testClient.snapshot() : undefined;
    const deployed = await deployChain(['A2Z'], endpoint, deployerKey);
    const token = deployed.contracts.A2Z;
    if (!token) throw new Error('A2Z was not deployed');
    const deployer = localClient(endpoint, deployerKey);
    const clients = new Map<number, LocalClient>([[0, deployer]]);
    const clientOf = (index: number) => {
      let client = clients.get(index);
      if (!client) {
        client = localClient(endpoint, devnetAccount(index).privateKey);
        clients.set(index, client);
      }
      return client;
    };
    const landed = async (client: LocalClient, hash: Hex) => {
      const receipt = await confirm(client, hash);
      return { blockNumber: receipt.blockNumber, txHash: receipt.transactionHash };
    };
    return {
      anvil,
      chainId,
      rpcUrl: anvil.rpcUrl,
      token,
      startBlock: BigInt(deployed.startBlock),
      deployer,
      genesisSnapshot,
      async mint(to, amount) {
        const hash = await deployer.writeContract({
          address: token,
          abi: a2zAbi,
          functionName: 'mint',
          args: [to, amount],
        });
        return landed(deployer, hash);
      },
      async transfer(fromIndex, to, amount) {
        const client = clientOf(fromIndex);
        const hash = await client.writeContract({
          address: token,
          abi: a2zAbi,
          functionName: 'transfer',
          args: [to, amount],
        });
        return landed(client, hash);
      },
      async mine(blocks) {
        await testClient.mine({ blocks });
      },
      head: () => deployer.getBlockNumber({ cacheTime: 0 }),
      async blockHash(blockNumber) {
        return (await deployer.getBlock({ blockNumber })).hash;
      },
      balanceOf: (holder) =>
        deployer.readContract({ address: token, abi: a2zAbi, functionName: 'balanceOf', args: [holder] }),
      snapshot: () => testClient.snapshot(),
      async revert(id) {
        await testClient.revert({ id });
      },
      stop: () => anvil.stop(),
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

/** Tables the test subscription derives its state into (tests create them once per database). */
export async function createTestTables(db: Kysely<Database>): Promise<void> {
  await sql`
    create table if not exists test_indexer_event (
      subscription text not null,
      chain_id int8 not null,
      tx_hash text not null,
      log_index integer not null,
      event_name text not null,
      primary key (subscription, chain_id, tx_hash, log_index)
    )
  `.execute(db);
  await sql`
    create table if not exists test_indexer_balance (
      subscription text not null,
      holder text not null,
      amount numeric not null,
      primary key (subscription, holder)
    )
  `.execute(db);
}

export interface RecordingSubscription extends IndexerSubscription {
  /** Every apply/revert call in order (including calls of transactions that later rolled back). */
  readonly calls: { kind: 'apply' | 'revert'; log: IndexedLog }[];
  /** With `batched`: every applyBatch/revertBatch call, with the logs of the run. */
  readonly runs: { kind: 'apply' | 'revert'; logs: readonly IndexedLog[] }[];
}

const ZERO = '0x0000000000000000000000000000000000000000';

/**
 * Follows the token's events: each event once in test_indexer_event (its primary key makes a
 * second apply of the same log fail loudly), Transfers into test_indexer_balance.
 */
export function balanceSubscription(
  chain: Pick<TestChain, 'chainId' | 'token' | 'startBlock'>,
  name: string,
  options: {
    failOn?: (log: IndexedLog) => boolean;
    /** Also offer applyBatch/revertBatch (each recorded in `runs`, then done log by log). */
    batched?: boolean;
  } = {},
): RecordingSubscription {
  const calls: RecordingSubscription['calls'] = [];
  const runs: RecordingSubscription['runs'] = [];
  const move = async (trx: Kysely<Database>, holder: string, delta: bigint) => {
    if (holder === ZERO) return;
    await sql`
      insert into test_indexer_balance (subscription, holder, amount) values (${name}, ${holder}, ${delta.toString()})
      on conflict (subscription, holder) do update set amount = test_indexer_balance.amount + excluded.amount
    `.execute(trx);
  };
  const subscription: RecordingSubscription = {
    name,
    chainId: chain.chainId,
    address: chain.token,
    abi: a2zAbi,
    startBlock: chain.startBlock,
    calls,
    runs,
    async apply(trx, log) {
      calls.push({ kind: 'apply', log });
      await sql`
        insert into test_indexer_event (subscription, chain_id, tx_hash, log_index, event_name)
        values (${name}, ${log.chainId}, ${log.txHash}, ${log.logIndex}, ${log.eventName})
      `.execute(trx);
      if (log.eventName === 'Transfer') {
        const value = BigInt(log.args.value as string);
        await move(trx, log.args.from as string, -value);
        await move(trx, log.args.to as string, value);
      }
      if (options.failOn?.(log)) throw new Error(`apply failed on purpose at block ${log.blockNumber}`);
    },
    async revert(trx, log) {
      calls.push({ kind: 'revert', log });
      const deleted = await sql`
        delete from test_indexer_event
        where subscription = ${name} and chain_id = ${log.chainId} and tx_hash = ${log.txHash} and log_index = ${log.logIndex}
      `.execute(trx);
      if (deleted.numAffectedRows !== 1n) throw new Error(`revert of a log never applied: ${log.txHash}`);
      if (log.eventName === 'Transfer') {
        const value = BigInt(log.args.value as string);
        await move(trx, log.args.from as string, value);
        await move(trx, log.args.to as string, -value);
      }
    },
  };
  if (!options.batched) return subscription;
  return {
    ...subscription,
    async applyBatch(trx, logs) {
      runs.push({ kind: 'apply', logs });
      for (const log of logs) await subscription.apply(trx, log);
    },
    async revertBatch(trx, logs) {
      runs.push({ kind: 'revert', logs });
      for (const log of logs) await subscription.revert(trx, log);
    },
  };
}

/** The derived balances of one subscription (non-zero ones), by lowercase holder. */
export async function derivedBalances(db: Kysely<Database>, name: string): Promise<Map<string, bigint>> {
  const { rows } = await sql<{ holder: string; amount: string }>`
    select holder, amount from test_indexer_balance where subscription = ${name} and amount <> 0
  `.execute(db);
  return new Map(rows.map((row) => [row.holder, BigInt(row.amount)]));
}

/** How many times each event of a subscription is stored (always 1 when nothing was applied twice). */
export async function appliedEvents(db: Kysely<Database>, name: string): Promise<{ event_name: string }[]> {
  const { rows } = await sql<{ event_name: string }>`
    select event_name from test_indexer_event where subscription = ${name}
  `.execute(db);
  return rows;
}

/** Where a test log sits; every field has a default derived from the block and log index. */
export type LogPlace = Partial<Omit<IndexedLog, 'eventName' | 'args'>>;

/**
 * A log of `eventName` of `abi` as the indexer hands it to a subscription: `args` typed from the
 * ABI (as viem decodes them) and stored in the indexer's JSON-safe form. Block 100, log index 0
 * and chain 31337 unless `place` says otherwise; the hashes follow the block and the log index.
 */
export function indexedLog<const TAbi extends Abi, N extends ContractEventName<TAbi>>(
  abi: TAbi,
  eventName: N,
  args: EventArgs<TAbi, N>,
  place: LogPlace = {},
): IndexedLog {
  const event = abi.find((item) => item.type === 'event' && item.name === eventName);
  if (event?.type !== 'event') throw new Error(`The ABI has no event ${eventName}`);
  const blockNumber = place.blockNumber ?? 100n;
  const logIndex = place.logIndex ?? 0;
  return {
    chainId: 31337,
    blockHash: `0x${blockNumber.toString(16).padStart(64, 'b')}`,
    blockTime: 1_700_000_000 + Number(blockNumber),
    txHash: `0x${(blockNumber * 1000n + BigInt(logIndex)).toString(16).padStart(64, 'a')}`,
    address: '0x2222222222222222222222222222222222222222',
    ...place,
    blockNumber,
    logIndex,
    eventName,
    args: jsonSafeArgs(event.inputs, args),
  };
}
