import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { mysteryBoxAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyInstance } from 'fastify';
import { createTestClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionCookie, TEST_SESSION_SECRET } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';

const [pglite] = testDatabases();

describe('burnsMysteryBox against a real MysteryBox on anvil, through the chain indexer', () => {
  let anvil: RunningAnvil;
  let database: AppDatabase;
  let app: FastifyInstance;
  let burnHash: `0x${string}`;
  let burnAgain: (count: bigint) => Promise<`0x${string}`>;
  const burner = privateKeyToAccount(devnetAccount(1).privateKey);
  const stranger = privateKeyToAccount(devnetAccount(2).privateKey);

  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId: 31338 });
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId: 31338 };
    const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
    const deployed = await deployChain(['MysteryBox'], endpoint, deployerKey);
    const box = { address: deployed.contracts.MysteryBox, abi: mysteryBoxAbi };
    const deployer = localClient(endpoint, deployerKey);
    await confirm(
      deployer,
      await deployer.writeContract({ ...box, functionName: 'mint', args: [burner.address, 3n] }),
    );
    const client = localClient(endpoint, devnetAccount(1).privateKey);
    burnHash = await client.writeContract({ ...box, functionName: 'burn', args: [2n] });
    await confirm(client, burnHash);
    await confirm(
      deployer,
      await deployer.writeContract({ ...box, functionName: 'mint', args: [burner.address, 10n] }),
    );
    burnAgain = async (count) => {
      const hash = await client.writeContract({ ...box, functionName: 'burn', args: [count] });
      await confirm(client, hash);
      return hash;
    };

    const base = devnetDeployment();
    const deployment: Deployment = {
      ...base,
      chains: {
        ...base.chains,
        polygon: {
          ...base.chains.polygon,
          rpcUrl: anvil.rpcUrl,
          startBlock: 0,
          contracts: deployed.contracts,
        },
      },
    };
    database = await pglite!.open();
    app = await buildTestApp(
      database,
      {
        INDEXER_POLL_MS: '100',
        INDEXER_CONFIRMATIONS: '0',
        REWARD_JOBS: 'false',
        MIGRATION_DAILY_JOB: 'false',
        SESSION_SECRET: TEST_SESSION_SECRET,
      },
      deployment,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await anvil?.stop();
  });

  const report = async (account: typeof burner) =>
    app.inject({
      method: 'POST',
      url: '/nft/api/presale/burnsMysteryBox',
      payload: { publicKey: account.address, txHash: burnHash },
      cookies: await sessionCookie(database.db, account),
    });

  it('grants the burner 2 tickets once, and nothing to another wallet', async () => {
    expect((await report(stranger)).json()).toMatchObject({ result: 0, err: { code: 'burn_not_yours' } });
    const first = await Promise.all([report(burner), report(burner), report(burner)]);
    const replies = first.map((reply) => reply.json());
    expect(replies.filter((reply) => reply.newGrant === true)).toHaveLength(1);
    for (const reply of replies)
      expect(reply).toMatchObject({ result: 1, burned: 2, granted: 2, remainRoullete: 2 });
    const info = await app.inject({
      method: 'POST',
      url: '/stat/preregist/event/info',
      payload: { publicKey: burner.address },
    });
    expect(info.json()).toMatchObject({ result: 1, remainRoullete: 2 });
  });

  const post = async (url: string, payload: object) =>
    (
      await app.inject({
        method: 'POST',
        url,
        payload,
        cookies: await sessionCookie(database.db, burner),
      })
    ).json();
  const tickets = async () =>
    (await post('/stat/preregist/event/info', { publicKey: burner.address })).remainRoullete as number;
  const grant = (txHash: string) =>
    post('/nft/api/presale/burnsMysteryBox', { publicKey: burner.address, txHash });
  const spin = () => post('/stat/preregist/event/spin2', { publicKey: burner.address, language: 'en' });

  it('takes back the grant of a burn a reorg removes: unspent tickets go, spent ones become a debt the next grant pays', async () => {
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    const held = await tickets();
    const beforeBurn = await testClient.snapshot();
    const reorged = await burnAgain(3n);
    expect(await grant(reorged)).toMatchObject({ result: 1, granted: 3, newGrant: true });
    expect(await tickets()).toBe(held + 3);
    // Spend all but one ticket: 2 of the reorged burn's 3 are spent.
    for (let i = 0; i < held + 2; i++) expect(await spin()).toMatchObject({ result: 1 });
    expect(await tickets()).toBe(1);

    // The burn's block is replaced by a longer branch without it.
    await testClient.revert({ id: beforeBurn });
    await testClient.mine({ blocks: 5 });
    await expect
      .poll(
        async () => (await database.db.selectFrom('roulette_revoked_grant').selectAll().execute()).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const [revoked] = await database.db.selectFrom('roulette_revoked_grant').selectAll().execute();
    expect(revoked).toMatchObject({ tx_hash: reorged.toLowerCase(), tickets: 3, taken_back: 1, spent: 2 });
    expect(await tickets()).toBe(0);
    expect(await grant(reorged)).toMatchObject({ result: 0, err: { code: 'burn_not_found' } });
    // Spent draws stay recorded.
    expect((await spin()).result).toBe(0);

    // The next burn pays the 2 owed tickets first.
    const next = await burnAgain(3n);
    expect(await grant(next)).toMatchObject({ result: 1, granted: 3, newGrant: true, remainRoullete: 1 });
    const wallet = await database.db
      .selectFrom('roulette_wallet')
      .select(['tickets', 'ticket_debt'])
      .where('wallet', '=', burner.address.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(wallet).toEqual({ tickets: 1, ticket_debt: 0 });
  });
});
