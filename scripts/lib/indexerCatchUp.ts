/**
 * The chain indexer's catch-up rate: `events` Staked events on a fresh anvil (the real A2Z and
 * Staking contracts, `holders` wallets pledging over the 26 continents, many transactions per
 * block), then an API on an empty database started on that chain — the indexer and the staking
 * subscription exactly as the API runs them — timed until it has applied the last block.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '@kingdoms/api/app';
import { loadConfig } from '@kingdoms/api/compose';
import { openDatabase } from '@kingdoms/api/db/connect';
import { MAX_RPC_RESPONSE_BYTES } from '@kingdoms/api/modules/chain-indexer/rpc';
import { devnetAccount } from '@kingdoms/contracts/accounts';
import { startAnvil } from '@kingdoms/contracts/anvil';
import { deployChain } from '@kingdoms/contracts/deploy';
import { a2zAbi, stakingAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import type { Deployment } from '@kingdoms/shared/deployment';
import { sql } from 'kysely';
import {
  type Address,
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
} from 'viem';

const UNIT = 10n ** 18n;
const CONTINENTS = 26;
/** Transactions sent before each mined block (anvil's block gas limit is raised to hold them). */
const TRANSACTIONS_PER_BLOCK = 500;
const SEND_CONCURRENCY = 100;
/** A chain id no other bench or test uses, so nothing shares its indexer rows. */
const CHAIN_ID = 43_210;

export interface CatchUpResult {
  events: number;
  blocks: number;
  seedSeconds: number;
  catchUpSeconds: number;
  eventsPerSecond: number;
  /** staking_position rows after the catch-up (a check that every event was applied). */
  positions: number;
}

interface Call {
  from: Address;
  to: Address;
  data: Hex;
}

/**
 * The devnet's Ethereum chain replaced by the bench's anvil; the other chains point at ports
 * nothing listens on, so their indexers (no pledging there) only retry quietly.
 */
function benchDeployment(rpcUrl: string, startBlock: number, contracts: Record<string, Address>): Deployment {
  const unreachable = (chainId: number, port: number) => ({
    chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
    explorerUrl: `http://127.0.0.1:${port}/explorer`,
    startBlock: 0,
    contracts: {},
  });
  return {
    env: 'devnet',
    chains: {
      ethereum: { chainId: CHAIN_ID, rpcUrl, explorerUrl: `${rpcUrl}/explorer`, startBlock, contracts },
      polygon: unreachable(31338, 1),
      arenaz: unreachable(31339, 2),
    },
  };
}

