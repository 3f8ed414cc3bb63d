import { BaseError, ContractFunctionRevertedError } from 'viem';

export interface DecodedRevert {
  errorName: string | undefined;
  args: readonly unknown[];
}

/**
 * Runs a contract call that must revert and returns the decoded custom error, so tests assert
 * on the error name and its arguments rather than on message text.
 */
export async function expectRevert(call: Promise<unknown>): Promise<DecodedRevert> {
  try {
    await call;
  } catch (error) {
    const reverted =
      error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : undefined;
    if (reverted instanceof ContractFunctionRevertedError) {
      return { errorName: reverted.data?.errorName, args: reverted.data?.args ?? [] };
    }
    throw error;
  }
  throw new Error('Expected the call to revert, but it succeeded');
}
