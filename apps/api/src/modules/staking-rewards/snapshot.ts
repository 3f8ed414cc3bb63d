import { rewardShare } from '@kingdoms/shared/staking';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { Database } from '../../db/schema';
import { stakesByAddress } from '../staking';

/** Base units per whole A2Z. */
export const A2Z_UNIT = 10n ** 18n;

/** Rows per multi-row insert: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

/** The UTC calendar day of `at`, as 'YYYY-MM-DD' (the snapshot's key). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export type SnapshotResult =
  /** This call split the pool. */
  | { status: 'created'; day: string; pool: bigint; totalStake: bigint; holders: number; distributed: bigint }
  /** The day was already split (by an earlier run or another instance): nothing changed. */
  | { status: 'exists'; day: string }
  /** Nobody had a stake: nothing is recorded, so a later run the same day may still split it. */
  | { status: 'empty'; day: string };

/** Logs what a snapshot run did (amounts as decimal strings). */
export function logSnapshot(logger: FastifyBaseLogger, result: SnapshotResult): void {
  if (result.status === 'created') {
    logger.info(
      {
        ...result,
        pool: String(result.pool),
        totalStake: String(result.totalStake),
        distributed: String(result.distributed),
      },
      'Daily pledging reward snapshot taken',
    );
  } else {
    logger.info({ day: result.day, status: result.status }, 'Daily pledging reward snapshot: nothing to do');
  }
}

interface Share {
  address: string;
  stake: bigint;
  amount: bigint;
}

/**
 * Splits one day's pool (`poolWholeA2z`, whole A2Z) across the pledgers of the moment, pro rata by
 * each address's total stake over all continents, rounded down (rewardShare): the shares never
 * add up to more than the pool; the dust is not paid.
 *
 * Idempotent per day and safe from several instances: everything happens in one transaction
 * whose first write is the snapshot row; a concurrent run blocks on that primary key, then finds
 * it taken and changes nothing.
 */
export async function runRewardSnapshot(
  db: Kysely<Database>,
  day: Date,
  poolWholeA2z: bigint,
): Promise<SnapshotResult> {
  const key = utcDay(day);
  const pool = poolWholeA2z * A2Z_UNIT;
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('reward_snapshot')
      .select('holders')
      .where('day', '=', key)
      .executeTakeFirst();
    if (done) return { status: 'exists', day: key } as const;

    const stakes = await stakesByAddress(trx);
    if (stakes.length === 0) return { status: 'empty', day: key } as const;

    const totalStake = stakes.reduce((sum, row) => sum + BigInt(row.stake), 0n);
    const inserted = await trx
      .insertInto('reward_snapshot')
      .values({ day: key, pool, total_stake: totalStake, holders: stakes.length })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('holders')
      .executeTakeFirst();
    if (!inserted) return { status: 'exists', day: key } as const;

    const shares: Share[] = stakes.map((row) => {
      const stake = BigInt(row.stake);
      return { address: row.address, stake, amount: rewardShare(pool, stake, totalStake) };
    });
    for (const chunk of chunks(shares, INSERT_CHUNK)) {
      await trx
        .insertInto('reward_accrual')
        .values(
          chunk.map((share) => ({
            day: key,
            address: share.address,
            stake: share.stake,
            amount: share.amount,
          })),
        )
        .execute();
    }
    for (const chunk of chunks(
      shares.filter((share) => share.amount > 0n),
      INSERT_CHUNK,
    )) {
      await trx
        .insertInto('reward_account')
        .values(chunk.map((share) => ({ address: share.address, accrued: share.amount, claimed: 0 })))
        .onConflict((oc) =>
          oc.column('address').doUpdateSet({ accrued: sql`reward_account.accrued + excluded.accrued` }),
        )
        .execute();
    }
    const distributed = shares.reduce((sum, share) => sum + share.amount, 0n);
    return { status: 'created', day: key, pool, totalStake, holders: stakes.length, distributed } as const;
  });
}
