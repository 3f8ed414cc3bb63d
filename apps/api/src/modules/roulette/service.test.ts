import { mysteryBoxAbi } from '@kingdoms/contracts/generated/abis';
import {
  burnsMysteryBoxReplySchema,
  rouletteEndpoints,
  rouletteSpinReplySchema,
} from '@kingdoms/shared/api/roulette';
import { ROULETTE_DEFAULT_WEIGHTS } from '@kingdoms/shared/roulette';
import { rouletteCommitment, verifyRouletteSpin } from '@kingdoms/shared/rouletteFair';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { type IndexedLog, onEvents } from '../chain-indexer';
import { createRouletteService, type RouletteService } from './service';
import { rouletteEvents } from './subscription';

/** The roulette's handlers as the indexer runs them (a log of another event is ignored). */
const burns = onEvents(mysteryBoxAbi, rouletteEvents());

const CHAIN_ID = 31338;
const CONTRACT = '0x2222222222222222222222222222222222222222' as Address;
const T0 = 1_800_000_000;
const PERIOD = 120;
const schedule = { start: T0, end: T0 + 10 * PERIOD, periodSeconds: PERIOD };

/** Distinct lowercase wallets, fresh per run (a PostgreSQL test database may outlive a run). */
const RUN = Math.floor(Math.random() * 0xffffffff)
  .toString(16)
  .padStart(8, '0');
const testWallet = (index: number) => `0x${RUN}${index.toString(16).padStart(32, '0')}`;

let txCounter = Math.floor(Math.random() * 1e9);
const nextTxHash = () => `0x${(++txCounter).toString(16).padStart(64, 'a')}` as Hex;

/** A MysteryBoxBurned log as the chain indexer hands it to the subscription. */
function burnedLog(burner: string, amount: number, txHash = nextTxHash(), logIndex = 0): IndexedLog {
  return {
    chainId: CHAIN_ID,
    blockNumber: 10n,
    blockHash: `0x${'ab'.repeat(32)}`,
    blockTime: T0,
    txHash,
    logIndex,
    address: CONTRACT,
    eventName: 'MysteryBoxBurned',
    args: { burner, amount },
  };
}

