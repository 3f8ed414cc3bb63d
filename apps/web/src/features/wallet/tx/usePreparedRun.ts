import { useCallback } from 'react';
import type { Abi } from 'viem';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import { useBusyItem } from './useBusyItem';
import type { TransactionFlow, TxArgs, TxFunctionName, TxRequest } from './useTransactionFlow';

/**
 * A request built at click time: at once, or after awaiting what it needs first (a read, an
 * approval on another flow, a server's signature). Null sends nothing (the page said why).
 */
export type TxRequestBuilder<
  abi extends Abi,
  functionName extends TxFunctionName<abi>,
  args extends TxArgs<abi, functionName>,
> = () => TxRequest<abi, functionName, args> | null | Promise<TxRequest<abi, functionName, args> | null>;

export interface PreparedRun {
  /** From the click until the request is built and its flow has run: the button is busy. */
  preparing: boolean;
  /** Builds the request, then runs it on the flow; a second click meanwhile does nothing. */
  run: <
    const abi extends Abi,
    functionName extends TxFunctionName<abi>,
    const args extends TxArgs<abi, functionName>,
  >(
    build: TxRequestBuilder<abi, functionName, args>,
  ) => Promise<void>;
}

/**
 * How the action button and the amount form run a page's request on its flow. A builder that
 * fails (a read that did not answer) is shown like any failure; what the flow does is the
 * flow's to show.
 */
export function usePreparedRun(flow: TransactionFlow): PreparedRun {
  const busy = useBusyItem<'request'>();
  const errors = useErrorPresenter('wallet');
  const { run: runBusy } = busy;
  const run = useCallback(
    async <
      const abi extends Abi,
      functionName extends TxFunctionName<abi>,
      const args extends TxArgs<abi, functionName>,
    >(
      build: TxRequestBuilder<abi, functionName, args>,
    ) => {
      await runBusy('request', async () => {
        let built: TxRequest<abi, functionName, args> | null;
        try {
          built = await build();
        } catch (error) {
          errors.show(error, { action: 'transaction request' });
          return;
        }
        if (built) await flow.run(built);
      });
    },
    [runBusy, errors, flow],
  );
  return { preparing: busy.active !== null, run };
}
