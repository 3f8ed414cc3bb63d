import type { Kysely } from 'kysely';
import { hashMessage } from 'viem';
import type { Database } from '../../db/schema';
import type { WalletSignatureVerifier } from './walletSignature';

/**
 * A kind of signed action (a rental, a comment): the message shape the wallet signs and the window
 * its issuedAt must fall in. The chain, when the message names one, is a field of the message, so a
 * message signed for another chain does not match the one the API rebuilds.
 */
export interface SignedActionKind<Fields extends { readonly issuedAt: string }> {
  /** Stored with each used message in the one replay table ('rental', 'comment'). */
  readonly name: string;
  /** The exact text the wallet signs (personal_sign) for these fields. */
  message(fields: Fields): string;
  /** Accepted this long after its issuedAt… */
  readonly ttlSeconds: number;
  /** …and this long before it (wallet clock skew). */
  readonly futureSkewSeconds: number;
}

export interface SignedActionRequest<Fields extends { readonly issuedAt: string }> {
  readonly fields: Fields;
  /** The chain whose state decides a smart-contract wallet's answer (the message's, or the action's contract's). */
  readonly chainId: number;
  /** Lowercase: who claims to have signed. */
  readonly address: string;
  readonly signature: string;
}

export type SignedActionRefusal = 'invalid_signature' | 'expired';

/** A signed action that passed the signature and freshness checks; `record` is its replay check. */
export interface VerifiedSignedAction {
  readonly ok: true;
  readonly message: string;
  readonly issuedAt: Date;
  /**
   * Stores the message's hash in the replay table; false when it was used before (by any kind).
   * Call it inside the transaction that writes the action's effect, so the refused replay and the
   * effect commit together: of two concurrent uses, one records and writes, the other is refused.
   */
  record(trx: Kysely<Database>): Promise<boolean>;
}

export type SignedActionVerdict =
  | VerifiedSignedAction
  | { readonly ok: false; readonly refusal: SignedActionRefusal };

export type SignedActionVerifier = <Fields extends { readonly issuedAt: string }>(
  kind: SignedActionKind<Fields>,
  request: SignedActionRequest<Fields>,
  now?: Date,
) => Promise<SignedActionVerdict>;

/** True when `issuedAt` is within `kind`'s window around `now` (an unparseable time is not). */
export function isFreshSignedAction(
  kind: Pick<SignedActionKind<never>, 'ttlSeconds' | 'futureSkewSeconds'>,
  issuedAt: Date,
  now: Date,
): boolean {
  const age = now.getTime() - issuedAt.getTime();
  if (Number.isNaN(age)) return false;
  return age <= kind.ttlSeconds * 1000 && -age <= kind.futureSkewSeconds * 1000;
}

/**
 * THE signed-action check (DESIGN "Trust": the per-action signature is the proof, the body's
 * address alone is not): rebuilds the message from the caller's fields, checks the signature through
 * the API's wallet verifier (EOA, ERC-1271, ERC-6492) and then the freshness window. The replay
 * table holds the hash of the signed message rather than of the signature bytes, so a malleated
 * copy of a used signature (same message, other s/v) is refused too.
 */
export function createSignedActionVerifier(verifySignature: WalletSignatureVerifier): SignedActionVerifier {
  return async (kind, { fields, chainId, address, signature }, now = new Date()) => {
    const message = kind.message(fields);
    if (!(await verifySignature({ chainId, address, message, signature }))) {
      return { ok: false, refusal: 'invalid_signature' };
    }
    const issuedAt = new Date(fields.issuedAt);
    if (!isFreshSignedAction(kind, issuedAt, now)) return { ok: false, refusal: 'expired' };
    return {
      ok: true,
      message,
      issuedAt,
      async record(trx) {
        const fresh = await trx
          .insertInto('signed_action')
          .values({ message_hash: hashMessage(message), action: kind.name, address, used_at: now })
          .onConflict((oc) => oc.column('message_hash').doNothing())
          .returning('message_hash')
          .executeTakeFirst();
        return !!fresh;
      },
    };
  };
}
