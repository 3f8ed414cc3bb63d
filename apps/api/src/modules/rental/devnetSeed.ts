import { devnetAccount } from '@kingdoms/contracts/accounts';
import {
  expireTimeOf,
  RENT_STATUS_ACTIVE,
  RENT_STATUS_CANCELLED,
  type RentalDurationDays,
} from '@kingdoms/shared/rental';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordMining } from './mining';

const DAY_MS = 86_400_000;
const ARENAZ = 2;
const account = (index: number) => devnetAccount(index).address.toLowerCase();

export interface SeededRental {
  tokenId: number;
  /** Devnet account indexes. */
  lender: number;
  rentee: number;
  shareRatio: number;
  days: RentalDurationDays;
  /** Days before the seed time the rental started. */
  startedDaysAgo: number;
  status: typeof RENT_STATUS_ACTIVE | typeof RENT_STATUS_CANCELLED;
  /** DSA mining reports, each a whole DSA amount mined this many hours after the start. */
  mined: readonly { hoursIn: number; delta: number }[];
}

/**
 * Demo rentals of the devnet's seeded Arena-Z dragos (SEEDED_DRAGOS of
 * packages/devnet/src/scenarios/dragos.ts, which the API does not import at runtime;
 * devnetSeed.test.ts holds these ids to it): account 1 lends 21003 (running, to account 2) and
 * 15001 (expired, to account 3), so its 1,410 DSA of profit can be claimed (You will receive
 * 14.00 DST.); account 2 lends 21011 (running, to account 1) and 21010 (cancelled, to account 3)
 * and has 700 DSA, below the 1000 DSA minimum; account 3 lent 21013 (expired, to account 4; 5:5 of
 * 2,500 mined) and has 1,250 DSA, which only the activity centre's e2e claims (rental.e2e claims
 * account 1's). Account 1's other dragos (21001, 21002, 21004–21008) and account 2's 21009 stay
 * free to rent.
 */
export const SEEDED_RENTALS: readonly SeededRental[] = [
  {
    tokenId: 21003,
    lender: 1,
    rentee: 2,
    shareRatio: 5,
    days: 30,
    startedDaysAgo: 2,
    status: RENT_STATUS_ACTIVE,
    mined: [
      { hoursIn: 3, delta: 900 },
      { hoursIn: 20, delta: 1100 },
      { hoursIn: 40, delta: 400 },
    ],
  },
  {
    tokenId: 15001,
    lender: 1,
    rentee: 3,
    shareRatio: 7,
    days: 7,
    startedDaysAgo: 10,
    status: RENT_STATUS_ACTIVE,
    mined: [{ hoursIn: 30, delta: 300 }],
  },
  {
    tokenId: 21010,
    lender: 2,
    rentee: 3,
    shareRatio: 6,
    days: 30,
    startedDaysAgo: 5,
    status: RENT_STATUS_CANCELLED,
    mined: [{ hoursIn: 10, delta: 500 }],
  },
  {
    tokenId: 21011,
    lender: 2,
    rentee: 1,
    shareRatio: 5,
    days: 90,
    startedDaysAgo: 1,
    status: RENT_STATUS_ACTIVE,
    mined: [{ hoursIn: 5, delta: 800 }],
  },
  {
    tokenId: 21013,
    lender: 3,
    rentee: 4,
    shareRatio: 5,
    days: 7,
    startedDaysAgo: 9,
    status: RENT_STATUS_ACTIVE,
    mined: [
      { hoursIn: 12, delta: 1500 },
      { hoursIn: 60, delta: 1000 },
    ],
  },
];

/**
 * Inserts SEEDED_RENTALS (once: nothing when rentals exist) and reports their mining through the
 * same recordMining the internal endpoint uses. Cancelled rentals end a day after their last report.
 */
export async function seedDemoRentals(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const existing = await db.selectFrom('rental').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  for (const seed of SEEDED_RENTALS) {
    const start = new Date(now.getTime() - seed.startedDaysAgo * DAY_MS);
    const expireTime = expireTimeOf(seed.days);
    const lastHour = Math.max(0, ...seed.mined.map((entry) => entry.hoursIn));
    await db
      .insertInto('rental')
      .values({
        token_id: seed.tokenId,
        network: ARENAZ,
        lender: account(seed.lender),
        rentee: account(seed.rentee),
        share_ratio: seed.shareRatio,
        expire_time: expireTime,
        start_date: start,
        expire_date: new Date(start.getTime() + expireTime * 1000),
        status: seed.status,
        ended_at:
          seed.status === RENT_STATUS_CANCELLED
            ? new Date(start.getTime() + (lastHour + 24) * 3_600_000)
            : null,
      })
      .execute();
    for (const [index, entry] of seed.mined.entries()) {
      await recordMining(db, {
        reportId: `devnet-${seed.tokenId}-${index + 1}`,
        tokenId: seed.tokenId,
        delta: entry.delta,
        minedAt: new Date(start.getTime() + entry.hoursIn * 3_600_000).toISOString(),
      });
    }
  }
}