/** `databaseUrl`: a throw-away PostgreSQL database; undefined: PGlite in a temporary folder. */
export async function benchIndexerCatchUp(
  events: number,
  holders: number,
  databaseUrl: string | undefined,
): Promise<CatchUpResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kingdoms-catchup-'));
  const anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID });
  try {
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID };
    const deployer = devnetAccount(0);
    const deployed = await deployChain(['A2Z', 'Staking'], endpoint, deployer.privateKey);
    const token = deployed.contracts.A2Z;
    const staking = deployed.contracts.Staking;
    // The seed's check reads every Staked log at once: more than viem's default 10 MiB answer.
    const publicClient = createPublicClient({
      transport: http(anvil.rpcUrl, { maxResponseBodySize: MAX_RPC_RESPONSE_BYTES }),
    });
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });

    const seedStarted = performance.now();
    // Many transactions per block, sent unsigned from impersonated wallets: the seed takes
    // seconds, not the minutes of one signed transaction per block.
    await testClient.setAutomine(false);
    await testClient.request({ method: 'evm_setBlockGasLimit', params: [numberToHex(10n ** 12n)] } as never);
    const wallets = Array.from(
      { length: holders },
      (_, n) => `0x${(0xbe0c000000n + BigInt(n)).toString(16).padStart(40, '0')}` as Address,
    );
    for (const wallet of wallets) {
      await testClient.impersonateAccount({ address: wallet });
      await testClient.setBalance({ address: wallet, value: 10n ** 20n });
    }
    const perWallet = Math.ceil(events / holders);
    const setup: Call[] = wallets.flatMap((wallet) => [
      {
        from: deployer.address,
        to: token,
        data: encodeFunctionData({
          abi: a2zAbi,
          functionName: 'mint',
          args: [wallet, BigInt(perWallet) * 1000n * UNIT],
        }),
      },
      {
        from: wallet,
        to: token,
        data: encodeFunctionData({ abi: a2zAbi, functionName: 'approve', args: [staking, 2n ** 255n] }),
      },
    ]);
    await testClient.impersonateAccount({ address: deployer.address });
    const pledges: Call[] = Array.from({ length: events }, (_, n) => ({
      from: wallets[n % holders] as Address,
      to: staking,
      data: encodeFunctionData({
        abi: stakingAbi,
        functionName: 'stake',
        args: [(n % CONTINENTS) + 1, BigInt((n % 997) + 1) * UNIT],
      }),
    }));
    const nonces = new Map<Address, number>();
    const send = async (calls: readonly Call[]) => {
      for (let start = 0; start < calls.length; start += TRANSACTIONS_PER_BLOCK) {
        const block = calls.slice(start, start + TRANSACTIONS_PER_BLOCK);
        for (let i = 0; i < block.length; i += SEND_CONCURRENCY) {
          await Promise.all(
            block.slice(i, i + SEND_CONCURRENCY).map(async (call) => {
              let nonce = nonces.get(call.from);
              if (nonce === undefined) nonce = await publicClient.getTransactionCount({ address: call.from });
              nonces.set(call.from, nonce + 1);
              await publicClient.request({
                method: 'eth_sendTransaction',
                params: [{ ...call, gas: numberToHex(300_000), nonce: numberToHex(nonce) }],
              } as never);
            }),
          );
        }
        await testClient.mine({ blocks: 1 });
      }
    };
    // The nonces are read per wallet before the first send: sequence per wallet is kept by
    // sending a wallet's calls in order (one per wallet in each concurrent slice).
    for (const wallet of [deployer.address, ...wallets]) {
      nonces.set(wallet, await publicClient.getTransactionCount({ address: wallet }));
    }
    await send(setup);
    await send(pledges);
    const head = await publicClient.getBlockNumber();
    const logs = await publicClient.getContractEvents({
      address: staking,
      abi: stakingAbi,
      eventName: 'Staked',
      fromBlock: BigInt(deployed.startBlock),
      toBlock: head,
    });
    if (logs.length !== events) throw new Error(`seeded ${logs.length} Staked events, expected ${events}`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const config = loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      INDEXER_CONFIRMATIONS: '0',
      INDEXER_POLL_MS: '100',
      REWARD_JOBS: 'false',
      MIGRATION_DAILY_JOB: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: path.join(dataDir, 'pglite') }),
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    });
    const database = await openDatabase(config.database, { info() {}, warn() {} });
    try {
      const deployment = benchDeployment(anvil.rpcUrl, deployed.startBlock, deployed.contracts);
      // From the API's start: opening the server starts the indexer, which begins at the
      // deployment block with an empty database.
      const started = performance.now();
      const api = await startApi(config, { database, deployment });
      try {
        const indexers = api.app.chainIndexers;
        if (!indexers) throw new Error('The API started no chain indexer');
        await indexers.waitForBlock(CHAIN_ID, head, 600_000);
        const catchUpSeconds = (performance.now() - started) / 1000;
        const counted = await sql<{ count: string }>`select count(*) as count from staking_position`.execute(
          database.db,
        );
        return {
          events,
          blocks: Number(head) - deployed.startBlock,
          seedSeconds,
          catchUpSeconds,
          eventsPerSecond: events / catchUpSeconds,
          positions: Number(counted.rows[0]?.count ?? 0),
        };
      } finally {
        await api.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await anvil.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
