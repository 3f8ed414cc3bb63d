import type { PaidClaim, VestingTerms } from '@kingdoms/shared/vesting';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { VestingScheduleTable } from './tables';

/** Reads of the vesting tables. Amounts come back as bigint base units, times as Unix seconds. */

export interface Schedule {
  id: string;
  beneficiary: string;
  poolType: number;
  title: string;
  terms: VestingTerms;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export function toSchedule(row: Selectable<VestingScheduleTable>): Schedule {
  return {
    id: String(row.id),
    beneficiary: row.beneficiary,
    poolType: row.pool_type,
    title: row.title,
    terms: {
      total: BigInt(row.total),
      started: seconds(row.started_at),
      cliff: row.cliff_seconds,
      frequency: row.frequency_seconds,
      count: row.count,
      stoppedAt: row.stopped_at === null ? null : seconds(row.stopped_at),
    },
  };
}

/** One wallet's schedules (all wallets' when `beneficiary` is undefined), oldest start first. */
export async function schedules(db: Kysely<Database>, beneficiary?: string): Promise<Schedule[]> {
  let query = db.selectFrom('vesting_schedule').selectAll();
  if (beneficiary !== undefined) query = query.where('beneficiary', '=', beneficiary);
  const rows = await query.orderBy('started_at').orderBy('id').execute();
  return rows.map(toSchedule);
}

export interface WalletClaims {
  /** The contract's paid(wallet): the last indexed cumulative, 0 before any claim. */
  paid: bigint;
  /** Each indexed claim in chain order, with the schedule its voucher was asked for. */
  claims: PaidClaim[];
}

/**
 * Indexed Claimed events by wallet (one wallet's, or everyone's). A claim's schedule is that of
 * the latest voucher signed for the same wallet and cumulative amount (null for claim/all, or
 * when no such voucher exists, e.g. one signed by another deployment).
 */
export async function claimsByWallet(
  db: Kysely<Database>,
  chainId: number | undefined,
  beneficiary?: string,
): Promise<Map<string, WalletClaims>> {
  const byWallet = new Map<string, WalletClaims>();
  if (chainId === undefined) return byWallet;
  let query = db
    .selectFrom('vesting_claim as c')
    .select((eb) => [
      'c.beneficiary',
      'c.amount',
      'c.cumulative',
      eb
        .selectFrom('vesting_voucher as v')
        .select('v.vesting_id')
        .whereRef('v.beneficiary', '=', 'c.beneficiary')
        .whereRef('v.cumulative', '=', 'c.cumulative')
        .orderBy('v.id', 'desc')
        .limit(1)
        .as('vesting_id'),
    ])
    .where('c.chain_id', '=', String(chainId));
  if (beneficiary !== undefined) query = query.where('c.beneficiary', '=', beneficiary);
  const rows = await query
    .orderBy('c.beneficiary')
    .orderBy('c.block_number')
    .orderBy('c.log_index')
    .execute();
  for (const row of rows) {
    const entry = byWallet.get(row.beneficiary) ?? { paid: 0n, claims: [] };
    const cumulative = BigInt(row.cumulative);
    if (cumulative > entry.paid) entry.paid = cumulative;
    entry.claims.push({
      amount: BigInt(row.amount),
      vestingId: row.vesting_id === null || row.vesting_id === undefined ? null : String(row.vesting_id),
    });
    byWallet.set(row.beneficiary, entry);
  }
  return byWallet;
}