describe.each(testDatabases())('roulette service on $name', ({ open }) => {
  let database: AppDatabase;
  let clock = T0;
  let service: RouletteService;
  let wallet: string;
  let other: string;
  let walletIndex = 1;
  let seedCounter = 0;

  beforeAll(async () => {
    database = await open();
    service = createRouletteService({
      db: database.db,
      schedule,
      weights: ROULETTE_DEFAULT_WEIGHTS,
      now: () => clock,
      newSeed: () => `0x${(++seedCounter).toString(16).padStart(64, '0')}` as Hex,
    });
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    clock = T0 + 1;
    // Fresh wallets per test: the tests share one database.
    wallet = testWallet(walletIndex++);
    other = testWallet(walletIndex++);
  });

  /** Indexes a burn of `boxes` by `burner` and grants it to `burner`. */
  async function burnAndGrant(burner: string, boxes: number) {
    const log = burnedLog(burner, boxes);
    await database.db.transaction().execute((trx) => burns.apply(trx, log));
    const reply = burnsMysteryBoxReplySchema.parse(await service.grantBurn(burner, log.txHash));
    return { log, reply };
  }

  it('grants 1 ticket per box, once per burn transaction however often or concurrently sent', async () => {
    const { log, reply } = await burnAndGrant(wallet, 3);
    expect(reply).toEqual({ result: 1, burned: 3, granted: 3, newGrant: true, remainRoullete: 3 });
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () => service.grantBurn(wallet, log.txHash)),
    );
    for (const repeat of repeats) {
      expect(repeat).toEqual({ result: 1, burned: 3, granted: 3, newGrant: false, remainRoullete: 3 });
    }
    expect((await service.info(wallet)).remainRoullete).toBe(3);
  });

  it('grants a burn reported many times at once exactly once', async () => {
    const log = burnedLog(wallet, 2);
    await database.db.transaction().execute((trx) => burns.apply(trx, log));
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => service.grantBurn(wallet, log.txHash)),
    );
    expect(replies.filter((reply) => reply.result === 1 && reply.newGrant)).toHaveLength(1);
    expect((await service.info(wallet)).remainRoullete).toBe(2);
  });

  it("refuses someone else's burn with burn_not_yours, and a transaction without an indexed burn", async () => {
    const log = burnedLog(other, 5);
    await database.db.transaction().execute((trx) => burns.apply(trx, log));
    expect(await service.grantBurn(wallet, log.txHash)).toEqual({
      result: 0,
      err: {
        code: 'burn_not_yours',
        message: rouletteEndpoints.burnsMysteryBox.errors.burn_not_yours.message,
      },
    });
    expect(await service.grantBurn(wallet, nextTxHash())).toMatchObject({
      result: 0,
      err: { code: 'burn_not_found' },
    });
    expect((await service.info(wallet)).remainRoullete).toBe(0);
    // The burner may still claim its own burn afterwards.
    expect(await service.grantBurn(other, log.txHash)).toMatchObject({ result: 1, granted: 5 });
  });

  it('forgets a burn a reorg removed before it was granted', async () => {
    const log = burnedLog(wallet, 1);
    await database.db.transaction().execute((trx) => burns.apply(trx, log));
    await database.db.transaction().execute((trx) => burns.revert(trx, log));
    expect(await service.grantBurn(wallet, log.txHash)).toMatchObject({
      result: 0,
      err: { code: 'burn_not_found' },
    });
  });

  it('100 concurrent spins with 10 tickets record exactly 10 draws', async () => {
    await burnAndGrant(wallet, 10);
    const replies = (await Promise.all(Array.from({ length: 100 }, () => service.spin(wallet)))).map(
      (reply) => rouletteSpinReplySchema.parse(reply),
    );
    const won = replies.filter((reply) => reply.result === 1);
    expect(won).toHaveLength(10);
    expect(won.map((reply) => reply.spin).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const reply of replies.filter((r) => r.result === 0)) {
      expect(reply).toEqual({
        result: 0,
        err: { code: 'no_ticket', message: rouletteEndpoints.spin.errors.no_ticket.message },
      });
    }
    const draws = await database.db
      .selectFrom('roulette_draw')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('wallet', '=', wallet)
      .executeTakeFirstOrThrow();
    expect(Number(draws.n)).toBe(10);
    expect((await service.info(wallet)).remainRoullete).toBe(0);
  });

  it('commits to a seed before the first spin of a period and reveals it when the period ends', async () => {
    await burnAndGrant(wallet, 4);
    clock = T0 + 3 * PERIOD + 5;
    const before = await service.info(wallet);
    expect(before.open).toBe(true);
    expect(before.current?.period).toBe(3);
    expect(before.current?.seed).toBeNull();
    expect(before.next?.period).toBe(4);
    expect(before.next?.commitment).toMatch(/^0x[0-9a-f]{64}$/);
    const commitment = before.current?.commitment;

    const spins = [];
    for (let i = 0; i < 4; i += 1) spins.push(await service.spin(wallet));
    for (const spin of spins) expect(spin).toMatchObject({ result: 1, period: 3, commitment });
    const pending = await service.history(wallet);
    expect(pending.map((entry) => entry.spin)).toEqual([4, 3, 2, 1]);
    expect(pending.every((entry) => entry.seed === null)).toBe(true);

    clock = T0 + 4 * PERIOD;
    const after = await service.history(wallet);
    const info = await service.info(wallet);
    const revealed = info.revealed.find((period) => period.period === 3);
    expect(revealed?.seed).not.toBeNull();
    expect(rouletteCommitment(revealed?.seed as Hex)).toBe(commitment);
    // The revealed seed reproduces every draw of its period, as the page checks in the browser.
    const draws = await database.db.selectFrom('roulette_draw').selectAll().where('period', '=', 3).execute();
    expect(draws.length).toBeGreaterThanOrEqual(4);
    for (const draw of draws) {
      expect(
        verifyRouletteSpin({
          seed: revealed?.seed as string,
          commitment: commitment as string,
          wallet: draw.wallet,
          spin: draw.spin,
          result: draw.prize,
          weights: revealed?.weights ?? [],
        }),
      ).toBe(true);
    }
    for (const entry of after) {
      expect(entry.seed).toBe(revealed?.seed);
      expect(
        verifyRouletteSpin({ ...entry, seed: entry.seed as string, wallet, weights: entry.weights }),
      ).toBe(true);
    }
  });

  it('lists the measured distribution of all draws next to the declared weights', async () => {
    await burnAndGrant(wallet, 3);
    const before = await service.info('');
    for (let i = 0; i < 3; i += 1) await service.spin(wallet);
    const after = await service.info('');
    expect(after.weights).toEqual([...ROULETTE_DEFAULT_WEIGHTS]);
    expect(after.totalDraws).toBe(before.totalDraws + 3);
    expect(after.distribution.reduce((a, b) => a + b, 0)).toBe(after.totalDraws);
    expect(after.remainRoullete).toBe(0);
  });

  it('declares the weights in force: a configuration change applies from the next new period', async () => {
    const skewed = [3000, 2500, 1500, 1200, 600, 400, 300, 300, 150, 50];
    const reconfigured = createRouletteService({
      db: database.db,
      schedule,
      weights: skewed,
      now: () => clock,
      newSeed: () => `0x${(++seedCounter).toString(16).padStart(64, '0')}` as Hex,
    });
    // The open period's seed (and its weights) were made under the defaults.
    const info = await reconfigured.info('');
    expect(info.current?.weights).toEqual([...ROULETTE_DEFAULT_WEIGHTS]);
    expect(info.weights).toEqual([...ROULETTE_DEFAULT_WEIGHTS]);
    // After the window: the configured weights.
    clock = schedule.end + 1;
    expect((await reconfigured.info('')).weights).toEqual(skewed);
  });

  it("answers event_ended outside the window ('Thank you. The event has ended.'), and refuses burns then", async () => {
    const { log } = await burnAndGrant(wallet, 1);
    clock = schedule.end;
    expect(await service.spin(wallet)).toEqual({
      result: 0,
      err: { code: 'event_ended', message: 'Thank you. The event has ended.' },
    });
    expect(await service.grantBurn(wallet, log.txHash)).toEqual({
      result: 0,
      err: { code: 'burn_event_ended', message: 'The event has ended.' },
    });
    clock = schedule.start - 1;
    expect(await service.spin(wallet)).toMatchObject({ result: 0, err: { code: 'event_ended' } });
    const info = await service.info(wallet);
    expect(info.open).toBe(false);
    expect(info.remainRoullete).toBe(1);
  });

  it("answers no_ticket with the spec's message", async () => {
    expect(await service.spin(wallet)).toEqual({
      result: 0,
      err: {
        code: 'no_ticket',
        message: "You don't have enough roulette ticket. You need to burn your Drago Mystery Box.",
      },
    });
  });
});
