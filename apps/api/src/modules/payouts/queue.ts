import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PAYOUT_PURPOSE_NAME, type PayoutAsset, type PayoutPurpose } from './payers';

/** A fresh payout id: random 32 bytes, used as the payout contract's bytes32 payoutId as is. */
export function newPayoutId(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

export interface PayoutRequest extends PayoutAsset {
  /** Any case; stored lowercase. */
  readonly recipient: string;
  /** Base units of the token, above 0. */
  readonly amount: bigint;
  readonly purpose: PayoutPurpose;
}

/**
 * Queues one payout for the worker. Call it inside the transaction that takes the amount off the
 * claimer's balance, so the balance and the payout change together or not at all.
 */
export async function queuePayout(db: Kysely<Database>, request: PayoutRequest): Promise<string> {
  // The type allows only declared purposes; this guards what a cast or a plain string could pass.
  if (!PAYOUT_PURPOSE_NAME.test(request.purpose)) {
    throw new Error(`Payout purpose '${request.purpose}' is not a purpose name (${PAYOUT_PURPOSE_NAME})`);
  }
  const id = newPayoutId();
  await db
    .insertInto('payout')
    .values({
      id,
      network: request.network,
      token: request.token,
      recipient: request.recipient.toLowerCase(),
      amount: request.amount,
      purpose: request.purpose,
      status: 'queued',
      attempts: 0,
    })
    .execute();
  return id;
}

/**
 * A recipient's payouts the payout contract holds back by its rules (paused, above its maximum,
 * beyond its daily limit), oldest first: what the player sees as "delayed, under review" until the
 * worker releases and pays them (issue 41).
 */
export async function heldPayoutsOf(
  db: Kysely<Database>,
  recipient: string,
  purpose: PayoutPurpose,
): Promise<{ amount: string }[]> {
  const rows = await db
    .selectFrom('payout')
    .select('amount')
    .where('recipient', '=', recipient.toLowerCase())
    .where('purpose', '=', purpose)
    .where('status', '=', 'held')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({ amount: String(row.amount) }));
}
