import { useCallback } from 'react';
import type { Abi } from 'viem';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { type SessionEndpoint, useSignIn } from '../session/useSessionFor';
import { useBusyItem } from './useBusyItem';
import type { TransactionFlow, TxArgs, TxFunctionName, TxRequest } from './useTransactionFlow';

/**
 * A write the server prepares (a voucher, a relayer's signature): the sign-in step for the
 * endpoints `prepare` calls (asked only when no valid session), then `prepare`, then the write.
 * `prepare` returns null when it stopped and said why (a refusal in the server's words).
 */
export interface ServerPreparedSteps<
  abi extends Abi,
  functionName extends TxFunctionName<abi>,
  args extends TxArgs<abi, functionName>,
> {
  signIn: SessionEndpoint | readonly SessionEndpoint[];
  prepare: () => Promise<TxRequest<abi, functionName, args> | null>;
  /** Names the action in the log when the sign-in or `prepare` fails, e.g. 'vesting claim'. */
  action: string;
}

/**
 * A wallet action's steps, in order: sign in (when the steps name endpoints needing a session),
 * the server's preparation, then the one flow's own steps (switch network, approvals — ERC-20
 * allowance or approval-for-all — the write, processing, waiting for the indexer, refresh).
 * A plain request is the steps of a write that needs nothing from the server.
 */
export type TxSteps<
  abi extends Abi,
  functionName extends TxFunctionName<abi>,
  args extends TxArgs<abi, functionName>,
> = TxRequest<abi, functionName, args> | ServerPreparedSteps<abi, functionName, args>;

/**
 * Steps built at click time: at once, or after awaiting what they need first (a read). Null runs
 * nothing (the page said why).
 */
export type TxRequestBuilder<
  abi extends Abi,
  functionName extends TxFunctionName<abi>,
  args extends TxArgs<abi, functionName>,
> = () => TxSteps<abi, functionName, args> | null | Promise<TxSteps<abi, functionName, args> | null>;

export interface PreparedRun<Key = 'request'> {
  /** From the click until the steps are built and run: the button is busy. */
  preparing: boolean;
  /** The item (card, row) whose steps are running, for its busy button; null when none is. */
  active: Key | null;
  /** Builds the steps, then runs them; a second click meanwhile (any item's) does nothing. */
  run: <
    const abi extends Abi,
    functionName extends TxFunctionName<abi>,
    const args extends TxArgs<abi, functionName>,
  >(
    build: TxRequestBuilder<abi, functionName, args>,
    ...key: Key extends 'request' ? [key?: Key] : [key: Key]
  ) => Promise<void>;
}

function isServerPrepared<abi extends Abi, fn extends TxFunctionName<abi>, args extends TxArgs<abi, fn>>(
  steps: TxSteps<abi, fn, args>,
): steps is ServerPreparedSteps<abi, fn, args> {
  return 'prepare' in steps;
}

/**
 * THE runner of a wallet action's steps on its flow (or, given one flow per network, on the flow
 * of the request's `network`): the action button, the amount form and the pages with one button
 * per card (`Key`) use it; no feature signs in or calls the flow itself.
 * A builder or preparation that fails (a read that did not answer, a refused signature) is shown
 * like any failure; what the flow does is the flow's to show.
 */
export function usePreparedRun<Key = 'request'>(
  flow: TransactionFlow | readonly TransactionFlow[],
): PreparedRun<Key> {
  const busy = useBusyItem<Key>();
  const errors = useErrorPresenter('wallet');
  const signIn = useSignIn();
  const { run: runBusy } = busy;
  const run = useCallback(
    async <
      const abi extends Abi,
      functionName extends TxFunctionName<abi>,
      const args extends TxArgs<abi, functionName>,
    >(
      build: TxRequestBuilder<abi, functionName, args>,
      ...[key]: [key?: Key]
    ) => {
      await runBusy(key ?? ('request' as Key), async () => {
        let request: TxRequest<abi, functionName, args> | null;
        let action = 'transaction request';
        try {
          const steps = await build();
          if (steps && isServerPrepared(steps)) {
            action = steps.action;
            try {
              // False only when the wallet went away meanwhile: nothing to send from.
              if (!(await signIn(steps.signIn))) return;
            } catch (error) {
              // The sign-in's only wallet request is its signature.
              errors.show(error, { action, walletRequest: 'signature' });
              return;
            }
            request = await steps.prepare();
          } else request = steps;
        } catch (error) {
          errors.show(error, { action });
          return;
        }
        if (!request) return;
        const flows = [flow].flat();
        const onNetwork = request.network ? flows.find((each) => each.network === request.network) : flows[0];
        if (!onNetwork) {
          errors.show(new Error(`No transaction flow on ${request.network}`), { action });
          return;
        }
        await onNetwork.run(request);
      });
    },
    [runBusy, errors, flow, signIn],
  );
  return { preparing: busy.active !== null, active: busy.active, run: run as PreparedRun<Key>['run'] };
}
