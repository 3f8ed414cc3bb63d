import { parseUnits } from 'viem';
import { TOKEN_DECIMALS } from '../amounts';

/** Spec 1 §9: an approval grants 1e12 tokens, so it is needed only once. */
export const APPROVAL_TOKENS = 1_000_000_000_000n;
export const APPROVAL_AMOUNT: bigint = parseUnits(APPROVAL_TOKENS.toString(), TOKEN_DECIMALS);

/** An allowance whose decimal string is shorter than this is treated as no allowance (spec 1 §4). */
export const MIN_ALLOWANCE_DIGITS = 18;

/**
 * Spec 1 §4: approve only when the current allowance is below the amount needed, or when its
 * decimal string is shorter than 18 digits (less than one whole token's worth of base units).
 */
export function needsApproval(allowance: bigint, amount: bigint): boolean {
  return allowance < amount || allowance.toString().length < MIN_ALLOWANCE_DIGITS;
}
