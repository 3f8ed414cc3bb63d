import { indexedEndpoint } from '@kingdoms/shared/api/chainIndexer';
import { chainIdOf, type NetworkKey, networkByChainId } from '@kingdoms/shared/networks';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Address, Hash, TransactionReceipt } from 'viem';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { type UserError, UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { createLogger } from '../../../shared/lib/logger';
import { useOverlays } from '../../../shared/overlays';
import { useWalletAccount } from '../account/useWalletAccount';
import { useActiveWalletStack } from '../stack/walletStack';
import type { ApprovalStep } from '../tx/approvalSteps';
import { watchUntilIndexed } from '../tx/awaitingIndex';
import type { Signers } from '../tx/contractAccounts';
import type { FollowEnd } from '../tx/followTransaction';
import {
  type PendingBatch,
  type PendingTx,
  pendingBatchStore,
  pendingTxStore,
  pendingTxsOf,
} from '../tx/pendingTxStore';
import { refreshReadsAfterTx } from '../tx/refreshReads';
import { type ContractCall, UNBATCHED } from './steps';

export type TxPhase = 'idle' | 'switching' | 'approving' | 'signing' | 'processing' | 'success' | 'error';

const logger = createLogger('wallet.tx');

/**
 * Whether the API has indexed the block yet (it waits up to 15 s). Best effort: a slow or
 * unreachable indexer must not turn a mined transaction into an error.
 */
async function indexedWithinWait(chainId: number, blockNumber: bigint): Promise<boolean> {
  try {
    return (await callApi(indexedEndpoint, { chainId, blockNumber: blockNumber.toString() })).indexed;
  } catch (error) {
    logger.warn('waiting for the indexer failed', error);
    return false;
  }
}

/** EIP-5792's 5730: the wallet does not know the batch id (viem wraps it; its causes are walked). */
function isUnknownBatch(failure: unknown): boolean {
  for (
    let cause = failure;
    typeof cause === 'object' && cause !== null;
    cause = (cause as { cause?: unknown }).cause
  ) {
    if ((cause as { code?: unknown }).code === 5730) return true;
  }
  return false;
}

/** A mined transaction whose receipt says it reverted: the explorer link tells the rest. */
function revertedOnChain(hash: Hash): UserFacingError {
  // The cause makes it a logged warning: the chain refused what the simulation accepted.
  return new UserFacingError('reverted', { reason: hash, cause: new Error(`Transaction ${hash} reverted`) });
}

export interface TxLifecycleOptions {
  /** Names the action, e.g. 'stickers.merge': its pending transaction is resumed after a reload. */
  flowId: string;
  /** The network the action runs on (a write naming another network moves it there for that run). */
  network: NetworkKey;
  /** Queries to refresh once the transaction is mined. */
  invalidate?: readonly QueryKey[];
  /**
   * The refreshed data comes from the API's chain indexer: wait until it has indexed the
   * receipt's block before refreshing, so the page shows the transaction's effect at once.
   */
  waitForIndexer?: boolean;
  /**
   * Which failures open the alert. 'all' (default): every failure, with its decoded reason.
   * 'rejections': only a cancel in the wallet ('Transaction canceled by user.'); other failures
   * are only logged (spec 3 §8 for pledge and unpledge). A person who pressed Cancel is always told.
   */
  alertFailures?: 'all' | 'rejections';
  onSuccess?: (receipt: TransactionReceipt) => void;
}

/** What a page shows of an action's transaction: its phase, hash, dialog state. */
export interface TransactionFlow {
  /** The network the action runs on (the last write's, or a resumed transaction's). */
  network: NetworkKey;
  phase: TxPhase;
  hash: Hash | undefined;
  chainId: number;
  /** When the shown transaction was sent (a resumed one: before the reload). */
  sentAt: number | undefined;
  error: UserError | undefined;
  /** Closes the processing dialog; the transaction keeps being watched in the background. */
  dismiss: () => void;
  dismissed: boolean;
  /**
   * How a sent transaction ended when not mined (phase 'error'): its nonce went to a cancellation,
   * or the node forgot it (followTransaction.ts). The processing dialog says which.
   */
  ended: Exclude<FollowEnd['kind'], 'mined'> | undefined;
  /**
   * The wallet replaced the transaction (a speed-up, or another call with its nonce) and the
   * replacement was mined (phase 'success'): `hash` is then the mined one, which the processing
   * dialog names with its explorer link until closed.
   */
  replaced: 'repriced' | 'replaced' | undefined;
  /** While processing: the wallet's replacement seen pending, which the dialog follows and links. */
  replacing: Hash | undefined;
  /**
   * While processing, a contract account's (a Safe's) proposal waiting for its owners, as the
   * Safe Transaction Service counts them: the signatures it has and needs. `hash` is then the
   * `safeTxHash`, which no explorer knows. Undefined otherwise, also once executed.
   */
  awaitingSigners: Signers | undefined;
  /** While processing: the execution of a contract account's proposal, followed to its receipt. */
  executedBy: Hash | undefined;
  /** After a drop: runs the action again (when this page sent it), else closes the dialog. */
  retry: () => void;
}

/** The chain steps' effects, for useWalletAction's runner (steps.ts). */
export interface TxLifecycle {
  flow: TransactionFlow;
  /** A new run starts: the last one's hash and error go; `retry` runs it again after a drop. */
  begin: (retry: () => Promise<unknown>) => void;
  /** Approves when needed (after switching to `network`); false when it stopped (shown). */
  approve: (approval: ApprovalStep, network: NetworkKey | undefined) => Promise<boolean>;
  /** Switches network, simulates, sends, follows; the receipt, or null when it stopped (shown). */
  write: (request: ContractCall) => Promise<TransactionReceipt | null>;
  /**
   * EIP-5792: the approvals still needed and the write as one `wallet_sendCalls`, followed with
   * `wallet_getCallsStatus`; the write's receipt, null when it stopped (shown), or UNBATCHED when
   * the wallet does not batch atomically on the write's chain.
   */
  writeBatch: (
    approvals: readonly ApprovalStep[],
    request: ContractCall,
  ) => Promise<TransactionReceipt | null | typeof UNBATCHED>;
  /** A failure of a chain step, shown the flow's way. */
  fail: (cause: unknown) => void;
}

/**
 * THE transaction lifecycle behind every wallet action (useWalletAction runs its steps on it):
 * switch network, approve when needed, simulate, send, processing with the hash, receipt, refresh,
 * and the resume of a transaction sent before a reload. Failures go through the one error
 * presentation; a rejection always says 'Transaction canceled by user.'.
 */
export function useTxLifecycle({
  flowId,
  network: defaultNetwork,
  invalidate = [],
  waitForIndexer = false,
  alertFailures = 'all',
  onSuccess,
}: TxLifecycleOptions): TxLifecycle {
  // Null until the wallet stack has loaded: no wallet is connected then, so nothing is sent.
  const active = useActiveWalletStack();
  const { env } = useRuntimeConfig();
  const overlays = useOverlays();
  const errors = useErrorPresenter('wallet.tx');
  const queryClient = useQueryClient();
  const account = useWalletAccount();
  const [runNetwork, setRunNetwork] = useState<NetworkKey | undefined>();
  const network = runNetwork ?? defaultNetwork;
  const chainId = chainIdOf(network, env);
  const [phase, setPhase] = useState<TxPhase>('idle');
  const [hash, setHash] = useState<Hash | undefined>();
  const [sentAt, setSentAt] = useState<number | undefined>();
  const [error, setError] = useState<UserError | undefined>();
  const [dismissed, setDismissed] = useState(false);
  const [ended, setEnded] = useState<TransactionFlow['ended']>();
  const [replaced, setReplaced] = useState<TransactionFlow['replaced']>();
  const latest = useRef({ invalidate, onSuccess, waitForIndexer, alertFailures });
  latest.current = { invalidate, onSuccess, waitForIndexer, alertFailures };

  const finish = useCallback(
    async (receipt: TransactionReceipt, txNetwork: NetworkKey, txChainId: number) => {
      if (receipt.status !== 'success') throw revertedOnChain(receipt.transactionHash);
      const queries = latest.current.invalidate;
      const refresh = async () => {
        await Promise.all(queries.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        // wagmi's own reads (balances, contract reads) refresh too.
        await refreshReadsAfterTx(queryClient);
      };
      if (latest.current.waitForIndexer && !(await indexedWithinWait(txChainId, receipt.blockNumber))) {
        // Not confirmed yet (production networks wait 12–64 blocks): "Updating…" in the header
        // until it is, then the page's figures refresh again (awaitingIndex.ts).
        const awaiting = {
          hash: receipt.transactionHash,
          network: txNetwork,
          chainId: txChainId,
          blockNumber: receipt.blockNumber,
        };
        void watchUntilIndexed(awaiting, refresh);
      }
      await refresh();
      setPhase('success');
      latest.current.onSuccess?.(receipt);
    },
    [queryClient],
  );

  /** Follows a sent transaction to its end; resolves to the receipt when it (or its replacement) is mined. */
  const follow = useCallback(
    async (tx: PendingTx): Promise<TransactionReceipt | null> => {
      // A pending transaction is only followed for a connected wallet, so the stack is there.
      if (!active) return null;
      const end = await active.stack.followTransaction(
        active.runtime.config,
        tx,
        active.runtime.runtimeConfig,
      );
      if (end.kind === 'mined') {
        if (end.replaced) {
          // The success names what was mined, not the hash the wallet replaced.
          setHash(end.receipt.transactionHash);
          setReplaced(end.replaced);
        }
        const txNetwork = networkByChainId(tx.chainId, env)?.key ?? defaultNetwork;
        await finish(end.receipt, txNetwork, tx.chainId);
        return end.receipt;
      }
      // The processing dialog tells it: no alert on top.
      setError({
        code: end.kind === 'cancelled' ? 'tx_cancelled' : 'tx_dropped',
        logLevel: 'info',
        rejected: false,
      });
      setEnded(end.kind);
      setPhase('error');
      return null;
    },
    [active, env, finish, defaultNetwork],
  );

  const fail = useCallback(
    (cause: unknown) => {
      const failure = errors.describe(cause, { action: flowId });
      if (failure.rejected || latest.current.alertFailures === 'all') errors.alert(failure);
      setError(failure);
      setPhase('error');
    },
    [flowId, errors],
  );

  // Resume: a transaction of this action sent before a reload or a wallet switch.
  const pending = useSyncExternalStore(pendingTxStore.subscribe, pendingTxStore.getSnapshot);
  const resumable = pendingTxsOf(pending, account.address, flowId)[0];
  // Each hash is followed once: by write() when sent here, or by this effect when found on load.
  const followedHash = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!resumable || followedHash.current === resumable.hash) return;
    followedHash.current = resumable.hash;
    setRunNetwork(networkByChainId(resumable.chainId, env)?.key);
    setHash(resumable.hash);
    setSentAt(resumable.sentAt);
    setError(undefined);
    setDismissed(false);
    setEnded(undefined);
    setReplaced(undefined);
    setPhase('processing');
    follow(resumable).catch(fail);
  }, [resumable, follow, fail, env]);

  /**
   * Follows a sent batch until its receipts are known; then its write (the last call) is followed
   * as a sent transaction, already mined. A batch that failed is shown as a revert. A Safe's batch
   * is ONE proposal whose id is its safeTxHash (the Safe Apps provider's `wallet_sendCalls`): it
   * becomes that contract account's pending transaction, followed like a single Safe transaction
   * ("Waiting for the other signers (k of n)", then the execution; never dropped), and the pending
   * list, the activity centre and a reload take it from there.
   */
  const followSentBatch = useCallback(
    async (batch: PendingBatch): Promise<TransactionReceipt | null> => {
      if (!active) return null;
      const { stack, runtime } = active;
      if (
        // Not known whether the sender has code (the node did not answer): the wallet's status follows it.
        (await stack
          .accountKind(runtime.config, batch.chainId, batch.from as Address)
          .catch(() => 'eoa' as const)) === 'contract' &&
        (await stack.isSafeProposal(batch.chainId, batch.id, runtime.runtimeConfig))
      ) {
        const proposal: PendingTx = {
          hash: batch.id as Hash,
          chainId: batch.chainId,
          from: batch.from,
          flowId: batch.flowId,
          sentAt: batch.sentAt,
          account: 'contract',
        };
        followedHash.current = proposal.hash;
        pendingTxStore.add(proposal);
        pendingBatchStore.remove(batch.id);
        setHash(proposal.hash);
        setPhase('processing');
        return follow(proposal);
      }
      let end: Awaited<ReturnType<typeof active.stack.followBatch>>;
      try {
        end = await active.stack.followBatch(active.runtime.config, batch.id);
      } catch (failure) {
        // A poll that kept failing leaves the batch for a reload to follow; an id the wallet does
        // not know (another wallet now, or one that forgot it) is dropped.
        if (isUnknownBatch(failure)) pendingBatchStore.remove(batch.id);
        throw failure;
      }
      pendingBatchStore.remove(batch.id);
      const writeHash = end.hashes.at(-1);
      if (!writeHash) {
        // Failed before anything reached the chain (EIP-5792 400): nothing to link.
        throw new UserFacingError('reverted', { cause: new Error(`Batch ${batch.id} failed`) });
      }
      setHash(writeHash);
      if (!end.succeeded) throw revertedOnChain(writeHash);
      const pendingTx: PendingTx = {
        hash: writeHash,
        chainId: batch.chainId,
        from: batch.from,
        flowId: batch.flowId,
        sentAt: batch.sentAt,
      };
      followedHash.current = writeHash;
      pendingTxStore.add(pendingTx);
      setPhase('processing');
      return follow(pendingTx);
    },
    [active, follow],
  );

  // Resume: a batch of this action sent before a reload, followed by its id.
  const batches = useSyncExternalStore(pendingBatchStore.subscribe, pendingBatchStore.getSnapshot);
  const resumableBatch = batches.find(
    (batch) => batch.flowId === flowId && batch.from === account.address?.toLowerCase(),
  );
  const followedBatch = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!resumableBatch || !active || followedBatch.current === resumableBatch.id) return;
    followedBatch.current = resumableBatch.id;
    setRunNetwork(networkByChainId(resumableBatch.chainId, env)?.key);
    setHash(undefined);
    setSentAt(resumableBatch.sentAt);
    setError(undefined);
    setDismissed(false);
    setEnded(undefined);
    setReplaced(undefined);
    // Sent, its hash not yet known: the wallet's side of the flow, as while it was asked.
    setPhase('signing');
    followSentBatch(resumableBatch).catch(fail);
  }, [resumableBatch, active, followSentBatch, fail, env]);

  const lastRun = useRef<(() => Promise<unknown>) | undefined>(undefined);

  const begin = useCallback((retry: () => Promise<unknown>) => {
    setError(undefined);
    setHash(undefined);
    setDismissed(false);
    setEnded(undefined);
    setReplaced(undefined);
    lastRun.current = retry;
  }, []);

  /** The wallet's config and account on `target`'s chain (switched there first), or null (shown). */
  const onNetwork = useCallback(
    async (target: NetworkKey | undefined) => {
      const txNetwork = target ?? defaultNetwork;
      const txChainId = chainIdOf(txNetwork, env);
      setRunNetwork(txNetwork);
      const config = active?.runtime.config;
      const from = config?.state.connections.get(config.state.current ?? '')?.accounts[0];
      if (!active || !config || !from) {
        overlays.open('wallet');
        setPhase('idle');
        return null;
      }
      if (
        config.state.chainId !== txChainId ||
        config.state.connections.get(config.state.current ?? '')?.chainId !== txChainId
      ) {
        setPhase('switching');
        const switched = await active.stack.switchNetwork(config, env, txNetwork);
        if (!switched.ok) throw switched.error;
      }
      return { active, config, from, chainId: txChainId };
    },
    [active, env, overlays, defaultNetwork],
  );

  const approve = useCallback(
    async (approval: ApprovalStep, target: NetworkKey | undefined) => {
      const wallet = await onNetwork(target);
      if (!wallet) return false;
      const { config, from } = wallet;
      const approveHash = await wallet.active.stack.sendApprovalIfNeeded(
        config,
        wallet.chainId,
        from,
        approval,
        () => setPhase('approving'),
      );
      if (!approveHash) return true;
      // Spec 1 §4: the approval-wait dialog opens when the approval is sent, closes on receipt.
      overlays.open('approval');
      try {
        const { stack, runtime } = wallet.active;
        let approvalReceipt: TransactionReceipt;
        if ((await stack.accountKind(config, wallet.chainId, from)) === 'contract') {
          // A Safe's approval is a proposal too: followed through the service like the write, in
          // the pending list (the activity centre shows its signers), never dropped.
          const proposal: PendingTx = {
            hash: approveHash,
            chainId: wallet.chainId,
            from,
            flowId: `${flowId}.approval`,
            sentAt: Date.now(),
            account: 'contract',
          };
          pendingTxStore.add(proposal);
          const end = await stack.followTransaction(config, proposal, runtime.runtimeConfig);
          if (end.kind !== 'mined') throw revertedOnChain(approveHash);
          approvalReceipt = end.receipt;
        } else {
          approvalReceipt = await stack.watchPendingTx(config, approveHash, wallet.chainId);
        }
        if (approvalReceipt.status !== 'success') throw revertedOnChain(approvalReceipt.transactionHash);
      } finally {
        overlays.close('approval');
      }
      return true;
    },
    [onNetwork, overlays, flowId],
  );

  const write = useCallback(
    async (request: ContractCall): Promise<TransactionReceipt | null> => {
      const wallet = await onNetwork(request.network);
      if (!wallet) return null;
      setPhase('signing');
      const sent = await wallet.active.stack.simulateAndWrite(wallet.config, {
        chainId: wallet.chainId,
        account: wallet.from,
        address: request.address,
        abi: request.abi,
        functionName: request.functionName,
        args: request.args,
        value: request.value,
      });
      const now = Date.now();
      followedHash.current = sent;
      const pendingTx: PendingTx = {
        hash: sent,
        chainId: wallet.chainId,
        from: wallet.from,
        flowId,
        sentAt: now,
      };
      pendingTxStore.add(pendingTx);
      setHash(sent);
      setSentAt(now);
      setPhase('processing');
      return follow(pendingTx);
    },
    [onNetwork, flowId, follow],
  );

  const writeBatch = useCallback(
    async (
      approvals: readonly ApprovalStep[],
      request: ContractCall,
    ): Promise<TransactionReceipt | null | typeof UNBATCHED> => {
      const wallet = await onNetwork(request.network);
      if (!wallet) return null;
      const { stack, runtime } = wallet.active;
      if (!(await stack.atomicBatching(runtime.config, wallet.chainId, wallet.from))) return UNBATCHED;
      const grants = [];
      for (const approval of approvals) {
        const grant = await stack.approvalCallIfNeeded(runtime.config, wallet.chainId, wallet.from, approval);
        if (grant) grants.push(grant);
      }
      // Everything granted already: the write alone, simulated first as always.
      if (grants.length === 0) return write(request);
      // Not simulated: before its approvals the chain would refuse the write. The wallet
      // estimates the batch as a whole and says when it would fail.
      setPhase('signing');
      const id = await stack.sendBatch(runtime.config, {
        chainId: wallet.chainId,
        account: wallet.from,
        calls: [
          ...grants,
          {
            address: request.address,
            abi: request.abi,
            functionName: request.functionName,
            args: request.args,
            value: request.value,
          },
        ],
      });
      const batch: PendingBatch = {
        id,
        chainId: wallet.chainId,
        from: wallet.from.toLowerCase(),
        flowId,
        sentAt: Date.now(),
      };
      followedBatch.current = id;
      pendingBatchStore.add(batch);
      setSentAt(batch.sentAt);
      return followSentBatch(batch);
    },
    [onNetwork, write, flowId, followSentBatch],
  );

  const shown = phase === 'processing' ? pending.find((tx) => tx.hash === hash) : undefined;
  const flow: TransactionFlow = {
    network,
    phase,
    hash,
    chainId,
    sentAt,
    error,
    dismiss: () => setDismissed(true),
    dismissed,
    ended,
    replaced,
    replacing: shown?.replacedBy,
    awaitingSigners: shown?.account === 'contract' && !shown.executedBy ? shown.signers : undefined,
    executedBy: shown?.executedBy,
    retry: () => {
      setEnded(undefined);
      setDismissed(true);
      void lastRun.current?.();
    },
  };
  return { flow, begin, approve, write, writeBatch, fail };
}
