import type { PayoutStatus } from '@kingdoms/shared/api/staking';
import type { NetworkKey } from '@kingdoms/shared/networks';
import type { ColumnType } from 'kysely';
import type { CreatedAt, Numeric } from '../../db/columns';
import type { PayoutAsset, PayoutPurpose } from './payers';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * One on-chain payout (a pledging reward claim, a rental profit claim), paid by the payout worker
 * through the payout contract of (network, token): pay(id, recipient, amount).
 */
export interface PayoutTable {
  /** 0x + 64 hex: the bytes32 payoutId, which the contract pays at most once. */
  id: string;
  network: NetworkKey;
  /** The token's contract name in the deployment. */
  token: PayoutAsset['token'];
  /** Lowercase. */
  recipient: string;
  amount: Numeric;
  purpose: PayoutPurpose;
  status: PayoutStatus;
  /** The last pay() transaction signed for this payout (recorded before it is broadcast). */
  tx_hash: string | null;
  /** Leases taken by the worker; each lease fences the worker's later updates. */
  attempts: number;
  last_error: string | null;
  created_at: CreatedAt;
  /** When the current lease was taken ('sent'). */
  sent_at: NullableTimestamp;
  paid_at: NullableTimestamp;
}

export interface PayoutsTables {
  payout: PayoutTable;
}
