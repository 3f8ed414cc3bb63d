import { devnetAccount } from '@kingdoms/contracts/accounts';
import { stakingRewardsEndpoints } from '@kingdoms/shared/api/staking';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionCookie, sessionTestConfig } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';
import { claimableReward } from './queries';
import { A2Z_UNIT, runRewardSnapshot } from './snapshot';
import { buildRewardsApp, insertPositions } from './testing';

// Anvil's public test keys: never used outside tests and local chains.
const alice = privateKeyToAccount(devnetAccount(4).privateKey);
const bob = privateKeyToAccount(devnetAccount(5).privateKey);
const URL = '/game/staking/claim/myreward';
const PAYOUT_ADDRESS = '0x4444444444444444444444444444444444444444';

function withRewardPayout(base: Deployment = devnetDeployment()): Deployment {
  return {
    ...base,
    chains: {
      ...base.chains,
      polygon: {
        ...base.chains.polygon,
        contracts: { ...base.chains.polygon.contracts, RewardPayout: PAYOUT_ADDRESS },
      },
    },
  };
}

describe.each(testDatabases())('POST /game/staking/claim/myreward on $name', (kind) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let aliceCookie: Record<string, string>;
  let bobCookie: Record<string, string>;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildRewardsApp(db(), sessionTestConfig(), withRewardPayout());
    aliceCookie = await sessionCookie(db(), alice);
    bobCookie = await sessionCookie(db(), bob);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await sql`truncate payout, reward_account, reward_accrual, reward_snapshot, staking_position`.execute(
      db(),
    );
  });

  /** Alice 300 and Bob 100 of a 1,000 A2Z day: 750 and 250 A2Z to claim. */
  async function accrue() {
    await insertPositions(db(), [
      { address: alice.address, continent: 3, amount: 300n },
      { address: bob.address, continent: 4, amount: 100n },
    ]);
    await runRewardSnapshot(db(), new Date('2025-03-10T00:00:00Z'), 1_000n);
  }

  const claim = (payload: unknown, cookies?: Record<string, string>) =>
    app.inject({ method: 'POST', url: URL, payload: payload as object, ...(cookies ? { cookies } : {}) });

  const payouts = () => db().selectFrom('payout').selectAll().execute();

  it('claims everything claimable into one queued payout; then nothing is claimable', async () => {
    await accrue();
    const reply = await claim({ address: alice.address }, aliceCookie);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toEqual({
      result: 1,
      claim: {
        payoutId: expect.stringMatching(/^0x[0-9a-f]{64}$/),
        amount: (750n * A2Z_UNIT).toString(),
        status: 'queued',
      },
    });
    expect(await claimableReward(db(), alice.address)).toBe(0n);
    expect(await claimableReward(db(), bob.address)).toBe(250n * A2Z_UNIT);
    expect(await payouts()).toEqual([
      expect.objectContaining({
        id: body.claim.payoutId,
        recipient: alice.address.toLowerCase(),
        network: 'polygon',
        token: 'A2Z',
        purpose: 'staking_reward',
        amount: (750n * A2Z_UNIT).toString(),
        status: 'queued',
        attempts: 0,
        tx_hash: null,
      }),
    ]);

    const again = await claim({ address: alice.address }, aliceCookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      result: 0,
      err: {
        code: 'nothing_to_claim',
        message: stakingRewardsEndpoints.claimReward.errors.nothing_to_claim.message,
      },
    });
    expect(await payouts()).toHaveLength(1);
  });

  it('answers nothing_to_claim to a wallet that never accrued', async () => {
    const reply = await claim({ address: alice.address }, aliceCookie);
    expect(reply.json()).toMatchObject({ result: 0, err: { code: 'nothing_to_claim' } });
    expect(await payouts()).toEqual([]);
  });

  it('needs a session: without a cookie 401, and the body address alone proves nothing', async () => {
    await accrue();
    const reply = await claim({ address: alice.address });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().err.code).toBe('not_signed_in');
    expect(await claimableReward(db(), alice.address)).toBe(750n * A2Z_UNIT);
  });

  it("refuses another wallet's session (403) and changes nothing", async () => {
    await accrue();
    const reply = await claim({ address: alice.address }, bobCookie);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().err.code).toBe('wrong_wallet');
    expect(await claimableReward(db(), alice.address)).toBe(750n * A2Z_UNIT);
    expect(await claimableReward(db(), bob.address)).toBe(250n * A2Z_UNIT);
    expect(await payouts()).toEqual([]);
  });

  it('accepts the address in any letter case (it is the same wallet)', async () => {
    await accrue();
    const reply = await claim({ address: alice.address.toLowerCase() }, aliceCookie);
    expect(reply.json().result).toBe(1);
  });

  it.each([
    ['no address', {}, 'body.address'],
    ['a malformed address', { address: 'nope' }, 'body.address'],
    ['an address of the wrong type', { address: 42 }, 'body.address'],
  ])('answers 400 with a message for %s, never 500', async (_label, payload, field) => {
    const reply = await claim(payload, aliceCookie);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().result).toBe(0);
    expect(reply.json().err.code).toBe('invalid_request');
    expect(reply.json().err.message).toContain(field);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: URL,
      cookies: aliceCookie,
      headers: { 'content-type': 'application/json' },
      payload: '{"address":',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().result).toBe(0);
  });

  it('10 concurrent claims of one wallet queue exactly one payout', async () => {
    await accrue();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => claim({ address: alice.address }, aliceCookie)),
    );
    const bodies = replies.map((reply) => reply.json());
    expect(bodies.filter((body) => body.result === 1)).toHaveLength(1);
    expect(bodies.filter((body) => body.err?.code === 'nothing_to_claim')).toHaveLength(9);
    const rows = await payouts();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe((750n * A2Z_UNIT).toString());
  });

  it('claims what accrued since the last claim', async () => {
    await accrue();
    await claim({ address: bob.address }, bobCookie);
    await runRewardSnapshot(db(), new Date('2025-03-11T00:00:00Z'), 400n);
    const reply = await claim({ address: bob.address }, bobCookie);
    expect(reply.json().claim.amount).toBe((100n * A2Z_UNIT).toString());
    expect((await payouts()).map((row) => row.amount).sort()).toEqual(
      [(100n * A2Z_UNIT).toString(), (250n * A2Z_UNIT).toString()].sort(),
    );
  });

  it('is mounted by the whole API under the game prefix', async () => {
    await accrue();
    const full = await buildTestApp(
      database,
      { REWARD_JOBS: 'false', PAYOUT_JOBS: 'false' },
      withRewardPayout(),
    );
    try {
      const anonymous = await full.inject({ method: 'POST', url: URL, payload: { address: alice.address } });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().err.code).toBe('not_signed_in');
      const invalid = await full.inject({ method: 'POST', url: URL, payload: { address: 'nope' } });
      expect(invalid.statusCode).toBe(400);
    } finally {
      await full.close();
    }
  });

  it('answers payout_unavailable when nobody can pay (no RewardPayout deployed)', async () => {
    await accrue();
    const closed = await buildRewardsApp(db(), sessionTestConfig(), devnetDeployment());
    try {
      const reply = await closed.inject({
        method: 'POST',
        url: URL,
        payload: { address: alice.address },
        cookies: aliceCookie,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        result: 0,
        err: {
          code: 'payout_unavailable',
          message: stakingRewardsEndpoints.claimReward.errors.payout_unavailable.message,
        },
      });
      expect(await claimableReward(db(), alice.address)).toBe(750n * A2Z_UNIT);
    } finally {
      await closed.close();
    }
  });
});
