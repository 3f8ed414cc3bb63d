import type { NetworkKey } from '@kingdoms/shared/networks';
import type { QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { TransactionReceipt } from 'viem';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useOverlays } from '../../../shared/overlays';
import { useWalletAccount } from '../account/useWalletAccount';
import { type RequiredNetwork, useRequiredNetwork } from '../network/useRequiredNetwork';
import { useSignIn } from '../session/useSessionFor';
import { useBusyItem } from '../tx/useBusyItem';
import { runSteps, type WalletSteps } from './steps';
import { type TransactionFlow, type TxPhase, useTxLifecycle } from './useTxLifecycle';

/** The key of the item (card, row) whose action runs, for its busy button. */
export type ActionKey = string | number;

export interface WalletActionOptions<Input, Key extends ActionKey = ActionKey> {
  /** Names the action, e.g. 'stickers.merge': its pending transaction resumes after a reload. */
  id: string;
  /** The network its writes run on (a write naming another network runs there). */
  network: NetworkKey;
  /**
   * Builds the steps at click time from the input (the latest selection, an amount): sign-in,
   * server preparation, approvals, writes, signed calls (steps.ts). Null runs nothing (the page
   * said why). Failures while building are shown like any failure.
   */
  steps: (input: Input) => WalletSteps | null | Promise<WalletSteps | null>;
  /**
   * The steps ended well: with the mined receipt (also of a transaction resumed after a reload),
   * or null when they sent no transaction (a signed call).
   */
  onDone?: (receipt: TransactionReceipt | null) => void;
  /** Queries to refresh once a transaction is mined. */
  invalidate?: readonly QueryKey[];
  /** Wait until the API's indexer has the receipt's block before refreshing (its reads show it). */
  waitForIndexer?: boolean;
  /** Which transaction failures open the alert (default 'all'; 'rejections': only a cancel). */
  alertFailures?: 'all' | 'rejections';
  /**
   * On the wrong network: undefined switches the wallet (the default); a text is the spec's
   * alert instead, and nothing runs.
   */
  wrongNetworkAlert?: string;
  /** Without a wallet: default opens the wallet picker. */
  whenDisconnected?: () => void;
  /** The busy item of an input (default: the action's id). */
  key?: (input: Input) => Key;
}

/**
 * Where an action stands (STYLE: aave's TxActionsWrapper as a state machine):
 * connect (no wallet) → switch (wrong network) → busy (switching, approving, signing, processing)
 * → ready (the action itself).
 */
export type ActionState = 'connect' | 'switch' | 'busy' | 'ready';

export const BUSY_PHASES: readonly TxPhase[] = ['switching', 'approving', 'signing', 'processing'];

export interface WalletAction<Input, Key extends ActionKey = ActionKey> {
  /** Builds and runs the steps; a second run meanwhile (any item's) does nothing. */
  run: (input: Input) => Promise<void>;
  /** The transaction's phase, hash and dialog state (TransactionProgress shows it). */
  flow: TransactionFlow;
  state: ActionState;
  /** The action's network requirement (its 'switch' state moves the wallet). */
  required: RequiredNetwork;
  /** From the click until the steps ended. */
  preparing: boolean;
  /** The item whose steps are running; null when none is. */
  active: Key | null;
}

/**
 * THE one call per wallet action (STYLE: scaffold-eth-2's useScaffoldWriteContract, Uniswap's
 * step runner): the connect guard, the spec's wrong-network alert or the switch, the steps
 * (sign-in, preparation, approvals, writes, signed calls) on the one runner, the busy item, the
 * transaction's lifecycle with its resume, and the one error presentation.
 */
export function useWalletAction<Input = void, Key extends ActionKey = ActionKey>(
  options: WalletActionOptions<Input, Key>,
): WalletAction<Input, Key> {
  const { id, network, invalidate, waitForIndexer, alertFailures } = options;
  const account = useWalletAccount();
  const overlays = useOverlays();
  // Logged under the action's feature: the id's first part ('pledging' of 'pledging.reward-claim').
  const errors = useErrorPresenter(id.split('.')[0] ?? id);
  const signIn = useSignIn();
  const required = useRequiredNetwork(network);
  const busy = useBusyItem<Key | string>();
  const latest = useRef(options);
  latest.current = options;
  const tx = useTxLifecycle({
    flowId: id,
    network,
    invalidate,
    waitForIndexer,
    alertFailures,
    onSuccess: useCallback((receipt: TransactionReceipt) => latest.current.onDone?.(receipt), []),
  });
  const latestTx = useRef(tx);
  latestTx.current = tx;
  const connected = account.status === 'connected';
  const wrongNetwork = required.wrongNetwork;

  const run = useCallback(
    async (input: Input): Promise<void> => {
      const current = latest.current;
      if (!connected) {
        if (current.whenDisconnected) current.whenDisconnected();
        else overlays.open('wallet');
        return;
      }
      if (current.wrongNetworkAlert !== undefined && wrongNetwork) {
        overlays.showAlert(current.wrongNetworkAlert);
        return;
      }
      const key = current.key?.(input) ?? current.id;
      await busy.run(key, async () => {
        let steps: WalletSteps | null;
        try {
          // Steps built at once are not awaited: a first sign-in step then asks the wallet
          // straight from the click (useSignIn), with nothing awaited in between.
          const built = current.steps(input);
          steps = built instanceof Promise ? await built : built;
        } catch (failure) {
          errors.show(failure, { action: current.id });
          return;
        }
        if (!steps) return;
        const outcome = await runSteps(steps, {
          signIn,
          beginChain: () => latestTx.current.begin(() => run(input)),
          approve: (approval, on) => latestTx.current.approve(approval, on),
          write: (request) => latestTx.current.write(request),
          writeBatch: (approvals, request) => latestTx.current.writeBatch(approvals, request),
          failChain: (failure) => latestTx.current.fail(failure),
          fail: (failure, step) =>
            errors.show(failure, {
              action: step.kind === 'signIn' ? current.id : step.label,
              // A sign-in's and a signed call's only wallet request is the sign-in's signature.
              ...(step.kind === 'prepare' ? {} : { walletRequest: 'signature' as const }),
            }),
        });
        // A mined write told onDone through the lifecycle (as a resumed one does).
        if (outcome.kind === 'done' && outcome.receipt === undefined) latest.current.onDone?.(null);
      });
    },
    [connected, wrongNetwork, overlays, busy.run, errors, signIn],
  );

  const phaseBusy = BUSY_PHASES.includes(tx.flow.phase);
  let state: ActionState;
  if (!connected) state = 'connect';
  else if (phaseBusy) state = 'busy';
  else if (wrongNetwork) state = 'switch';
  else state = 'ready';
  // Without `key` the item is the action's id, which no caller compares with its own keys.
  const active = busy.active as Key | null;
  return { run, flow: tx.flow, state, required, preparing: active !== null, active };
}
