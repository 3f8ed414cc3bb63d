import { devnetAccount } from '@kingdoms/contracts/accounts';
import {
  changeCommentReplySchema,
  continentRankingReplySchema,
  dashboardReplySchema,
  myStakingReplySchema,
  stakeListReplySchema,
  stakingEndpoints,
} from '@kingdoms/shared/api/staking';
import { COMMENT_SIGNATURE_TTL_SECONDS, commentMessage } from '@kingdoms/shared/staking';
import type { FastifyInstance } from 'fastify';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { pledge } from './testing';

const wallet = (index: number) => {
  const { address, privateKey } = devnetAccount(index);
  return { address: address.toLowerCase(), checksummed: address, account: privateKeyToAccount(privateKey) };
};
// Address order matters for equal totals: B (0x15d3…) < C (0x3c44…).
const A = wallet(1); // 0x7099…
const B = wallet(4); // 0x15d3…
const C = wallet(2); // 0x3c44…
const D = wallet(5); // 0x9965…: pledged then unpledged everything
const E = wallet(3); // 0x90f7…

const TOO_LONG = 'Comments can contain up to 30 characters.';

describe.each(testDatabases())('pledging API on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await open();
    // Positions come from synthetic indexed logs; no chain is polled here.
    await pledge(database.db, [
      { holder: A.address, continent: 3, delta: 500n },
      { holder: A.address, continent: 7, delta: 100n },
      { holder: B.address, continent: 3, delta: 300n },
      { holder: C.address, continent: 7, delta: 300n },
      { holder: D.address, continent: 12, delta: 50n },
      { holder: D.address, continent: 12, delta: -50n },
      { holder: E.address, continent: 1, delta: 200n },
      { holder: E.address, continent: 2, delta: 200n },
    ]);
    await database.db
      .insertInto('reward_account')
      .values({ address: A.address, accrued: 1000, claimed: 250 })
      .execute();
    app = await buildTestApp(
      database,
      { INDEXER_ENABLED: 'false', REWARD_JOBS: 'false' },
      devnetDeployment(),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = (url: string, body?: unknown) =>
    app.inject({ method: 'POST', url: `/game${url}`, payload: body as object | undefined });

  describe('POST /staking/dashboard', () => {
    it('ranks continents by total with tiers and holders, and individuals by total across continents', async () => {
      const response = await post('/staking/dashboard', {});
      expect(response.statusCode).toBe(200);
      const { dashboard } = dashboardReplySchema.parse(response.json());
      expect(dashboard.totalValue).toBe('1600');
      expect(dashboard.totalHolder).toBe(4);
      expect(dashboard.continent).toHaveLength(26);
      expect(dashboard.continent.slice(0, 5)).toEqual([
        { continent: 3, rank: 1, tier: 1, value: '800', holders: 2 },
        { continent: 7, rank: 2, tier: 2, value: '400', holders: 2 },
        { continent: 1, rank: 3, tier: 2, value: '200', holders: 1 },
        { continent: 2, rank: 4, tier: 3, value: '200', holders: 1 },
        { continent: 4, rank: 5, tier: 0, value: '0', holders: 0 },
      ]);
      // Fully unpledged continent 12 has neither value nor holders.
      expect(dashboard.continent.find((entry) => entry.continent === 12)).toMatchObject({
        value: '0',
        holders: 0,
      });
      expect(dashboard.individual).toEqual([
        { rank: 1, address: A.address, value: '600', continent: 3, tier: 1 },
        // Equal stakes on continents 1 and 2: the lower continent number is the main one.
        { rank: 2, address: E.address, value: '400', continent: 1, tier: 2 },
        // Equal totals: address order.
        { rank: 3, address: B.address, value: '300', continent: 3, tier: 1 },
        { rank: 4, address: C.address, value: '300', continent: 7, tier: 2 },
      ]);
      // Nothing indexed by a real indexer here: no cursor, no time.
      expect(dashboard.updatedAt).toBeNull();
    });

    it('accepts an empty body too', async () => {
      const response = await app.inject({ method: 'POST', url: '/game/staking/dashboard' });
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toBe(1);
    });
  });

  describe('POST /staking/stake/list', () => {
    it('lists every continent in continent order with rank, tier and total', async () => {
      const response = await post('/staking/stake/list', {});
      const { stake } = stakeListReplySchema.parse(response.json());
      expect(stake.continent.map((entry) => entry.continent)).toEqual(
        Array.from({ length: 26 }, (_, i) => i + 1),
      );
      expect(stake.continent[0]).toEqual({ continent: 1, rank: 3, tier: 2, value: '200', holders: 1 });
      expect(stake.continent[2]).toEqual({ continent: 3, rank: 1, tier: 1, value: '800', holders: 2 });
      expect(stake.continent[25]).toEqual({ continent: 26, rank: 26, tier: 0, value: '0', holders: 0 });
    });
  });

  describe('POST /staking/continent/ranking', () => {
    it("ranks a continent's pledgers by their stake there", async () => {
      const response = await post('/staking/continent/ranking', { continent: 7 });
      const { ranking } = continentRankingReplySchema.parse(response.json());
      expect(ranking).toEqual({
        continent: 7,
        individual: [
          { rank: 1, address: C.address, value: '300', continent: 7, tier: 2 },
          { rank: 2, address: A.address, value: '100', continent: 7, tier: 2 },
        ],
      });
    });

    it('answers an empty list for a continent nobody pledged to', async () => {
      const response = await post('/staking/continent/ranking', { continent: 26 });
      expect(response.json()).toEqual({ result: 1, ranking: { continent: 26, individual: [] } });
    });

    it.each([[0], [27], [2.5], ['3'], [null]])(
      'answers 400 naming the field for continent %j',
      async (continent) => {
        const response = await post('/staking/continent/ranking', { continent });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ result: 0, err: { code: 'invalid_request' } });
        expect(response.json().err.message).toContain('body.continent');
      },
    );
  });

  describe('POST /staking/mystaking', () => {
    it("answers the wallet's continents, total, rank, claimable reward and comment", async () => {
      const response = await post('/staking/mystaking', { address: A.checksummed });
      expect(myStakingReplySchema.parse(response.json()).my).toEqual({
        address: A.address,
        value: '600',
        ranking: 1,
        reward: '750',
        continents: [
          { continent: 3, value: '500', tier: 1 },
          { continent: 7, value: '100', tier: 2 },
        ],
        staking: { total: '600', comment: '' },
        heldClaims: [],
      });
    });

    it('ranks equal totals in address order', async () => {
      expect((await post('/staking/mystaking', { address: B.address })).json().my.ranking).toBe(3);
      expect((await post('/staking/mystaking', { address: C.address })).json().my.ranking).toBe(4);
    });

    it('lists the reward claims the payout contract holds back, oldest first, and no other payout (issue 41)', async () => {
      const payout = (
        id: number,
        status: 'held' | 'queued' | 'paid',
        amount: string,
        purpose = 'staking_reward',
      ) => ({
        id: `0x${id.toString(16).padStart(64, '0')}`,
        network: 'polygon' as const,
        token: 'A2Z' as const,
        recipient: B.address,
        amount,
        purpose: purpose as 'staking_reward',
        status,
        attempts: 1,
      });
      await database.db
        .insertInto('payout')
        .values([payout(1, 'held', '70'), payout(2, 'queued', '5'), payout(3, 'paid', '6')])
        .execute();
      await database.db
        .insertInto('payout')
        .values(payout(4, 'held', '80'))
        .execute();
      await database.db
        .insertInto('payout')
        .values(payout(5, 'held', '9', 'rental_profit'))
        .execute();
      try {
        const response = await post('/staking/mystaking', { address: B.address });
        expect(myStakingReplySchema.parse(response.json()).my.heldClaims).toEqual([
          { amount: '70' },
          { amount: '80' },
        ]);
      } finally {
        await database.db.deleteFrom('payout').execute();
      }
    });

    it('answers zeros for a wallet that unpledged everything, and for no wallet ("")', async () => {
      const none = {
        value: '0',
        ranking: 0,
        reward: '0',
        continents: [],
        staking: { total: '0', comment: '' },
        heldClaims: [],
      };
      expect((await post('/staking/mystaking', { address: D.address })).json()).toEqual({
        result: 1,
        my: { address: D.address, ...none },
      });
      expect((await post('/staking/mystaking', { address: '' })).json()).toEqual({
        result: 1,
        my: { address: '', ...none },
      });
    });

    it.each([[{}], [{ address: '0x1234' }], [{ address: 42 }]])('answers 400 for %j', async (body) => {
      const response = await post('/staking/mystaking', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().err.message).toContain('body.address');
    });

    it('answers 400 (not 500) for malformed JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/game/staking/mystaking',
        headers: { 'content-type': 'application/json' },
        payload: '{"address":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ result: 0, err: { code: 'invalid_request' } });
    });
  });

  describe('POST /staking/change/comment', () => {
    const signedComment = async (
      signer: ReturnType<typeof wallet>,
      comment: string,
      options: { address?: string; issuedAt?: Date } = {},
    ) => {
      const address = options.address ?? signer.checksummed;
      const issuedAt = (options.issuedAt ?? new Date()).toISOString();
      const signed = await signer.account.signMessage({
        message: commentMessage(address, comment, issuedAt),
      });
      return { address, comment, signed, issuedAt };
    };
    const minutes = (n: number) => new Date(Date.now() + n * 60_000);

    it("sets the comment from the wallet's signature; rankings and mystaking show it", async () => {
      const response = await post(
        '/staking/change/comment',
        await signedComment(A, 'Continent 103 forever!'),
      );
      expect(response.statusCode).toBe(200);
      expect(changeCommentReplySchema.parse(response.json())).toEqual({
        result: 1,
        comment: 'Continent 103 forever!',
      });

      const dashboard = dashboardReplySchema.parse((await post('/staking/dashboard', {})).json()).dashboard;
      expect(dashboard.individual[0]).toMatchObject({
        address: A.address,
        staking: { comment: 'Continent 103 forever!' },
      });
      expect(dashboard.individual[1]?.staking).toBeUndefined();
      const ranking = (await post('/staking/continent/ranking', { continent: 7 })).json().ranking;
      expect(ranking.individual[1]).toMatchObject({
        address: A.address,
        staking: { comment: 'Continent 103 forever!' },
      });
      expect((await post('/staking/mystaking', { address: A.address })).json().my.staking.comment).toBe(
        'Continent 103 forever!',
      );
    });

    it('accepts exactly 30 characters and refuses 31 with 400 comment_too_long and the spec text', async () => {
      const ok = await post('/staking/change/comment', await signedComment(B, 'x'.repeat(30)));
      expect(ok.json()).toEqual({ result: 1, comment: 'x'.repeat(30) });
      const long = await post('/staking/change/comment', await signedComment(B, 'x'.repeat(31)));
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ result: 0, err: { code: 'comment_too_long', message: TOO_LONG } });
    });

    it('answers 400 invalid_request when other fields are wrong too', async () => {
      const body = { ...(await signedComment(B, 'y'.repeat(31))), signed: '0x12345' };
      const response = await post('/staking/change/comment', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().err.code).toBe('invalid_request');
      expect(response.json().err.message).toContain(TOO_LONG);
      expect(response.json().err.message).toContain('body.signed');
      const missing = await post('/staking/change/comment', { address: B.address, comment: 'hi' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().err.message).toContain('body.signed');
    });

    it('refuses a signature made by another key (forged) with invalid_signature', async () => {
      const issuedAt = new Date().toISOString();
      const message = commentMessage(A.address, 'forged', issuedAt);
      const signed = await C.account.signMessage({ message });
      const response = await post('/staking/change/comment', {
        address: A.address,
        comment: 'forged',
        signed,
        issuedAt,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        result: 0,
        err: {
          code: 'invalid_signature',
          message: stakingEndpoints.changeComment.errors.invalid_signature.message,
        },
      });
    });

    it("refuses another address's own comment signature sent for this address", async () => {
      const theirs = await signedComment(C, 'mine');
      const response = await post('/staking/change/comment', { ...theirs, address: A.address });
      expect(response.json().err.code).toBe('invalid_signature');
      // A signature of a different comment does not cover this one either.
      const other = await signedComment(A, 'one');
      expect((await post('/staking/change/comment', { ...other, comment: 'two' })).json().err.code).toBe(
        'invalid_signature',
      );
    });

    it('refuses a signature used once (signature_replayed), even a malleated copy of it', async () => {
      const body = await signedComment(C, 'only once');
      expect((await post('/staking/change/comment', body)).json()).toEqual({
        result: 1,
        comment: 'only once',
      });
      const replay = await post('/staking/change/comment', body);
      expect(replay.json()).toEqual({
        result: 0,
        err: {
          code: 'signature_replayed',
          message: stakingEndpoints.changeComment.errors.signature_replayed.message,
        },
      });
      // Same r, s' = n - s, flipped v: still a valid signature of the same message.
      const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
      const sig = body.signed.slice(2);
      const s = BigInt(`0x${sig.slice(64, 128)}`);
      const v = Number.parseInt(sig.slice(128, 130), 16);
      const malleated = `0x${sig.slice(0, 64)}${(n - s).toString(16).padStart(64, '0')}${(v === 27 ? 28 : 27).toString(16)}`;
      const again = await post('/staking/change/comment', { ...body, signed: malleated });
      expect(again.json().result).toBe(0);
      expect(['signature_replayed', 'invalid_signature']).toContain(again.json().err.code);
    });

    it('refuses an issuedAt older than the TTL or more than 60 s ahead (signature_expired)', async () => {
      const old = await signedComment(E, 'old', {
        issuedAt: minutes(-(COMMENT_SIGNATURE_TTL_SECONDS / 60) - 1),
      });
      expect((await post('/staking/change/comment', old)).json()).toEqual({
        result: 0,
        err: {
          code: 'signature_expired',
          message: stakingEndpoints.changeComment.errors.signature_expired.message,
        },
      });
      const ahead = await signedComment(E, 'ahead', { issuedAt: minutes(2) });
      expect((await post('/staking/change/comment', ahead)).json().err.code).toBe('signature_expired');
      const skewed = await signedComment(E, 'skewed', { issuedAt: new Date(Date.now() + 30_000) });
      expect((await post('/staking/change/comment', skewed)).json()).toEqual({
        result: 1,
        comment: 'skewed',
      });
    });

    it('refuses a signature older than the comment shown, so an old comment cannot come back', async () => {
      const older = await signedComment(D, 'first', { issuedAt: minutes(-5) });
      const newer = await signedComment(D, 'second', { issuedAt: minutes(-1) });
      expect((await post('/staking/change/comment', newer)).json()).toEqual({ result: 1, comment: 'second' });
      expect((await post('/staking/change/comment', older)).json().err.code).toBe('signature_expired');
      expect((await post('/staking/mystaking', { address: D.address })).json().my.staking.comment).toBe(
        'second',
      );
    });

    it('lets a wallet clear its comment with an empty one', async () => {
      const cleared = await signedComment(B, '');
      expect((await post('/staking/change/comment', cleared)).json()).toEqual({ result: 1, comment: '' });
    });
  });
});
