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
 * What a wallet answers `wallet_getCapabilities` with for one chain, as far as atomic batching goes:
 * EIP-5792's `atomic.status` ('supported', or 'ready': it will upgrade the account when asked), or
 * the older draft's `atomicBatch.supported` that wallets built on it still send (the Safe Apps
 * provider inside the Safe UI: its `wallet_sendCalls` is one Safe transaction, a MultiSend).
 */
export function batchesAtomically(chainCapabilities: unknown): boolean {
  const capabilities = chainCapabilities as
    | { atomic?: { status?: unknown }; atomicBatch?: { supported?: unknown } }
    | undefined;
  const status = capabilities?.atomic?.status;
  return status === 'supported' || status === 'ready' || capabilities?.atomicBatch?.supported === true;
}

/**
 * Whether the wallet reports atomic batching on `chainId` (batchesAtomically). A wallet without
 * `wallet_getCapabilities` throws: no.
 */
export async function atomicBatching(config: Config, chainId: number, account: Address): Promise<boolean> {
  try {
    return batchesAtomically(await getCapabilities(config, { account, chainId }));
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
 * When a `wallet_getCallsStatus` answer ends the batch: confirmed with its receipts, or failed
 * (EIP-5792's numeric codes: 1xx pending, 200 confirmed, 4xx-6xx failed). A batch the wallet calls
 * confirmed before it can show the receipts (the Safe Apps provider says 200 once the Safe UI
 * reports the execution, and no receipts until the node has one) is still waited for: its
 * receipts are what the flow follows.
 */
export function batchEnded({ statusCode, receipts }: { statusCode: number; receipts?: readonly unknown[] }) {
  if (statusCode >= 200 && statusCode < 300) return (receipts?.length ?? 0) > 0;
  return statusCode >= 300;
}

/**
 * Polls `wallet_getCallsStatus` until the batch ends (batchEnded; viem retries a failed poll 4
 * times with backoff; no time limit: a batch may wait for its block, or a Safe's for its owners,
 * as long as a transaction does).
 */
export async function followBatch(
  config: Config,
  id: string,
  /** Between polls (the wallet client's, 4 s, unless a test asks faster). */
  pollingInterval?: number,
): Promise<BatchEnd> {
  const status = await waitForCallsStatus(config, { id, timeout: 0, status: batchEnded, pollingInterval });
  const receipts = status.receipts ?? [];
  return {
    succeeded: status.status === 'success' && receipts.every((receipt) => receipt.status === 'success'),
    hashes: receipts.map((receipt) => receipt.transactionHash),
  };
}
