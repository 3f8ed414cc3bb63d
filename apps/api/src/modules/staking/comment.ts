import { failure } from '@kingdoms/shared/api/envelope';
import type { ChangeCommentReply, StakingErrorCode } from '@kingdoms/shared/api/staking';
import { COMMENT_SIGNATURE_TTL_SECONDS, commentMessage } from '@kingdoms/shared/staking';
import type { Kysely } from 'kysely';
import { hashMessage } from 'viem';
import type { Database } from '../../db/schema';
import type { WalletSignatureVerifier } from '../auth';

/** A signature dated this far ahead of the server's clock is refused (wallet clock skew allowance). */
export const COMMENT_FUTURE_SKEW_SECONDS = 60;

export const COMMENT_FAILURE_MESSAGES = {
  invalid_signature: 'The signature does not match this wallet and comment.',
  signature_expired: 'The signature has expired. Please register the comment again.',
  signature_replayed: 'This signature was already used. Please register the comment again.',
} as const satisfies Partial<Record<StakingErrorCode, string>>;
type CommentFailure = keyof typeof COMMENT_FAILURE_MESSAGES;

export interface CommentChange {
  /** Lowercase. */
  readonly address: string;
  readonly comment: string;
  /** The wallet's personal_sign of commentMessage(address, comment, issuedAt). */
  readonly signed: string;
  /** ISO time the wallet put in the message. */
  readonly issuedAt: string;
}

/** How a comment's signature is checked: the API's verifier, on the chain pledging happens on. */
export interface CommentSignatureCheck {
  readonly verifySignature: WalletSignatureVerifier;
  /**
   * The Staking contract's chain: the message names none, and a smart-contract wallet that
   * pledges is the contract at its address on that chain.
   */
  readonly chainId: number;
}

function refuse(code: CommentFailure): ChangeCommentReply {
  return failure(code, COMMENT_FAILURE_MESSAGES[code]);
}

/** True when `issuedAt` is within the accepted window around `now`. */
export function isFreshComment(issuedAt: Date, now: Date): boolean {
  const age = now.getTime() - issuedAt.getTime();
  return age <= COMMENT_SIGNATURE_TTL_SECONDS * 1000 && -age <= COMMENT_FUTURE_SKEW_SECONDS * 1000;
}

/**
 * Sets a pledger's comment (DESIGN "Trust": the spec's per-action signature is the proof, the body
 * address alone is not). A message is accepted once: its hash is stored in the same transaction as
 * the comment. The hash is of the signed message rather than of the signature bytes, so a
 * malleated copy of a used signature (same message, other s/v) is refused too. A message older
 * than the comment already shown is refused as expired, so a stale signature cannot bring back an
 * older comment.
 */
export async function changeComment(
  db: Kysely<Database>,
  check: CommentSignatureCheck,
  change: CommentChange,
  now: Date = new Date(),
): Promise<ChangeCommentReply> {
  const message = commentMessage(change.address, change.comment, change.issuedAt);
  const signed = { chainId: check.chainId, address: change.address, message, signature: change.signed };
  if (!(await check.verifySignature(signed))) {
    return refuse('invalid_signature');
  }
  const issuedAt = new Date(change.issuedAt);
  if (!isFreshComment(issuedAt, now)) return refuse('signature_expired');

  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('staking_comment_signature')
      .values({ signature_hash: hashMessage(message), address: change.address, used_at: now })
      .onConflict((oc) => oc.column('signature_hash').doNothing())
      .returning('signature_hash')
      .executeTakeFirst();
    if (!fresh) return refuse('signature_replayed');

    const stored = await trx
      .insertInto('staking_comment')
      .values({ address: change.address, comment: change.comment, issued_at: issuedAt, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('address')
          .doUpdateSet({ comment: change.comment, issued_at: issuedAt, updated_at: now })
          .where('staking_comment.issued_at', '<=', issuedAt),
      )
      .returning('comment')
      .executeTakeFirst();
    if (!stored) return refuse('signature_expired');
    return { result: 1 as const, comment: stored.comment };
  });
}
