import { devnetAccount } from '@kingdoms/contracts/accounts';
import type { RunningAnvil } from '@kingdoms/contracts/anvil';
import { confirm } from '@kingdoms/contracts/clients';
import { stakingAbi } from '@kingdoms/contracts/generated/abis';
import { INDEXED_HEAD_MARGIN_BLOCKS, INDEXED_WAIT_MAX_MS } from '@kingdoms/shared/api/chainIndexer';
import {
  dashboardReplySchema,
  myStakingReplySchema,
  stakeListReplySchema,
} from '@kingdoms/shared/api/staking';
import type { FastifyInstance } from 'fastify';
import { type Address, createTestClient, type Hex, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { type StakingChain, startStakingChain, UNIT } from '../../../test/stakingChain';
import type { AppDatabase } from '../../db/connect';

let nextChainId = 42_500;

/** The real thing: the Staking contract on anvil, the app's own chain indexer, the HTTP routes. */
describe.each(testDatabases())('pledging on a real chain through the indexer on $name', ({ open }) => {
  let database: AppDatabase;
  let anvil: RunningAnvil;
  let app: FastifyInstance;
  let chainId: number;
  let staking: Address;
  const pledger = devnetAccount(1);
  let client: StakingChain['client'];

  beforeAll(async () => {
    const chain = await startStakingChain(nextChainId++);
    ({ anvil, chainId, staking, client } = chain);
    const { deployment } = chain;
    database = await open();
    app = await buildTestApp(
      database,
      { INDEXER_POLL_MS: '100', INDEXER_CONFIRMATIONS: '0', REWARD_JOBS: 'false' },
      deployment,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await anvil?.stop();
  });

  const post = async (url: string, body: object = {}) =>
    (await app.inject({ method: 'POST', url: `/game${url}`, payload: body })).json();

  /** Sends a Staking call from the pledger and waits until the app's indexer has applied it. */
  const send = async (functionName: 'stake' | 'unstake', continent: number, amount: bigint) => {
    const hash: Hex = await client.writeContract({
      address: staking,
      abi: stakingAbi,
      functionName,
      args: [continent, amount],
    });
    const receipt = await confirm(client, hash);
    await app.chainIndexers!.waitForBlock(chainId, receipt.blockNumber, 20_000);
    return receipt;
  };

  it('shows a pledge made on chain in the dashboard, the stake list and mystaking', async () => {
    // Read (and cache) the empty figures first: the indexer's onChange must drop them.
    const before = dashboardReplySchema.parse(await post('/staking/dashboard')).dashboard;
    expect(before.totalValue).toBe('0');

    await send('stake', 5, 300n * UNIT);
    const { dashboard } = dashboardReplySchema.parse(await post('/staking/dashboard'));
    expect(dashboard.totalValue).toBe((300n * UNIT).toString());
    expect(dashboard.totalHolder).toBe(1);
    expect(dashboard.continent[0]).toEqual({
      continent: 5,
      rank: 1,
      tier: 1,
      value: (300n * UNIT).toString(),
      holders: 1,
    });
    expect(dashboard.individual).toEqual([
      {
        rank: 1,
        address: pledger.address.toLowerCase(),
        value: (300n * UNIT).toString(),
        continent: 5,
        tier: 1,
      },
    ]);
    expect(dashboard.updatedAt).not.toBeNull();
    const list = stakeListReplySchema.parse(await post('/staking/stake/list')).stake.continent;
    expect(list[4]).toMatchObject({ continent: 5, value: (300n * UNIT).toString(), tier: 1 });
    const my = myStakingReplySchema.parse(await post('/staking/mystaking', { address: pledger.address })).my;
    expect(my).toMatchObject({ value: (300n * UNIT).toString(), ranking: 1 });
  });

  it('POST /game/chain/indexed answers once the block is indexed, and refuses bad input', async () => {
    const hash: Hex = await client.writeContract({
      address: staking,
      abi: stakingAbi,
      functionName: 'stake',
      args: [6, 1n * UNIT],
    });
    const receipt = await confirm(client, hash);
    // Straight after the receipt: the route holds the request until the indexer has the block.
    expect(await post('/chain/indexed', { chainId, blockNumber: receipt.blockNumber.toString() })).toEqual({
      result: 1,
      indexed: true,
    });
    const my = myStakingReplySchema.parse(await post('/staking/mystaking', { address: pledger.address })).my;
    expect(my.continents.find((entry) => entry.continent === 6)?.value).toBe(UNIT.toString());
    // A chain nobody indexes here: answered at once, not indexed.
    expect(await post('/chain/indexed', { chainId: 999_999, blockNumber: '1' })).toEqual({
      result: 1,
      indexed: false,
    });
    // A block far beyond the head is refused at once instead of holding the request 15 s.
    const head = await client.getBlockNumber();
    const started = Date.now();
    const beyond = await app.inject({
      method: 'POST',
      url: '/game/chain/indexed',
      payload: { chainId, blockNumber: (head + BigInt(INDEXED_HEAD_MARGIN_BLOCKS) + 1n).toString() },
    });
    expect(Date.now() - started).toBeLessThan(INDEXED_WAIT_MAX_MS / 3);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ result: 0, err: { code: 'block_beyond_head' } });
    expect(beyond.json().err.message).toContain(`(block ${head}`);
    // Within the margin it waits: the blocks get mined meanwhile, and the answer is indexed.
    const withinMargin = post('/chain/indexed', {
      chainId,
      blockNumber: (head + BigInt(INDEXED_HEAD_MARGIN_BLOCKS)).toString(),
    });
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({
      blocks: INDEXED_HEAD_MARGIN_BLOCKS,
    });
    expect(await withinMargin).toEqual({ result: 1, indexed: true });
    for (const body of [{}, { chainId, blockNumber: 'latest' }, { chainId: -1, blockNumber: '1' }]) {
      const response = await app.inject({ method: 'POST', url: '/game/chain/indexed', payload: body });
      expect(response.statusCode).toBe(400);
    }
    // Leave the pledger's stakes as the other tests expect them.
    await send('unstake', 6, UNIT);
  });

  it('follows an unpledge, and reverts it when the chain reorganises it away', async () => {
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    const snapshot = await testClient.snapshot();
    await send('unstake', 5, 100n * UNIT);
    const my = myStakingReplySchema.parse(await post('/staking/mystaking', { address: pledger.address })).my;
    expect(my.value).toBe((200n * UNIT).toString());
    expect(my.continents).toEqual([{ continent: 5, value: (200n * UNIT).toString(), tier: 1 }]);

    // The unstake's block disappears; the new chain is longer, so the indexer sees a fork.
    await testClient.revert({ id: snapshot });
    await testClient.mine({ blocks: 3 });
    await expect
      .poll(
        async () => stakeListReplySchema.parse(await post('/staking/stake/list')).stake.continent[4]?.value,
        { timeout: 20_000, interval: 100 },
      )
      .toBe((300n * UNIT).toString());
  });
});
