import {
  BaseError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  UserRejectedRequestError,
} from 'viem';

/** EIP-1193: the user rejected the request in the wallet. */
export const USER_REJECTED_CODE = 4001;
/** EIP-3326: the wallet does not know the chain; add it first (wallet_addEthereumChain). */
export const UNRECOGNIZED_CHAIN_CODE = 4902;

/**
 * What a person should read about a failed wallet request. `key` is a `wallet` catalogue key:
 * - tx_canceled: "Transaction canceled by user." (a rejection is not an error: log nothing)
 * - tx_reverted: the contract refused; `reason` is its decoded reason or custom error name
 * - tx_insufficient_funds: not enough native coin for value + gas
 * - tx_failed: anything else; `reason` carries the short technical message
 */
export interface TxErrorMessage {
  kind: 'rejected' | 'reverted' | 'failed';
  key: 'tx_canceled' | 'tx_reverted' | 'tx_insufficient_funds' | 'tx_failed';
  reason?: string;
}

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'number' ? code : undefined;
}

/** True when any error in the cause chain is a user rejection (code 4001). */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current instanceof UserRejectedRequestError || codeOf(current) === USER_REJECTED_CODE) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function revertReason(error: ContractFunctionRevertedError): string {
  if (error.reason) return error.reason;
  const name = error.data?.errorName;
  if (name) {
    const args = error.data?.args?.map((arg) => String(arg)).join(', ');
    return args ? `${name}(${args})` : name;
  }
  return error.shortMessage;
}

/** Maps any error from a wallet or contract call to the message users see. */
export function describeTxError(error: unknown): TxErrorMessage {
  if (isUserRejection(error)) return { kind: 'rejected', key: 'tx_canceled' };
  if (error instanceof BaseError) {
    const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      return { kind: 'reverted', key: 'tx_reverted', reason: revertReason(reverted) };
    }
    if (error.walk((e) => e instanceof InsufficientFundsError)) {
      return { kind: 'failed', key: 'tx_insufficient_funds' };
    }
    return { kind: 'failed', key: 'tx_failed', reason: error.shortMessage };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'failed', key: 'tx_failed', reason: message };
}
