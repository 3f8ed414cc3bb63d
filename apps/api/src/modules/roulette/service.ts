import { randomBytes } from 'node:crypto';
import type {
  BurnsMysteryBoxReply,
  RouletteHistoryEntry,
  RouletteInfoReply,
  RoulettePeriod,
  RouletteSpinReply,
} from '@kingdoms/shared/api/roulette';
import {
  ROULETTE_HISTORY_MAX,
  ROULETTE_REVEALED_LIST,
  rouletteEndpoints,
} from '@kingdoms/shared/api/roulette';
import {
  isEventOpen,
  periodAt,
  periodCount,
  periodWindow,
  ROULETTE_PRIZE_COUNT,
  type RouletteSchedule,
  TICKETS_PER_BOX,
} from '@kingdoms/shared/roulette';
import { rouletteCommitment, rouletteDraw } from '@kingdoms/shared/rouletteFair';
import { type Kysely, sql } from 'kysely';
import type { Hex } from 'viem';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import { creditAfterDebt } from './tickets';

export interface RouletteServiceOptions {
  readonly db: Kysely<Database>;
  readonly schedule: RouletteSchedule;
  /** Weights a new period takes. */
  readonly weights: readonly number[];
  /** Unix seconds (tests move it). */
  readonly now?: () => number;
  /** A new period's secret seed (tests pin it). */
  readonly newSeed?: () => Hex;
  /**
   * Waits until the indexer covers the block of a burn transaction (reads its receipt, then
   * `ctx.indexer.waitForBlock`); resolves false when the transaction is not mined or the wait
   * timed out. Absent: only burns indexed already count.
   */
  readonly waitForBurnIndexed?: (txHash: Hex) => Promise<boolean>;
}

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

type PeriodRow = {
  period: number;
  seed: string;
  commitment: string;
  weights: string;
  start_at: Date;
  end_at: Date;
};

