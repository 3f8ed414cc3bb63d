import { indexedEndpoint } from '@kingdoms/shared/api/chainIndexer';
import { chainIdOf, type NetworkKey } from '@kingdoms/shared/networks';
import { APPROVAL_AMOUNT, needsApproval } from '@kingdoms/shared/wallet/approval';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  erc20Abi,
  erc721Abi,
  type Hash,
  type TransactionReceipt,
} from 'viem';
import type { Config } from 'wagmi';
import { readContract, simulateContract, writeContract } from 'wagmi/actions';
import { callApi } from '../../../shared/api/client';
import { type UserError, UserFacingError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { createLogger } from '../../../shared/lib/logger';
import { useOverlays } from '../../../shared/overlays';
import { useWalletAccount } from '../account/useWalletAccount';
import { switchNetwork } from '../network/switchNetwork';
import { useWalletRuntime } from '../useWalletRuntime';
import { watchUntilIndexed } from './awaitingIndex';
import { type FollowEnd, followTransaction, TX_DROPPED_AFTER_MS } from './followTransaction';
import { type PendingTx, pendingTxStore, pendingTxsOf } from './pendingTxStore';
import { refreshReadsAfterTx } from './refreshReads';
import { watchPendingTx } from './watchPendingTx';

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

/** An ERC-20 allowance the write needs: `spender` may take `amount` of `token`. */
export interface TokenApproval {
  token: Address;
  spender: Address;
  amount: bigint;
}

/**
 * An ERC-721 or ERC-1155 approval-for-all the write needs: `operator` may move the wallet's tokens
 * of `collection` (the bridge gateway locks dragos with transferFrom). Both standards share
 * `isApprovedForAll(owner, operator)` and `setApprovalForAll(operator, true)`.
 */
export interface CollectionApproval {
  collection: Address;
  operator: Address;
}

/** An approval step before the write: an ERC-20 allowance or an approval-for-all. */
export type ApprovalStep = TokenApproval | CollectionApproval;

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
 * Reads whether `approval` is granted already and, when not, asks the wallet to grant it
 * (`onAsk` first, for the phase); resolves to the approval's hash, or undefined when skipped.
 */
async function sendApprovalIfNeeded(
  config: Config,
  chainId: number,
  from: Address,
  approval: ApprovalStep,
  onAsk: () => void,
): Promise<Hash | undefined> {
  if ('collection' in approval) {
    const { collection, operator } = approval;
    const approved = await readContract(config, {
      chainId,
      address: collection,
      abi: erc721Abi,
      functionName: 'isApprovedForAll',
      args: [from, operator],
    });
    if (approved) return undefined;
    onAsk();
    return writeContract(config, {
      chainId,
      address: collection,
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [operator, true],
    });
  }
  const { token, spender, amount } = approval;
  const allowance = await readContract(config, {
    chainId,
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [from, spender],
  });
  if (!needsApproval(allowance, amount)) return undefined;
  onAsk();
  return writeContract(config, {
    chainId,
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender, APPROVAL_AMOUNT],
  });
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
  const runtime = useWalletRuntime();
  const overlays = useOverlays();
  const errors = useErrorPresenter('wallet.tx');
  const queryClient = useQueryClient();
  const account = useWalletAccount();
  const chainId = chainIdOf(network, runtime.runtimeConfig.env);
  const [phase, setPhase] = useState<TxPhase>('idle');
  const [hash, setHash] = useState<Hash | undefined>();
  const [sentAt, setSentAt] = useState<number | undefined>();
  const [error, setError] = useState<UserError | undefined>();
  const [dismissed, setDismissed] = useState(false);
  const [ended, setEnded] = useState<TransactionFlow['ended']>();
  const droppedAfterMs = TX_DROPPED_AFTER_MS[runtime.runtimeConfig.env];
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
      const end = await followTransaction(runtime.config, tx, { droppedAfterMs });
      if (end.kind === 'mined') {
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
    [runtime.config, droppedAfterMs, finish],
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
      lastRun.current = () => run(request);
      const { config } = runtime;
      const from = config.state.connections.get(config.state.current ?? '')?.accounts[0];
      if (!from) {
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
          const switched = await switchNetwork(config, runtime.runtimeConfig.env, network);
          if (!switched.ok) throw switched.error;
        }
        const approvals = request.approval === undefined ? [] : [request.approval].flat();
        for (const approval of approvals) {
          const approveHash = await sendApprovalIfNeeded(config, chainId, from, approval, () =>
            setPhase('approving'),
          );
          if (!approveHash) continue;
          // Spec 1 §4: the approval-wait dialog opens when the approval is sent, closes on receipt.
          overlays.open('approval');
          try {
            const approvalReceipt = await watchPendingTx(config, approveHash, chainId);
            if (approvalReceipt.status !== 'success') throw revertedOnChain(approveHash);
          } finally {
            overlays.close('approval');
          }
        }
        setPhase('signing');
        const { request: prepared } = await simulateContract(config, {
          chainId,
          account: from,
          address: request.address,
          abi: request.abi,
          functionName: request.functionName,
          args: request.args,
          value: request.value,
        } as Parameters<typeof simulateContract>[1]);
        const sent = await writeContract(config, prepared as Parameters<typeof writeContract>[1]);
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
    [runtime, overlays, chainId, network, flowId, follow, fail],
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
    retry: () => {
      setEnded(undefined);
      setDismissed(true);
      void lastRun.current?.();
    },
  };
}
