import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import { type RunningAnvil, startAnvil } from '@kingdoms/contracts/anvil';
import { confirm, localClient } from '@kingdoms/contracts/clients';
import { deployChain } from '@kingdoms/contracts/deploy';
import { mysteryBoxAbi } from '@kingdoms/contracts/generated/abis';
import { freePort } from '@kingdoms/contracts/ports';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyInstance } from 'fastify';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeployment } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { sessionCookie, TEST_SESSION_SECRET } from '../staking-rewards/testing';

const [pglite] = testDatabases();

describe('burnsMysteryBox against a real MysteryBox on anvil, through the chain indexer', () => {
  let anvil: RunningAnvil;
  let database: AppDatabase;
  let app: FastifyInstance;
  let burnHash: `0x${string}`;
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
});
