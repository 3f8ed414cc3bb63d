import { DEVNET_ROLES, devnetAccount } from '@kingdoms/contracts/accounts';
import type { Kysely } from 'kysely';
import { parseEther } from 'viem';
import type { Database } from '../../db/schema';

const DAY = 86_400;

export interface DemoVesting {
  /** Devnet account index of the holder. */
  account: number;
  title: string;
  poolType: number;
  /** Whole A2Z. */
  total: string;
  /** Seconds before the seed's time the schedule started (negative: starts later). */
  startedAgo: number;
  cliff: number | null;
  frequency: number;
  count: number;
  /** Seconds before the seed's time an admin stopped it; null: running. */
  stoppedAgo: number | null;
}

/**
 * My Reward on the devnet: account 1 (the Dev wallet's first account) holds a schedule in every
 * state — claimable now, before its cliff, fully unlocked, stopped with vested A2Z left, and one
 * whose frequency is not a whole number of days — and other demo wallets hold a few more, so the
 * admin list has rows. Times are relative to the start.
 */
export const DEMO_VESTINGS: readonly DemoVesting[] = [
  {
    account: 1,
    title: 'Game rewards',
    poolType: 0,
    total: '10000',
    startedAgo: 30 * DAY + 3600,
    cliff: null,
    frequency: DAY,
    count: 100,
    stoppedAgo: null,
  },
  {
    account: 1,
    title: 'Advisor grant',
    poolType: 3,
    total: '24000',
    startedAgo: DAY,
    cliff: 90 * DAY,
    frequency: 30 * DAY,
    count: 12,
    stoppedAgo: null,
  },
  {
    account: 1,
    title: 'Ecosystem airdrop',
    poolType: 1,
    total: '1200',
    startedAgo: 400 * DAY,
    cliff: 30 * DAY,
    frequency: 30 * DAY,
    count: 12,
    stoppedAgo: null,
  },
  {
    account: 1,
    title: 'Reserve allocation',
    poolType: 2,
    total: '5200',
    startedAgo: 90 * DAY,
    cliff: null,
    frequency: 7 * DAY,
    count: 52,
    stoppedAgo: 20 * DAY,
  },
  {
    account: 1,
    title: 'Eco[A2Z] streaming',
    poolType: 4,
    total: '3600',
    startedAgo: 10 * DAY,
    cliff: null,
    frequency: 36 * 3600,
    count: 24,
    stoppedAgo: null,
  },
  {
    account: 2,
    title: 'Game rewards',
    poolType: 0,
    total: '2500',
    startedAgo: 12 * DAY,
    cliff: 7 * DAY,
    frequency: DAY,
    count: 50,
    stoppedAgo: null,
  },
  {
    account: 4,
    title: 'Advisor grant',
    poolType: 3,
    total: '18000',
    startedAgo: 5 * DAY,
    cliff: 180 * DAY,
    frequency: 30 * DAY,
    count: 24,
    stoppedAgo: null,
  },
  {
    account: 5,
    title: 'Reserve allocation',
    poolType: 2,
    total: '7000',
    startedAgo: 60 * DAY,
    cliff: null,
    frequency: 14 * DAY,
    count: 10,
    stoppedAgo: 3 * DAY,
  },
];

/**
 * Registers DEMO_VESTINGS as the devnet admin did it (with its log entries), once: a restarted
 * API (`npm run api`) on the same database finds them and adds nothing.
 */
export async function seedDemoVestings(db: Kysely<Database>, now: number): Promise<number> {
  const admin = devnetAccount(DEVNET_ROLES.vestingAdmin).address.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('vesting_schedule').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    const at = (ago: number) => new Date((now - ago) * 1000);
    for (const demo of DEMO_VESTINGS) {
      const { id } = await trx
        .insertInto('vesting_schedule')
        .values({
          beneficiary: devnetAccount(demo.account).address.toLowerCase(),
          pool_type: demo.poolType,
          title: demo.title,
          total: parseEther(demo.total),
          started_at: at(demo.startedAgo),
          cliff_seconds: demo.cliff,
          frequency_seconds: demo.frequency,
          count: demo.count,
          stopped_at: demo.stoppedAgo === null ? null : at(demo.stoppedAgo),
          stopped_by: demo.stoppedAgo === null ? null : admin,
          created_by: admin,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('vesting_admin_log')
        .values({ admin, action: 'register', vesting_id: id, details: JSON.stringify({ seed: true }) })
        .execute();
      if (demo.stoppedAgo !== null) {
        await trx
          .insertInto('vesting_admin_log')
          .values({ admin, action: 'stop', vesting_id: id, details: JSON.stringify({ seed: true }) })
          .execute();
      }
    }
    return DEMO_VESTINGS.length;
  });
}
