import { COMMENT_MAX_LENGTH } from '@kingdoms/shared/staking';

/**
 * Spec 3 §5 rules of the PLEDGE, UNPLEDGE and comment forms. Each returns the `pledging`
 * catalogue key of the message to show (the app's one scheme for failure texts, `error.<code>`),
 * or null when the input is acceptable.
 */

export type PledgeAmountError = 'error.pledge_amount_required' | 'error.pledge_over_balance';
export type UnpledgeAmountError = 'error.unpledge_amount_required' | 'error.unpledge_over_pledged';
export type CommentError = 'error.comment_too_long';

/** `amount` is the typed amount in base units (null when it is not a number); `balance` the wallet's A2Z. */
export function pledgeAmountError(amount: bigint | null, balance: bigint): PledgeAmountError | null {
  if (amount === null || amount <= 0n) return 'error.pledge_amount_required';
  if (amount > balance) return 'error.pledge_over_balance';
  return null;
}

/** `pledged` is the wallet's stake on the continent. */
export function unpledgeAmountError(amount: bigint | null, pledged: bigint): UnpledgeAmountError | null {
  if (amount === null || amount <= 0n) return 'error.unpledge_amount_required';
  if (amount > pledged) return 'error.unpledge_over_pledged';
  return null;
}

/** Counted as the API counts it (UTF-16 code units, zod's max), so both sides agree at the limit. */
export function commentError(comment: string): CommentError | null {
  return comment.length > COMMENT_MAX_LENGTH ? 'error.comment_too_long' : null;
}
