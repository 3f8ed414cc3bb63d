import { vestingAbi } from '@kingdoms/contracts/generated/abis';
import type { TxData } from '@kingdoms/shared/api/vesting';
import { decodeFunctionData, getAddress, type Hex, parseEventLogs, type TransactionReceipt } from 'viem';
import type { TxRequest } from '../../wallet/onchain';

/** The server's claim transaction as the one transaction flow's request (the same calldata). */
export function claimRequestOf(txData: TxData): TxRequest<typeof vestingAbi, 'claim'> {
  const decoded = decodeFunctionData({ abi: vestingAbi, data: txData.data as Hex });
  // The server only ever answers a claim; anything else is not sent.
  if (decoded.functionName !== 'claim') throw new Error(`Unexpected vesting call ${decoded.functionName}`);
  return { address: getAddress(txData.to), abi: vestingAbi, functionName: 'claim', args: decoded.args };
}

export function paidBy(receipt: TransactionReceipt): bigint {
  const events = parseEventLogs({ abi: vestingAbi, eventName: 'Claimed', logs: receipt.logs });
  return events.reduce((sum, event) => sum + event.args.amount, 0n);
}
