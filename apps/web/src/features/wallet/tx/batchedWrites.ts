import type { Address, Hash } from 'viem';
import { encodeFunctionData } from 'viem';
import type { Config } from 'wagmi';
import { getCapabilities, sendCalls, waitForCallsStatus } from 'wagmi/actions';
import type { ContractCallRequest } from './chainWrites';

/**
 * EIP-5792 through wagmi (part of the wallet stack, loaded lazily like the other writes): whether
 * the connected wallet batches atomically, one `wallet_sendCalls`, and the batch followed with
 * `wallet_getCallsStatus` to its receipts.
 */

/**
 * Whether the wallet reports atomic batching on `chainId` (`atomic.status` 'supported', or 'ready':
 * it will upgrade the account when asked). A wallet without `wallet_getCapabilities` throws: no.
 */
export async function atomicBatching(config: Config, chainId: number, account: Address): Promise<boolean> {
  try {
    const capabilities = await getCapabilities(config, { account, chainId });
    const status = (capabilities as { atomic?: { status?: string } } | undefined)?.atomic?.status;
    return status === 'supported' || status === 'ready';
  } catch {
    return false;
  }
}

/** Sends `calls` in order as one atomic batch (one wallet prompt); resolves to the batch's id. */
export async function sendBatch(
  config: Config,
  batch: { chainId: number; account: Address; calls: readonly ContractCallRequest[] },
): Promise<string> {
  const calls = batch.calls.map((call) => ({
    to: call.address,
    data: encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args ?? [] }),
    value: call.value,
  }));
  const { id } = await sendCalls(config, {
    chainId: batch.chainId,
    account: batch.account,
    calls,
    // Atomic or not at all: approvals left standing without their write are what batching avoids.
    forceAtomic: true,
  } as Parameters<typeof sendCalls>[1]);
  return id;
}

/** How a batch ended: the hashes of its receipts in order (the write's last), and whether all succeeded. */
export interface BatchEnd {
  succeeded: boolean;
  /** The receipts' transaction hashes (one for a 7702/4337 batch; one per call for the Dev wallet). */
  hashes: Hash[];
}

/**
 * Polls `wallet_getCallsStatus` until the batch is confirmed or failed (viem retries a failed
 * poll 4 times with backoff; no time limit: a batch may wait for its block as long as a
 * transaction does).
 */
export async function followBatch(config: Config, id: string): Promise<BatchEnd> {
  const status = await waitForCallsStatus(config, { id, timeout: 0 });
  const receipts = status.receipts ?? [];
  return {
    succeeded: status.status === 'success' && receipts.every((receipt) => receipt.status === 'success'),
    hashes: receipts.map((receipt) => receipt.transactionHash),
  };
}
