import { indexedEndpoint } from '@kingdoms/shared/api/chainIndexer';
import { chainIdOf, type NetworkKey } from '@kingdoms/shared/networks';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type {
  Abi,
  Address,
  ContractFunctionArgs,
  ContractFunctionName,
  Hash,
  TransactionReceipt,
} from 'viem';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { type UserError, UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { createLogger } from '../../../shared/lib/logger';
import { useOverlays } from '../../../shared/overlays';
import { useWalletAccount } from '../account/useWalletAccount';
import { useActiveWalletStack } from '../stack/walletStack';
import type { ApprovalStep } from './approvalSteps';
import { watchUntilIndexed } from './awaitingIndex';
import type { FollowEnd } from './followTransaction';
import { type PendingTx, pendingTxStore, pendingTxsOf } from './pendingTxStore';
import { refreshReadsAfterTx } from './refreshReads';

/** A transaction changes state: only these functions of an ABI can be sent. */
type WriteMutability = 'nonpayable' | 'payable';

/** The ABI's functions that can be sent. */
export type TxFunctionName<abi extends Abi> = ContractFunctionName<abi, WriteMutability>;

/** The arguments `functionName` takes. */
export type TxArgs<abi extends Abi, functionName extends TxFunctionName<abi>> = ContractFunctionArgs<
  abi,
  WriteMutability,
  functionName
>;

export type { ApprovalStep, CollectionApproval, TokenApproval } from './approvalSteps';

/**
 * One contract write, optionally preceded by approvals (ERC-20 allowance, ERC-721/1155
 * approval-for-all) of the token it spends. Typed by
 * its ABI (a registry ABI is `as const`): `functionName` must be a non-view function of that ABI
 * and `args` its parameter types, required unless it takes none, so a wrong name or argument fails
 * to compile (txRequest.test-d.ts proves it). `args` is its own (const) type parameter, as in viem,
 * so an array literal infers as a tuple. There is deliberately no untyped `TxRequest` default.
 */
export type TxRequest<
  abi extends Abi,
  functionName extends TxFunctionName<abi> = TxFunctionName<abi>,
  args extends TxArgs<abi, functionName> = TxArgs<abi, functionName>,
> = {
  address: Address;
  abi: abi;
  functionName: functionName;
  args?: args;
  value?: bigint;
  /**
   * The network the write runs on, for a runner holding one flow per network (a hatch runs on
   * its egg's network); without it, the flow's own network.
   */
  network?: NetworkKey;
  /**
   * Spec 1 §4: approve `spender` for 1e12 tokens first when the allowance does not cover `amount`;
   * for a collection, approve `operator` for all when it is not yet. Several (breeding pays A2Z
   * and DST) are checked and approved one after the other, each skipped when already granted.
   */
  approval?: ApprovalStep | readonly ApprovalStep[];
} & (readonly [] extends TxArgs<abi, functionName> ? unknown : { args: args });

/** Sends a request; generic so each call is checked against its own ABI. */
export type RunTransaction = <
  const abi extends Abi,
  functionName extends TxFunctionName<abi>,
  const args extends TxArgs<abi, functionName>,
>(
  request: TxRequest<abi, functionName, args>,
) => Promise<TransactionReceipt | null>;

export type TxPhase = 'idle' | 'switching' | 'approving' | 'signing' | 'processing' | 'success' | 'error';

export interface TransactionFlowOptions {
  /** Names the action, e.g. 'stickers.merge': its pending transaction is resumed after a reload. */
  flowId: string;
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

export interface TransactionFlow {
  /** The network the action runs on. */
  network: NetworkKey;
  phase: TxPhase;
  hash: Hash | undefined;
  chainId: number;
  /** When the shown transaction was sent (a resumed one: before the reload). */
  sentAt: number | undefined;
  error: UserError | undefined;
  /** Runs simulate → (approve) → send → wait; resolves to the receipt, or null on any failure. */
  run: RunTransaction;
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
  /** After a drop: sends the last request again (when this page sent it), else closes the dialog. */
  retry: () => void;
}

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

/** A mined transaction whose receipt says it reverted: the explorer link tells the rest. */
function revertedOnChain(hash: Hash): UserFacingError {
  // The cause makes it a logged warning: the chain refused what the simulation accepted.
  return new UserFacingError('reverted', { reason: hash, cause: new Error(`Transaction ${hash} reverted`) });
}

/**
 * THE transaction lifecycle of every page (STYLE: one lifecycle hook): switch network, approve
 * when needed, simulate, send, processing with the hash, receipt, refresh. Failures go through
 * the one error presentation; a rejection always says 'Transaction canceled by user.'.
 */
export function useTransactionFlow({
  flowId,
  network,
  invalidate = [],
  waitForIndexer = false,
  alertFailures = 'all',
  onSuccess,
}: TransactionFlowOptions): TransactionFlow {
  // Null until the wallet stack has loaded: no wallet is connected then, so nothing is sent.
  const active = useActiveWalletStack();
  const { env } = useRuntimeConfig();
  const overlays = useOverlays();
  const errors = useErrorPresenter('wallet.tx');
  const queryClient = useQueryClient();
  const account = useWalletAccount();
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
    async (receipt: TransactionReceipt) => {
      if (receipt.status !== 'success') throw revertedOnChain(receipt.transactionHash);
      const queries = latest.current.invalidate;
      const refresh = async () => {
        await Promise.all(queries.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        // wagmi's own reads (balances, contract reads) refresh too.
        await refreshReadsAfterTx(queryClient);
      };
      if (latest.current.waitForIndexer && !(await indexedWithinWait(chainId, receipt.blockNumber))) {
        // Not confirmed yet (production networks wait 12–64 blocks): "Updating…" in the header
        // until it is, then the page's figures refresh again (awaitingIndex.ts).
        const awaiting = {
          hash: receipt.transactionHash,
          network,
          chainId,
          blockNumber: receipt.blockNumber,
        };
        void watchUntilIndexed(awaiting, refresh);
      }
      await refresh();
      setPhase('success');
      latest.current.onSuccess?.(receipt);
    },
    [queryClient, chainId, network],
  );

  /** Follows a sent transaction to its end; resolves to the receipt when it (or its replacement) is mined. */
  const follow = useCallback(
    async (tx: PendingTx): Promise<TransactionReceipt | null> => {
      // A pending transaction is only followed for a connected wallet, so the stack is there.
      if (!active) return null;
      const end = await active.stack.followTransaction(active.runtime.config, tx, env);
      if (end.kind === 'mined') {
        if (end.replaced) {
          // The success names what was mined, not the hash the wallet replaced.
          setHash(end.receipt.transactionHash);
          setReplaced(end.replaced);
        }
        await finish(end.receipt);
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
    [active, env, finish],
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
  // Each hash is followed once: by run() when sent here, or by this effect when found on load.
  const followedHash = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!resumable || followedHash.current === resumable.hash) return;
    followedHash.current = resumable.hash;
    setHash(resumable.hash);
    setSentAt(resumable.sentAt);
    setError(undefined);
    setDismissed(false);
    setEnded(undefined);
    setReplaced(undefined);
    setPhase('processing');
    follow(resumable).catch(fail);
  }, [resumable, follow, fail]);

  const lastRun = useRef<(() => Promise<unknown>) | undefined>(undefined);

  const run: RunTransaction = useCallback(
    async <
      const abi extends Abi,
      functionName extends TxFunctionName<abi>,
      const args extends TxArgs<abi, functionName>,
    >(
      request: TxRequest<abi, functionName, args>,
    ): Promise<TransactionReceipt | null> => {
      setError(undefined);
      setHash(undefined);
      setDismissed(false);
      setEnded(undefined);
      setReplaced(undefined);
      lastRun.current = () => run(request);
      const config = active?.runtime.config;
      const from = config?.state.connections.get(config.state.current ?? '')?.accounts[0];
      if (!active || !config || !from) {
        overlays.open('wallet');
        setPhase('idle');
        return null;
      }
      try {
        if (
          config.state.chainId !== chainId ||
          config.state.connections.get(config.state.current ?? '')?.chainId !== chainId
        ) {
          setPhase('switching');
          const switched = await active.stack.switchNetwork(config, env, network);
          if (!switched.ok) throw switched.error;
        }
        const approvals = request.approval === undefined ? [] : [request.approval].flat();
        for (const approval of approvals) {
          const approveHash = await active.stack.sendApprovalIfNeeded(config, chainId, from, approval, () =>
            setPhase('approving'),
          );
          if (!approveHash) continue;
          // Spec 1 §4: the approval-wait dialog opens when the approval is sent, closes on receipt.
          overlays.open('approval');
          try {
            const approvalReceipt = await active.stack.watchPendingTx(config, approveHash, chainId);
            if (approvalReceipt.status !== 'success') throw revertedOnChain(approveHash);
          } finally {
            overlays.close('approval');
          }
        }
        setPhase('signing');
        const sent = await active.stack.simulateAndWrite(config, {
          chainId,
          account: from,
          address: request.address,
          abi: request.abi,
          functionName: request.functionName,
          args: request.args as readonly unknown[] | undefined,
          value: request.value,
        });
        const now = Date.now();
        followedHash.current = sent;
        const pendingTx: PendingTx = { hash: sent, chainId, from, flowId, sentAt: now };
        pendingTxStore.add(pendingTx);
        setHash(sent);
        setSentAt(now);
        setPhase('processing');
        return await follow(pendingTx);
      } catch (cause) {
        fail(cause);
        return null;
      }
    },
    [active, env, overlays, chainId, network, flowId, follow, fail],
  );

  return {
    network,
    phase,
    hash,
    chainId,
    sentAt,
    error,
    run,
    dismiss: () => setDismissed(true),
    dismissed,
    ended,
    replaced,
    replacing: phase === 'processing' ? pending.find((tx) => tx.hash === hash)?.replacedBy : undefined,
    retry: () => {
      setEnded(undefined);
      setDismissed(true);
      void lastRun.current?.();
    },
  };
}
