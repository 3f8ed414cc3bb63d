import {
  type Abi,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { describeTxError, isUserRejection } from './txErrors';

const abi = [
  { type: 'function', name: 'merge', inputs: [], outputs: [], stateMutability: 'nonpayable' },
  { type: 'error', name: 'NotStickerOwner', inputs: [{ name: 'tokenId', type: 'uint256' }] },
] as const satisfies Abi;

function reverted(data: `0x${string}`) {
  const cause = new ContractFunctionRevertedError({ abi, data, functionName: 'merge' });
  return new ContractFunctionExecutionError(cause, { abi, functionName: 'merge' });
}

describe('describeTxError', () => {
  it('maps a 4001 rejection to "Transaction canceled by user."', () => {
    expect(describeTxError(new UserRejectedRequestError(new Error('denied')))).toEqual({
      kind: 'rejected',
      key: 'tx_canceled',
    });
    expect(describeTxError({ code: 4001, message: 'User rejected' }).key).toBe('tx_canceled');
  });

  it('finds a rejection deep in the cause chain', () => {
    const wrapped = new TransactionExecutionError(new UserRejectedRequestError(new Error('no')), {} as never);
    expect(isUserRejection(wrapped)).toBe(true);
    expect(isUserRejection(new Error('other'))).toBe(false);
  });

  it('decodes a custom error revert', () => {
    const data = encodeErrorResult({ abi, errorName: 'NotStickerOwner', args: [1001n] });
    expect(describeTxError(reverted(data))).toEqual({
      kind: 'reverted',
      key: 'tx_reverted',
      reason: 'NotStickerOwner(1001)',
    });
  });

  it('decodes a require() reason string', () => {
    const data = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
      errorName: 'Error',
      args: ['Not enough stickers'],
    });
    expect(describeTxError(reverted(data)).reason).toBe('Not enough stickers');
  });

  it('recognises insufficient funds and falls back to the short message', () => {
    expect(describeTxError(new InsufficientFundsError()).key).toBe('tx_insufficient_funds');
    expect(describeTxError(new Error('socket hang up'))).toEqual({
      kind: 'failed',
      key: 'tx_failed',
      reason: 'socket hang up',
    });
  });
});