export function createRouletteService(options: RouletteServiceOptions) {
  const { db, schedule } = options;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const newSeed = options.newSeed ?? (() => `0x${randomBytes(32).toString('hex')}` as Hex);

  function publicPeriod(row: PeriodRow, at: number): RoulettePeriod {
    const end = toSeconds(row.end_at);
    return {
      period: row.period,
      start: toSeconds(row.start_at),
      end,
      commitment: row.commitment as Hex,
      seed: at >= end ? (row.seed as Hex) : null,
      weights: JSON.parse(row.weights) as number[],
    };
  }

  /** Makes sure period `index` has a seed (and so a published commitment); returns its row. */
  async function ensurePeriod(handle: Kysely<Database>, index: number): Promise<PeriodRow> {
    const window = periodWindow(schedule, index);
    const seed = newSeed();
    await handle
      .insertInto('roulette_period')
      .values({
        period: index,
        seed,
        commitment: rouletteCommitment(seed),
        weights: JSON.stringify(options.weights),
        start_at: new Date(window.start * 1000),
        end_at: new Date(window.end * 1000),
      })
      .onConflict((oc) => oc.column('period').doNothing())
      .execute();
    return handle
      .selectFrom('roulette_period')
      .select(['period', 'seed', 'commitment', 'weights', 'start_at', 'end_at'])
      .where('period', '=', index)
      .executeTakeFirstOrThrow();
  }

  /** Periods known to have their row: rows are never removed, so each is written (or found) once. */
  const seeded = new Set<number>();

  /**
   * The current and the next period get their seeds ahead of time (the worker calls this every
   * few seconds), so each period's commitment is published before its first spin.
   */
  async function prepareSeeds(at = now()): Promise<void> {
    const count = periodCount(schedule);
    const current = periodAt(schedule, at) ?? (at < schedule.start ? -1 : null);
    if (current === null) return;
    for (const index of [current, current + 1]) {
      if (index < 0 || index >= count || seeded.has(index)) continue;
      await ensurePeriod(db, index);
      seeded.add(index);
    }
  }

  async function ticketsOf(wallet: string): Promise<number> {
    if (!wallet) return 0;
    const row = await db
      .selectFrom('roulette_wallet')
      .select('tickets')
      .where('wallet', '=', wallet)
      .executeTakeFirst();
    return row?.tickets ?? 0;
  }

  async function info(wallet: string): Promise<RouletteInfoReply> {
    const at = now();
    await prepareSeeds(at);
    const current = periodAt(schedule, at);
    const [remainRoullete, counts, periods] = await Promise.all([
      ticketsOf(wallet),
      db
        .selectFrom('roulette_draw')
        .select(['prize', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('prize')
        .execute(),
      db
        .selectFrom('roulette_period')
        .select(['period', 'seed', 'commitment', 'weights', 'start_at', 'end_at'])
        .where((eb) =>
          eb.or([
            eb('end_at', '<=', new Date(at * 1000)),
            ...(current === null ? [] : [eb('period', 'in', [current, current + 1])]),
          ]),
        )
        .orderBy('period', 'desc')
        .limit(ROULETTE_REVEALED_LIST + 2)
        .execute(),
    ]);
    const distribution = new Array<number>(ROULETTE_PRIZE_COUNT).fill(0);
    for (const row of counts) distribution[row.prize - 1] = Number(row.count);
    const byIndex = new Map(periods.map((row) => [row.period, publicPeriod(row, at)]));
    const currentPeriod = current === null ? null : (byIndex.get(current) ?? null);
    return {
      result: 1,
      remainRoullete,
      now: at,
      open: isEventOpen(schedule, at),
      event: { start: schedule.start, end: schedule.end, periodSeconds: schedule.periodSeconds },
      ticketsPerBox: TICKETS_PER_BOX,
      // The odds in force: the draws of the open period use the weights its seed was made with
      // (a configuration change applies from the next new period); outside the event, the
      // configured ones.
      weights: currentPeriod ? [...currentPeriod.weights] : [...options.weights],
      distribution,
      totalDraws: distribution.reduce((sum, count) => sum + count, 0),
      current: currentPeriod,
      next: current === null ? null : (byIndex.get(current + 1) ?? null),
      revealed: [...byIndex.values()]
        .filter((period) => period.seed !== null)
        .slice(0, ROULETTE_REVEALED_LIST),
    };
  }

  /**
   * One spin: in ONE transaction the ticket is spent (a conditional update, which also locks the
   * wallet's row so concurrent spins queue) and the draw is recorded with the wallet's next spin
   * number, derived from the current period's committed seed.
   */
  async function spin(wallet: string): Promise<RouletteSpinReply> {
    const at = now();
    const index = periodAt(schedule, at);
    if (index === null) return refuse(rouletteEndpoints.spin, 'event_ended');
    // Normally made by the worker long before; made here (committed first) if it is late.
    const period = await ensurePeriod(db, index);
    const weights = JSON.parse(period.weights) as number[];
    return db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable('roulette_wallet')
        .set((eb) => ({ tickets: eb('tickets', '-', 1), spins: eb('spins', '+', 1) }))
        .where('wallet', '=', wallet)
        .where('tickets', '>', 0)
        .returning(['tickets', 'spins'])
        .executeTakeFirst();
      if (!spent) return refuse(rouletteEndpoints.spin, 'no_ticket');
      const prize = rouletteDraw(period.seed as Hex, wallet, spent.spins, weights);
      await trx
        .insertInto('roulette_draw')
        .values({ wallet, spin: spent.spins, period: index, prize, created_at: new Date(at * 1000) })
        .execute();
      return {
        result: 1 as const,
        err: null,
        selectedId: prize,
        remainRoullete: spent.tickets,
        spin: spent.spins,
        period: index,
        commitment: period.commitment,
      };
    });
  }

  async function history(wallet: string): Promise<RouletteHistoryEntry[]> {
    if (!wallet) return [];
    const at = now();
    const rows = await db
      .selectFrom('roulette_draw as d')
      .innerJoin('roulette_period as p', 'p.period', 'd.period')
      .select([
        'd.spin',
        'd.prize',
        'd.created_at',
        'd.period',
        'p.seed',
        'p.commitment',
        'p.weights',
        'p.end_at',
      ])
      .where('d.wallet', '=', wallet)
      .orderBy('d.spin', 'desc')
      .limit(ROULETTE_HISTORY_MAX)
      .execute();
    return rows.map((row) => {
      const revealAt = toSeconds(row.end_at);
      return {
        logDate: row.created_at.toISOString(),
        result: row.prize,
        spin: row.spin,
        period: row.period,
        commitment: row.commitment,
        seed: at >= revealAt ? row.seed : null,
        weights: JSON.parse(row.weights) as number[],
        revealAt,
      };
    });
  }

  /**
   * Grants tickets for the caller's MysteryBox burn in `txHash`, once per transaction: the grant
   * row (tx hash primary key) and the ticket credit are one transaction, so repeated and
   * concurrent calls grant once; every repeat by the burner answers the same grant.
   */
  async function grantBurn(wallet: string, txHash: Hex): Promise<BurnsMysteryBoxReply> {
    if (!isEventOpen(schedule, now())) return refuse(rouletteEndpoints.burnsMysteryBox, 'burn_event_ended');
    const hash = txHash.toLowerCase();
    const burnsOf = () =>
      db.selectFrom('roulette_burn').select(['burner', 'amount']).where('tx_hash', '=', hash).execute();
    let burns = await burnsOf();
    if (burns.length === 0 && options.waitForBurnIndexed && (await options.waitForBurnIndexed(hash as Hex))) {
      burns = await burnsOf();
    }
    if (burns.length === 0) return refuse(rouletteEndpoints.burnsMysteryBox, 'burn_not_found');
    const mine = burns.filter((burn) => burn.burner === wallet);
    if (mine.length === 0) return refuse(rouletteEndpoints.burnsMysteryBox, 'burn_not_yours');
    const boxes = mine.reduce((sum, burn) => sum + Number(burn.amount), 0);
    const tickets = boxes * TICKETS_PER_BOX;

    return db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('roulette_grant')
        .values({ tx_hash: hash, wallet, boxes, tickets })
        .onConflict((oc) => oc.column('tx_hash').doNothing())
        .returning('tx_hash')
        .executeTakeFirst();
      if (inserted) {
        // Tickets spent from a grant a reorg took back are owed: this grant pays them first.
        const owing = await trx
          .selectFrom('roulette_wallet')
          .select('ticket_debt')
          .where('wallet', '=', wallet)
          .forUpdate()
          .executeTakeFirst();
        const { credit, debt } = creditAfterDebt(tickets, owing?.ticket_debt ?? 0);
        await trx
          .insertInto('roulette_wallet')
          .values({ wallet, tickets: credit })
          .onConflict((oc) =>
            oc.column('wallet').doUpdateSet({
              tickets: sql<number>`roulette_wallet.tickets + excluded.tickets`,
              ticket_debt: debt,
            }),
          )
          .execute();
      }
      const grant = await trx
        .selectFrom('roulette_grant')
        .select(['boxes', 'tickets'])
        .where('tx_hash', '=', hash)
        .executeTakeFirstOrThrow();
      const row = await trx
        .selectFrom('roulette_wallet')
        .select('tickets')
        .where('wallet', '=', wallet)
        .executeTakeFirst();
      return {
        result: 1 as const,
        burned: grant.boxes,
        granted: grant.tickets,
        newGrant: inserted !== undefined,
        remainRoullete: row?.tickets ?? 0,
      };
    });
  }

  return {
    info,
    spin,
    history,
    grantBurn,
    prepareSeeds,
    ensurePeriod: (index: number) => ensurePeriod(db, index),
  };
}
export type RouletteService = ReturnType<typeof createRouletteService>;
