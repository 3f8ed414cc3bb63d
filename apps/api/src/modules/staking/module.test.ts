import { failure } from '@kingdoms/shared/api/envelope';
import { commentMessage } from '@kingdoms/shared/staking';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp, buildTestApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import type { SetUpParts } from '../module';
import { createStakingModule } from './module';
import { pledge } from './testing';

const HOLDER = '0x00000000000000000000000000000000000000aa';

describe.each(testDatabases())('staking figures cache on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let staking: SetUpParts;
  beforeAll(async () => {
    database = await open();
    // A long lifetime: only an invalidation can refresh the figures within this test.
    const module = createStakingModule({ ttlMs: 10 * 60_000 });
    // The module's parts as the registry got them, to play the indexer's change notices.
    const spied = {
      ...module,
      setup: async (ctx: Parameters<typeof module.setup>[0]) => {
        staking = await module.setup(ctx);
        return staking;
      },
    };
    app = await buildModulesApp([spied], { db: database.db, deployment: devnetDeployment() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const read = async () => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/game/staking${url}`, payload }).then((r) => r.json());
    const [dashboard, list, ranking] = await Promise.all([
      post('/dashboard', {}),
      post('/stake/list', {}),
      post('/continent/ranking', { continent: 8 }),
    ]);
    return {
      total: dashboard.dashboard.totalValue,
      continent8: list.stake.continent[7].value,
      ranked: ranking.ranking.individual.length,
    };
  };

  it('follows the Staking contract of the deployment', () => {
    expect(staking.subscriptions?.map((subscription) => subscription.name)).toEqual(['staking']);
  });

  it('serves cached figures until the indexer reports a change on the Staking chain', async () => {
    expect(await read()).toEqual({ total: '0', continent8: '0', ranked: 0 });
    await pledge(database.db, [{ holder: HOLDER, continent: 8, delta: 70n }]);
    expect(await read()).toEqual({ total: '0', continent8: '0', ranked: 0 });
    // Another chain's logs change nothing here.
    staking.onIndexerChange?.(31338);
    expect(await read()).toEqual({ total: '0', continent8: '0', ranked: 0 });
    staking.onIndexerChange?.(31337);
    expect(await read()).toEqual({ total: '70', continent8: '70', ranked: 1 });
  });

  it('a new comment refreshes the rankings that show it', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    await pledge(database.db, [{ holder: account.address, continent: 8, delta: 5n }]);
    staking.onIndexerChange?.(31337);
    const commentOf = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/game/staking/continent/ranking',
          payload: { continent: 8 },
        })
      )
        .json()
        .ranking.individual.find(
          (entry: { address: string }) => entry.address === account.address.toLowerCase(),
        )?.staking?.comment;
    expect(await commentOf()).toBeUndefined();
    const issuedAt = new Date().toISOString();
    const signed = await account.signMessage({ message: commentMessage(account.address, 'gm', issuedAt) });
    const reply = await app.inject({
      method: 'POST',
      url: '/game/staking/change/comment',
      payload: { address: account.address, comment: 'gm', signed, issuedAt },
    });
    expect(reply.json()).toEqual({ result: 1, comment: 'gm' });
    expect(await commentOf()).toBe('gm');
  });

  it('a refused comment is the failure envelope', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const issuedAt = new Date().toISOString();
    const signed = await account.signMessage({ message: commentMessage(account.address, 'a', issuedAt) });
    const reply = await app.inject({
      method: 'POST',
      url: '/game/staking/change/comment',
      payload: { address: HOLDER, comment: 'a', signed, issuedAt },
    });
    expect(reply.json()).toEqual(failure('invalid_signature', reply.json().err.message));
  });
});

describe.each(testDatabases())('chain indexer wiring on $name', ({ open }) => {
  it('exposes the indexers when the deployment has Staking, and none without a deployment', async () => {
    const database = await open();
    try {
      const withStaking = await buildTestApp(
        database,
        { INDEXER_ENABLED: 'false', REWARD_JOBS: 'false' },
        devnetDeployment(),
      );
      expect([...(withStaking.chainIndexers?.indexers.keys() ?? [])]).toEqual([31337]);
      await withStaking.close();
      const without = await buildTestApp(database, { REWARD_JOBS: 'false' }, null);
      expect(without.chainIndexers).toBeNull();
      await without.close();
    } finally {
      await database.close();
    }
  });
});
