import type { ColumnType } from 'kysely';
import type { CreatedAt } from '../../db/columns';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A Sign-In-With-Ethereum nonce handed out by POST /auth/nonce. Stored in the database (not in
 * memory) so any API instance behind a load balancer can verify it; consumed on first use.
 */
export interface SiweNonceTable {
  nonce: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** A signed-in wallet. The cookie holds a random token; only its HMAC is stored. */
export interface AuthSessionTable {
  token_hash: string;
  /** Lowercase. */
  address: string;
  chain_id: number;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

/**
 * A signed action's message, accepted once (signedActions.ts): the one replay table of every
 * signed action (rentals, comments), keyed by the keccak of the EIP-191 message.
 */
export interface SignedActionTable {
  message_hash: string;
  /** The kind that used it ('rental', 'comment'). */
  action: string;
  /** Lowercase: the signer. */
  address: string;
  used_at: Timestamp;
}

export interface AuthTables {
  siwe_nonce: SiweNonceTable;
  auth_session: AuthSessionTable;
  signed_action: SignedActionTable;
}
