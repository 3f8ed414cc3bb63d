import { stakingAbi } from '@kingdoms/contracts/generated/abis';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { devnetDeployment } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { applyStakingLog, revertStakingLog, STAKING_SUBSCRIPTION, stakingSubscription } from './subscription';
import { clearStakingTables, pledge, pledgerCounts, stakeLog } from './testing';

const HOLDER = '0xAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAaAa';
const holder = HOLDER.toLowerCase();

describe('stakingSubscription', () => {
  it('follows the Staking contract on Ethereum from its deployment block', () => {
    const deployment = devnetDeployment();
    deployment.chains.ethereum.startBlock = 7;
    const subscription = stakingSubscription(deployment);
    expect(subscription).toMatchObject({
      name: STAKING_SUBSCRIPTION,
      chainId: 31337,
      address: '0x1111111111111111111111111111111111111111',
      startBlock: 7n,
      abi: stakingAbi,
    });
  });

  it('is absent without a deployment or without a Staking contract', () => {
    expect(stakingSubscription(undefined)).toBeUndefined();
    const deployment = devnetDeployment();
    deployment.chains.ethereum.contracts = {};
    expect(stakingSubscription(deployment)).toBeUndefined();
  });
});

describe.each(testDatabases())('staking subscription apply/revert on $name', ({ open }) => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await clearStakingTables(database.db);
  });

  const position = async (continent: number) =>
    (
      await database.db
        .selectFrom('staking_position')
        .select('amount')
        .where('address', '=', holder)
        .where('continent', '=', continent)
        .executeTakeFirst()
    )?.amount;

  const big = 10n ** 30n; // beyond 2^64: numeric keeps it exact

  it('Staked sets the position to newStake, Unstaked too; revert restores the stake before, newest first', async () => {
    const first = stakeLog('Staked', { holder: HOLDER, continent: 4, amount: big, newStake: big });
    const second = stakeLog('Staked', { holder: HOLDER, continent: 4, amount: 5n, newStake: big + 5n });
    const third = stakeLog('Unstaked', { holder: HOLDER, continent: 4, amount: 2n, newStake: big + 3n });
    await applyStakingLog(database.db, first);
    expect(await position(4)).toBe(big.toString());
    await applyStakingLog(database.db, second);
    expect(await position(4)).toBe((big + 5n).toString());
    await applyStakingLog(database.db, third);
    expect(await position(4)).toBe((big + 3n).toString());

    await revertStakingLog(database.db, third);
    expect(await position(4)).toBe((big + 5n).toString());
    await revertStakingLog(database.db, second);
    expect(await position(4)).toBe(big.toString());
    await revertStakingLog(database.db, first);
    expect(await position(4)).toBeUndefined();
  });

  it('removes a position unpledged to 0 and brings it back when that unpledge is reverted', async () => {
    await applyStakingLog(
      database.db,
      stakeLog('Staked', { holder, continent: 9, amount: 40n, newStake: 40n }),
    );
    const out = stakeLog('Unstaked', { holder, continent: 9, amount: 40n, newStake: 0n });
    await applyStakingLog(database.db, out);
    expect(await position(9)).toBeUndefined();
    await revertStakingLog(database.db, out);
    expect(await position(9)).toBe('40');
  });

  it('keeps positions per continent apart', async () => {
    await applyStakingLog(
      database.db,
      stakeLog('Staked', { holder, continent: 1, amount: 10n, newStake: 10n }),
    );
    await applyStakingLog(
      database.db,
      stakeLog('Staked', { holder, continent: 2, amount: 20n, newStake: 20n }),
    );
    expect([await position(1), await position(2)]).toEqual(['10', '20']);
  });

  it('trusts the chain figure newStake over a running sum', async () => {
    await applyStakingLog(
      database.db,
      stakeLog('Staked', { holder, continent: 5, amount: 10n, newStake: 70n }),
    );
    expect(await position(5)).toBe('70');
  });

  it('ignores other events of the contract', async () => {
    const other = {
      ...stakeLog('Staked', { holder, continent: 3, amount: 1n, newStake: 1n }),
      eventName: 'Paused',
    };
    await applyStakingLog(database.db, other);
    await revertStakingLog(database.db, other);
    expect(await database.db.selectFrom('staking_position').selectAll().execute()).toEqual([]);
  });

  it('refuses malformed arguments and an impossible negative stake (the indexer rolls the batch back)', async () => {
    const bad = stakeLog('Staked', { holder, continent: 27, amount: 1n, newStake: 1n });
    await expect(applyStakingLog(database.db, bad)).rejects.toThrow();
    const noHolder = { ...stakeLog('Staked', { holder, continent: 1, amount: 1n, newStake: 1n }) };
    await expect(
      applyStakingLog(database.db, { ...noHolder, args: { ...noHolder.args, holder: 'nobody' } }),
    ).rejects.toThrow();
    const underflow = stakeLog('Staked', { holder, continent: 1, amount: 5n, newStake: 3n });
    await expect(revertStakingLog(database.db, underflow)).rejects.toThrow(/would be -2/);
  });

  it('keeps the figures of each continent and each holder equal to sums over the positions', async () => {
    const wallets = ['0x' + '1'.repeat(40), '0x' + '2'.repeat(40), '0x' + '3'.repeat(40)];
    const logs = await pledge(database.db, [
      { holder: wallets[0]!, continent: 1, delta: 50n },
      { holder: wallets[0]!, continent: 2, delta: 50n }, // a tie: the lower continent is the main one
      { holder: wallets[1]!, continent: 2, delta: 70n },
      { holder: wallets[2]!, continent: 3, delta: 10n },
      { holder: wallets[0]!, continent: 2, delta: 5n },
      { holder: wallets[2]!, continent: 3, delta: -10n }, // leaves: no holder row, one pledger fewer
      { holder: wallets[1]!, continent: 1, delta: 100n },
    ]);
    const kept = async () => ({
      continents: await database.db
        .selectFrom('staking_continent')
        .selectAll()
        .where('holders', '>', 0)
        .orderBy('continent')
        .execute(),
      holders: await database.db.selectFrom('staking_holder').selectAll().orderBy('address').execute(),
    });
    const summed = async () => ({
      continents: (
        await sql<{ continent: number; total: string; holders: number }>`
          select continent, sum(amount)::text as total, count(*)::int as holders
          from staking_position group by continent order by continent`.execute(database.db)
      ).rows,
      holders: (
        await sql<{ address: string; total: string; continent: number }>`
          select address, sum(amount)::text as total, (array_agg(continent order by amount desc, continent))[1] as continent
          from staking_position group by address order by address`.execute(database.db)
      ).rows,
    });
    expect(await kept()).toEqual(await summed());
    expect(await pledgerCounts(database.db)).toEqual({ kept: 2, counted: 2 });
    expect((await kept()).holders.map((row) => [row.address, row.continent])).toEqual([
      [wallets[0], 2],
      [wallets[1], 1],
    ]);
    // A reorg reverts the newest logs first: the figures follow.
    for (const log of logs.slice(3).reverse()) await revertStakingLog(database.db, log);
    expect(await kept()).toEqual(await summed());
    expect(await pledgerCounts(database.db)).toEqual({ kept: 2, counted: 2 });
    expect((await kept()).holders.map((row) => [row.address, row.continent])).toEqual([
      [wallets[0], 1],
      [wallets[1], 2],
    ]);
  });
});
