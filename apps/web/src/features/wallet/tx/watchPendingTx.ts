import type { Hash, TransactionReceipt } from 'viem';
import type { Config } from 'wagmi';
import { waitForTransactionReceipt } from 'wagmi/actions';
import { pendingTxStore } from './pendingTxStore';

const watching = new Map<Hash, Promise<TransactionReceipt>>();

/**
 * Waits for a pending transaction's receipt once, however many components ask (the flow that
 * sent it, the button that resumes it after a reload). The entry leaves the store when mined.
 */
export function watchPendingTx(config: Config, hash: Hash, chainId: number): Promise<TransactionReceipt> {
  let watch = watching.get(hash);
  if (!watch) {
    const started: Promise<TransactionReceipt> = waitForTransactionReceipt(config, {
      hash,
      chainId,
      timeout: 0,
    })
      .then((receipt) => {
        pendingTxStore.remove(hash);
        return receipt;
      })
      .finally(() => {
        if (watching.get(hash) === started) watching.delete(hash);
      });
    watch = started;
    watching.set(hash, watch);
  }
  return watch;
}

/** Forgets the receipts being waited for (the waits themselves end with their config). test/setup.ts calls it before each test file: the web tests share modules across files. */
export function forgetPendingTxWatches(): void {
  watching.clear();
}
