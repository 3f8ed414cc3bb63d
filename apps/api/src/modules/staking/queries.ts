import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { STAKING_SUBSCRIPTION } from './subscription';

/** Reads of the staking tables. Amounts come back as bigint base units of A2Z. */

export interface ContinentFigure {
  continent: number;
  total: bigint;
  holders: number;
}

/**
 * Total pledged and pledger count per continent (only continents with a stake), from the figures
 * the indexer keeps (staking_continent): 26 rows at most, however many pledgers.
 */
export async function continentFigures(db: Kysely<Database>): Promise<ContinentFigure[]> {
  const rows = await db
    .selectFrom('staking_continent')
    .select(['continent', 'total', 'holders'])
    .where('holders', '>', 0)
    .execute();
  return rows.map((row) => ({
    continent: row.continent,
    total: BigInt(row.total),
    holders: Number(row.holders),
  }));
}

/** Everything pledged (the continents' totals), and how many wallets pledge anything (kept counts). */
export async function stakingTotals(
  db: Kysely<Database>,
): Promise<{ totalValue: bigint; totalHolder: number }> {
  const [total, holders] = await Promise.all([
    db
      .selectFrom('staking_continent')
      .select((eb) => eb.fn.sum<string | null>('total').as('total'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('staking_summary').select('holders').executeTakeFirst(),
  ]);
  return { totalValue: BigInt(total.total ?? '0'), totalHolder: holders?.holders ?? 0 };
}

export interface IndividualFigure {
  address: string;
  /** Total across continents, or the stake on one continent for a continent's ranking. */
  value: bigint;
  /** The continent holding most of the stake (ties: the lower continent number). */
  continent: number;
  comment: string | null;
}

/**
 * Pledgers by total pledged across continents, largest first; equal totals in address order
 * (stable across reorgs and instances, unlike "who pledged first"). Reads the first `limit` rows
 * of staking_holder's ranking index.
 */
export async function topIndividuals(db: Kysely<Database>, limit: number): Promise<IndividualFigure[]> {
  const rows = await db
    .selectFrom('staking_holder')
    .leftJoin('staking_comment', 'staking_comment.address', 'staking_holder.address')
    .select([
      'staking_holder.address',
      'staking_holder.total',
      'staking_holder.continent',
      'staking_comment.comment',
    ])
    .orderBy('staking_holder.total', 'desc')
    .orderBy('staking_holder.address')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    address: row.address,
    value: BigInt(row.total),
    continent: row.continent,
    comment: row.comment,
  }));
}

/** The pledgers of one continent by their stake there, largest first; ties in address order. */
export async function continentIndividuals(
  db: Kysely<Database>,
  continent: number,
  limit: number,
): Promise<IndividualFigure[]> {
  const rows = await db
    .selectFrom('staking_position')
    .leftJoin('staking_comment', 'staking_comment.address', 'staking_position.address')
    .select(['staking_position.address', 'staking_position.amount', 'staking_comment.comment'])
    .where('staking_position.continent', '=', continent)
    .orderBy('staking_position.amount', 'desc')
    .orderBy('staking_position.address')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    address: row.address,
    value: BigInt(row.amount),
    continent,
    comment: row.comment,
  }));
}

/** One wallet's stakes, in continent order. */
export async function positionsOf(
  db: Kysely<Database>,
  address: string,
): Promise<{ continent: number; amount: bigint }[]> {
  const rows = await db
    .selectFrom('staking_position')
    .select(['continent', 'amount'])
    .where('address', '=', address)
    .orderBy('continent')
    .execute();
  return rows.map((row) => ({ continent: row.continent, amount: BigInt(row.amount) }));
}

/** The individual rank (1-based, as topIndividuals orders) of a wallet holding `total` in all. */
export async function individualRank(db: Kysely<Database>, address: string, total: bigint): Promise<number> {
  const totalText = total.toString();
  const row = await db
    .selectFrom('staking_holder')
    .select((eb) => eb.fn.countAll<string>().as('ahead'))
    .where((eb) =>
      eb.or([
        eb('total', '>', sql<string>`${totalText}::numeric`),
        eb.and([eb('total', '=', sql<string>`${totalText}::numeric`), eb('address', '<', address)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.ahead) + 1;
}

export async function commentOf(db: Kysely<Database>, address: string): Promise<string | null> {
  const row = await db
    .selectFrom('staking_comment')
    .select('comment')
    .where('address', '=', address)
    .executeTakeFirst();
  return row?.comment ?? null;
}

/** When the indexer last brought the staking figures of `chainId` up to date; null before its first batch. */
export async function indexedAt(db: Kysely<Database>, chainId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('chain_indexer_cursor')
    .select('updated_at')
    .where('chain_id', '=', String(chainId))
    .where('subscription', '=', STAKING_SUBSCRIPTION)
    .executeTakeFirst();
  return row?.updated_at ?? null;
}

/**
 * Rebuilds the figures the indexer keeps (staking_continent, staking_holder, staking_summary) from the positions:
 * for data written without the indexer (the bench's 100,000 pledgers, tests).
 */
export async function rebuildStakingAggregates(db: Kysely<Database>): Promise<void> {
  await sql`delete from staking_continent`.execute(db);
  await sql`delete from staking_holder`.execute(db);
  await sql`
    insert into staking_continent (continent, total, holders)
    select continent, sum(amount), count(*) from staking_position group by continent`.execute(db);
  await sql`
    insert into staking_holder (address, total, continent)
    select address, sum(amount), (array_agg(continent order by amount desc, continent))[1]
    from staking_position group by address`.execute(db);
  await sql`update staking_summary set holders = (select count(*) from staking_holder)`.execute(db);
}
