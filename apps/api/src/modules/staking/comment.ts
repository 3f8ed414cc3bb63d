import { type ChangeCommentReply, stakingEndpoints } from '@kingdoms/shared/api/staking';
import { COMMENT_SIGNATURE_TTL_SECONDS, commentMessage } from '@kingdoms/shared/staking';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refuse } from '../../http/refuse';
import type { SignedActionKind, SignedActionRefusal, SignedActionVerifier } from '../auth';

/** A signature dated this far ahead of the server's clock is refused (wallet clock skew allowance). */
export const COMMENT_FUTURE_SKEW_SECONDS = 60;

const SIGNATURE_REFUSALS = {
  invalid_signature: 'invalid_signature',
  expired: 'signature_expired',
} as const satisfies Record<SignedActionRefusal, keyof typeof stakingEndpoints.changeComment.errors>;

export interface CommentChange {
  /** Lowercase. */
  readonly address: string;
  readonly comment: string;
  /** The wallet's personal_sign of commentMessage(address, comment, issuedAt). */
  readonly signed: string;
  /** ISO time the wallet put in the message. */
  readonly issuedAt: string;
}

/** A pledger's comment message: accepted once, within its freshness window. */
export const COMMENT_SIGNED_ACTION: SignedActionKind<CommentChange> = {
  name: 'comment',
  message: (change) => commentMessage(change.address, change.comment, change.issuedAt),
  ttlSeconds: COMMENT_SIGNATURE_TTL_SECONDS,
  futureSkewSeconds: COMMENT_FUTURE_SKEW_SECONDS,
};

/** How a comment's signature is checked: the API's signed-action verifier, on the chain pledging happens on. */
export interface CommentSignatureCheck {
  readonly verifySignedAction: SignedActionVerifier;
  /**
   * The Staking contract's chain: the message names none, and a smart-contract wallet that
   * pledges is the contract at its address on that chain.
   */
  readonly chainId: number;
}

/**
 * Sets a pledger's comment (DESIGN "Trust": the spec's per-action signature is the proof, the body
 * address alone is not). A message is accepted once (the signed-action verifier's replay table),
 * recorded in the same transaction as the comment. A message older
 * than the comment already shown is refused as expired, so a stale signature cannot bring back an
 * older comment.
 */
export async function changeComment(
  db: Kysely<Database>,
  check: CommentSignatureCheck,
  change: CommentChange,
  now: Date = new Date(),
): Promise<ChangeCommentReply> {
  const signed = await check.verifySignedAction(
    COMMENT_SIGNED_ACTION,
    { fields: change, chainId: check.chainId, address: change.address, signature: change.signed },
    now,
  );
  if (!signed.ok) return refuse(stakingEndpoints.changeComment, SIGNATURE_REFUSALS[signed.refusal]);
  const { issuedAt } = signed;

  return db.transaction().execute(async (trx) => {
    if (!(await signed.record(trx))) return refuse(stakingEndpoints.changeComment, 'signature_replayed');

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
    if (!stored) return refuse(stakingEndpoints.changeComment, 'signature_expired');
    return { result: 1 as const, comment: stored.comment };
  });
}
