import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { claimableReward } from './queries';
import { A2Z_UNIT, runRewardSnapshot, utcDay } from './snapshot';
import { insertPositions } from './testing';

const ALICE = '0x00000000000000000000000000000000000000a1';
const BOB = '0x00000000000000000000000000000000000000b2';
const CAROL = '0x00000000000000000000000000000000000000c3';
const DAY = new Date('2025-03-10T00:00:00.000Z');

describe('utcDay', () => {
  it('names the UTC calendar day, whatever the time of day', () => {
    expect(utcDay(new Date('2025-03-10T00:00:00.000Z'))).toBe('2025-03-10');
    expect(utcDay(new Date('2025-03-10T23:59:59.999Z'))).toBe('2025-03-10');
    expect(utcDay(new Date('2025-03-11T08:59:00+09:00'))).toBe('2025-03-10');
  });
});

describe.each(testDatabases())('daily reward snapshot on $name', (kind) => {
  let database: AppDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => database?.close());
  beforeEach(async () => {
    await sql`truncate payout, reward_account, reward_accrual, reward_snapshot, staking_position`.execute(
      db(),
    );
  });

  async function accruals(day: string) {
    const rows = await db()
      .selectFrom('reward_accrual')
      .select(['address', 'stake', 'amount'])
      .where('day', '=', day)
      .orderBy('address')
      .execute();
    return rows.map((row) => ({
      address: row.address,
      stake: BigInt(row.stake),
      amount: BigInt(row.amount),
    }));
  }

  it('splits the pool (whole A2Z → base units) pro rata by each address’s total stake over continents', async () => {
    await insertPositions(db(), [
      { address: ALICE, continent: 1, amount: 100n * A2Z_UNIT },
      { address: ALICE, continent: 5, amount: 200n * A2Z_UNIT },
      { address: BOB, continent: 5, amount: 100n * A2Z_UNIT },
    ]);
    const result = await runRewardSnapshot(db(), DAY, 1_000n);
    expect(result).toEqual({
      status: 'created',
      day: '2025-03-10',
      pool: 1_000n * A2Z_UNIT,
      totalStake: 400n * A2Z_UNIT,
      holders: 2,
      distributed: 1_000n * A2Z_UNIT,
    });
    expect(await accruals('2025-03-10')).toEqual([
      { address: ALICE, stake: 300n * A2Z_UNIT, amount: 750n * A2Z_UNIT },
      { address: BOB, stake: 100n * A2Z_UNIT, amount: 250n * A2Z_UNIT },
    ]);
    expect(await claimableReward(db(), ALICE)).toBe(750n * A2Z_UNIT);
    // Addresses are matched case-insensitively.
    expect(await claimableReward(db(), BOB.toUpperCase().replace('0X', '0x'))).toBe(250n * A2Z_UNIT);
    expect(await claimableReward(db(), CAROL)).toBe(0n);

    const snapshot = await db()
      .selectFrom('reward_snapshot')
      .select([sql<string>`day::text`.as('day'), 'pool', 'total_stake', 'holders'])
      .executeTakeFirstOrThrow();
    expect(snapshot).toEqual({
      day: '2025-03-10',
      pool: (1_000n * A2Z_UNIT).toString(),
      total_stake: (400n * A2Z_UNIT).toString(),
      holders: 2,
    });
  });

  it('rounds every share down, so the shares never exceed the pool', async () => {
    await insertPositions(db(), [
      { address: ALICE, continent: 1, amount: 1n },
      { address: BOB, continent: 2, amount: 1n },
      { address: CAROL, continent: 3, amount: 1n },
    ]);
    const result = await runRewardSnapshot(db(), DAY, 10n);
    const third = (10n * A2Z_UNIT) / 3n;
    expect(third * 3n).toBe(10n * A2Z_UNIT - 1n);
    expect(result).toMatchObject({ status: 'created', distributed: third * 3n });
    expect((await accruals('2025-03-10')).map((row) => row.amount)).toEqual([third, third, third]);
  });

  it('records a tiny stake whose share rounds to 0 without crediting it', async () => {
    await insertPositions(db(), [
      { address: ALICE, continent: 1, amount: 10n ** 40n },
      { address: BOB, continent: 1, amount: 1n },
    ]);
    await runRewardSnapshot(db(), DAY, 1n);
    expect((await accruals('2025-03-10')).find((row) => row.address === BOB)).toEqual({
      address: BOB,
      stake: 1n,
      amount: 0n,
    });
    expect(await claimableReward(db(), BOB)).toBe(0n);
  });

  it('is idempotent per day: a second run of the same day changes nothing', async () => {
    await insertPositions(db(), [{ address: ALICE, continent: 1, amount: 5n }]);
    await runRewardSnapshot(db(), DAY, 100n);
    // A later pledge on the same day must not trigger a second split of that day.
    await insertPositions(db(), [{ address: BOB, continent: 2, amount: 5n }]);
    const again = await runRewardSnapshot(db(), new Date('2025-03-10T13:00:00Z'), 100n);
    expect(again).toEqual({ status: 'exists', day: '2025-03-10' });
    expect(await claimableReward(db(), ALICE)).toBe(100n * A2Z_UNIT);
    expect(await claimableReward(db(), BOB)).toBe(0n);
    expect(await accruals('2025-03-10')).toHaveLength(1);
  });

  it('splits once when several instances run the same day at the same time', async () => {
    await insertPositions(db(), [
      { address: ALICE, continent: 1, amount: 3n },
      { address: BOB, continent: 2, amount: 1n },
    ]);
    const results = await Promise.all(Array.from({ length: 5 }, () => runRewardSnapshot(db(), DAY, 8n)));
    expect(results.filter((result) => result.status === 'created')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'exists')).toHaveLength(4);
    expect(await claimableReward(db(), ALICE)).toBe(6n * A2Z_UNIT);
    expect(await claimableReward(db(), BOB)).toBe(2n * A2Z_UNIT);
  });

  it('accrues again on the next day, on top of what is unclaimed', async () => {
    await insertPositions(db(), [{ address: ALICE, continent: 1, amount: 7n }]);
    await runRewardSnapshot(db(), DAY, 10n);
    await runRewardSnapshot(db(), new Date('2025-03-11T00:00:00Z'), 20n);
    expect(await claimableReward(db(), ALICE)).toBe(30n * A2Z_UNIT);
  });

  it('records nothing on a day without stake, so a later run that day can still split it', async () => {
    expect(await runRewardSnapshot(db(), DAY, 10n)).toEqual({ status: 'empty', day: '2025-03-10' });
    expect(await db().selectFrom('reward_snapshot').select('holders').execute()).toEqual([]);
    await insertPositions(db(), [{ address: ALICE, continent: 1, amount: 1n }]);
    expect(await runRewardSnapshot(db(), DAY, 10n)).toMatchObject({ status: 'created', holders: 1 });
  });
});
