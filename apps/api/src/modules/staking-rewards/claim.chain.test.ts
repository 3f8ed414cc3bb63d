import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { type PayoutTestChain, startPayoutChain } from '../../../test/payoutTestChain';
import { sessionCookie, sessionTestConfig } from '../../../test/session';
import { waitFor } from '../../../test/waitFor';
import type { AppDatabase } from '../../db/connect';
import { claimableReward } from './queries';
import { A2Z_UNIT, utcDay } from './snapshot';
import { buildRewardsApp, insertPositions } from './testing';

/** Pledging rewards paid through the payouts module on a Polygon anvil. */
describe.each(testDatabases())('reward claims paid on a Polygon anvil ($name)', (kind) => {
  let chain: PayoutTestChain;
  let database: AppDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    [chain, database] = await Promise.all([startPayoutChain('polygon'), kind.open()]);
    await chain.fund(1_000_000n * A2Z_UNIT);
  });
  afterAll(async () => {
    await database?.close();
    await chain?.stop();
  });
  beforeEach(async () => {
    await sql`truncate payout, reward_account, reward_accrual, reward_snapshot, staking_position`.execute(
      db(),
    );
  });

  const payout = (id: string) =>
    db().selectFrom('payout').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('the whole module on a devnet deployment (jobs on)', () => {
    let app: FastifyInstance | undefined;
    afterAll(async () => app?.close());

    it('snapshots today at startup; 10 concurrent claims pay once, within seconds of the claim', async () => {
      const alice = privateKeyToAccount(generatePrivateKey());
      const bob = privateKeyToAccount(generatePrivateKey());
      await insertPositions(db(), [
        { address: alice.address, continent: 1, amount: 3n * A2Z_UNIT },
        { address: bob.address, continent: 2, amount: 1n * A2Z_UNIT },
      ]);
      // An hour between polls: a payout made within seconds was made because the claim woke the worker.
      const config = sessionTestConfig({
        REWARD_JOBS: 'true',
        REWARD_DAILY_POOL: '400',
        PAYOUT_JOBS: 'true',
        PAYOUT_INTERVAL_MS: '3600000',
      });
      app = await buildRewardsApp(db(), config, chain.deployment());

      const claimable = await waitFor(
        () => claimableReward(db(), alice.address),
        (value) => value > 0n,
      );
      expect(claimable).toBe(300n * A2Z_UNIT);
      const day = await db().selectFrom('reward_snapshot').select(sql<string>`day::text`.as('day')).execute();
      expect(day).toEqual([{ day: utcDay(new Date()) }]);

      const cookies = await sessionCookie(db(), alice);
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          app!.inject({
            method: 'POST',
            url: '/game/staking/claim/myreward',
            payload: { address: alice.address },
            cookies,
          }),
        ),
      );
      const accepted = replies.map((reply) => reply.json()).filter((body) => body.result === 1);
      expect(accepted).toHaveLength(1);
      const payoutId = accepted[0].claim.payoutId as Hex;

      const paid = await waitFor(
        () => payout(payoutId),
        (row) => row.status === 'paid',
        10_000,
      );
      expect(paid.amount).toBe((300n * A2Z_UNIT).toString());
      expect(await db().selectFrom('payout').select('id').execute()).toHaveLength(1);
      expect(await chain.paidEvents(payoutId)).toEqual([
        { payoutId, to: alice.address, amount: 300n * A2Z_UNIT },
      ]);
      expect(await chain.balanceOf(alice.address)).toBe(300n * A2Z_UNIT);
      expect(await claimableReward(db(), alice.address)).toBe(0n);
    });
  });
});
