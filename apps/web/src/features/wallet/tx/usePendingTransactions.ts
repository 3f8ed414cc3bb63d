import { networkByChainId } from '@kingdoms/shared/networks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Address } from 'viem';
import { useWalletAccount } from '../account/useWalletAccount';
import { useActiveWalletStack } from '../stack/walletStack';
import { watchUntilIndexed } from './awaitingIndex';
import { type PendingTx, pendingTxStore, pendingTxsOf } from './pendingTxStore';
import { refreshReadsAfterTx } from './refreshReads';

/**
 * The connected wallet's pending transactions of every action and network (the activity
 * centre). Each is watched here too, so one sent on another page and resumed after a reload
 * still ends on this page: the entry leaves the store with its receipt and every read is
 * refreshed, since the action that knew its queries may not be mounted; and refreshed again once
 * the API has indexed its block ("Updating…" meanwhile, as a flow does), so what the API reads
 * of it (a bridge history row, a claimed reward) shows without a page of its own polling.
 */
export function usePendingTransactions(): PendingTx[] {
  const account = useWalletAccount();
  const active = useActiveWalletStack();
  const queryClient = useQueryClient();
  const all = useSyncExternalStore(pendingTxStore.subscribe, pendingTxStore.getSnapshot);
  const mine = pendingTxsOf(all, account.address);
  // The account's kind is part of the key: once known, an entry is watched (the right way).
  const hashes = mine.map((tx) => `${tx.chainId}:${tx.hash}:${tx.account ?? ''}`).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `hashes` stands for `mine`'s entries.
  useEffect(() => {
    // Without the stack no wallet is connected, so `mine` is empty.
    if (!active) return;
    let live = true;
    for (const tx of mine) {
      if (tx.account === undefined) {
        // Not known yet whether the sender is a contract (its follow asks too): asked here, the
        // entry is then watched the right way (a receipt wait on a safeTxHash would never end).
        void active.stack
          .accountKind(active.runtime.config, tx.chainId, tx.from as Address)
          .then((kind) => pendingTxStore.update(tx.hash, { account: kind }))
          .catch(() => {
            // Asked again when the entries change, or by the sending page's follow.
          });
        continue;
      }
      // A contract account's (a Safe's proposal) through the Safe Transaction Service, never
      // dropped; shared with the sending flow's follow of the same hash.
      const mined =
        tx.account === 'contract'
          ? active.stack
              .followTransaction(active.runtime.config, tx, active.runtime.runtimeConfig)
              .then((end) => {
                if (end.kind !== 'mined') throw new Error(`${tx.hash} ended ${end.kind}`);
                return end.receipt;
              })
          : active.stack.watchPendingTx(active.runtime.config, tx.hash, tx.chainId);
      void mined
        .then((receipt) => {
          if (!live) return;
          const refresh = () => refreshReadsAfterTx(queryClient);
          void refresh();
          const network = networkByChainId(tx.chainId, active.runtime.runtimeConfig.env)?.key;
          if (network) {
            void watchUntilIndexed(
              {
                hash: receipt.transactionHash,
                network,
                chainId: tx.chainId,
                blockNumber: receipt.blockNumber,
              },
              refresh,
            );
          }
        })
        .catch(() => {
          // A dropped or replaced transaction is the sending page's to explain; its entry stays.
        });
    }
    return () => {
      live = false;
    };
  }, [hashes, active, queryClient]);
  return mine;
}
