import { BaseError, ContractFunctionRevertedError } from 'viem';

/**
 * Issue 41: the contracts' own safety rules. A call they refuse by one of these is not a fault to
 * retry on a timer nor a failure: the payout or delivery is held until the governance lifts the
 * rule (unpause, a raised limit) or the rolling limit refills, and the refusal raises an alert.
 * `EnforcedPause` is OpenZeppelin's; the others are RewardPayout's, DstPayout's and BridgeGateway's.
 */
export const HOLD_ERRORS = ['EnforcedPause', 'PayoutAboveMaximum', 'DailyLimitExceeded'] as const;
export type HoldError = (typeof HOLD_ERRORS)[number];

/**
 * The contract's named refusal as text (`DailyLimitExceeded(50, 10)`) when `error` is a revert by
 * one of HOLD_ERRORS (a simulation's or a call's, however deeply viem wrapped it), else undefined.
 */
export function holdReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  if (!(reverted instanceof ContractFunctionRevertedError)) return undefined;
  const name = reverted.data?.errorName;
  if (!name || !(HOLD_ERRORS as readonly string[]).includes(name)) return undefined;
  const args = (reverted.data?.args ?? []).map((arg) => String(arg)).join(', ');
  return `${name}(${args})`;
}
