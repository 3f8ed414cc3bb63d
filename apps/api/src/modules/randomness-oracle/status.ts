import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Where a randomness request stands, for the egg or drago waiting on it:
 * - 'pending': asked, not fulfilled, for less than the stuck time (or not indexed yet);
 * - 'stuck': not fulfilled after RANDOMNESS_STUCK_AFTER_SECONDS (it is fulfilled when the
 *   oracle comes back; it is never requested again);
 * - 'fulfilled': the oracle delivered its word.
 */
export type RandomnessRequestState = 'pending' | 'stuck' | 'fulfilled';

export interface RandomnessRequestStatus {
  /** Decimal. */
  readonly requestId: string;
  readonly state: RandomnessRequestState;
  /** The request's block time; null while the indexer has not seen it. */
  readonly requestedAt: Date | null;
  readonly fulfilledAt: Date | null;
}

export interface StatusOptions {
  /** The randomness-oracle settings' `stuckAfterSeconds` (RANDOMNESS_STUCK_AFTER_SECONDS). */
  readonly stuckAfterSeconds: number;
  readonly now?: Date;
}

/** The status of each request id of the oracle on `chainId` (every id given gets an entry). */
export async function randomnessRequestStatuses(
  db: Kysely<Database>,
  chainId: number,
  requestIds: readonly (bigint | string | number)[],
  options: StatusOptions,
): Promise<Map<string, RandomnessRequestStatus>> {
  const ids = [...new Set(requestIds.map((id) => BigInt(id).toString()))];
  const result = new Map<string, RandomnessRequestStatus>();
  if (ids.length === 0) return result;
  const rows = await db
    .selectFrom('randomness_request')
    .select(['request_id', 'status', 'requested_at', 'fulfilled_at'])
    .where('chain_id', '=', String(chainId))
    .where('request_id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.request_id, row]));
  const now = (options.now ?? new Date()).getTime();
  for (const requestId of ids) {
    const row = byId.get(requestId);
    if (!row) {
      result.set(requestId, { requestId, state: 'pending', requestedAt: null, fulfilledAt: null });
      continue;
    }
    const requestedAt = new Date(row.requested_at);
    const state: RandomnessRequestState =
      row.status === 'fulfilled'
        ? 'fulfilled'
        : now - requestedAt.getTime() > options.stuckAfterSeconds * 1000
          ? 'stuck'
          : 'pending';
    result.set(requestId, {
      requestId,
      state,
      requestedAt,
      fulfilledAt: row.fulfilled_at ? new Date(row.fulfilled_at) : null,
    });
  }
  return result;
}

/** The status of one request (see randomnessRequestStatuses). */
export async function randomnessRequestStatus(
  db: Kysely<Database>,
  chainId: number,
  requestId: bigint | string | number,
  options: StatusOptions,
): Promise<RandomnessRequestStatus> {
  const statuses = await randomnessRequestStatuses(db, chainId, [requestId], options);
  const status = statuses.get(BigInt(requestId).toString());
  if (!status) throw new Error(`No status for request ${requestId}`);
  return status;
}
