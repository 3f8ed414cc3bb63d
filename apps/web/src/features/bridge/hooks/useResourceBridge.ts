import { resourceReceiveEndpoint, resourceSendEndpoint } from '@kingdoms/shared/api/bridge';
import { chainIdOf } from '@kingdoms/shared/networks';
import type { TxHash } from '@kingdoms/shared/txHash';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { describeError } from '../../../shared/errors/describeError';
import {
  call,
  prepare,
  signIn,
  useContract,
  useRequiredNetwork,
  useWalletAccount,
  useWalletAction,
  type WalletAction,
  write,
} from '../../wallet/onchain';
import { BRIDGE_POLL_MS, bridgeKeys } from '../api/bridgeQueries';
import { voucherArgs } from '../logic/voucher';
import { type FlowDialog, useFlowDialog } from './useFlowDialog';

/**
 * Right after our own receipt the API may not have indexed the transaction yet: 'not found' is
 * asked again this many times before it is shown.
 */
const NOT_INDEXED_RETRIES = 15;

/** Asks `call` until its answer is not "not indexed yet" (or the retries are spent). */
async function untilIndexed<T>(call: () => Promise<T>, delayMs: number): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const reply = await call();
      const code = (reply as { result?: number; err?: { code?: string } }).err?.code;
      if (code !== 'bridge_tx_not_found' || attempt >= NOT_INDEXED_RETRIES) return reply;
    } catch (error) {
      if (describeError(error).code !== 'bridge_tx_not_found' || attempt >= NOT_INDEXED_RETRIES) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}

export interface ResourceBridge {
  /** Steps 1–2: burns one of each picked id on Arena-Z for the wallet on Polygon. */
  send: WalletAction<void>;
  /** Steps 3–6 for a send's hash (its receipt, a history row's Receive, the hash popup). */
  receive: WalletAction<TxHash>;
  sendDialog: FlowDialog;
  receiveDialog: FlowDialog;
}

/**
 * Spec 3 §4 resource bridge flow: send on Arena-Z → the bridge modal on the hash → on the receipt
 * the modal closes and {nft}/resource/send gives status 1, the token ids and the signature → the
 * wallet moves to Polygon and sends the receive → on its receipt {nft}/resource/receive answers
 * status 2 and the page reloads its data. `pick` answers the picked ids at click time, or null
 * when the page refused the pick (and said why).
 */
export function useResourceBridge(pick: () => readonly number[] | null): ResourceBridge {
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const queryClient = useQueryClient();
  const polygon = useRequiredNetwork('polygon');
  const arenazGateway = useContract('BridgeGateway', 'arenaz');
  const polygonGateway = useContract('BridgeGateway', 'polygon');
  const delayMs = BRIDGE_POLL_MS[env] / 2;

  // Step 6: the receive's receipt told to the server (signed in before the receive was sent,
  // unless the session ended since, or after a reload).
  const confirmReceived = useWalletAction<TxHash>({
    id: 'bridge.resource-confirm',
    network: 'polygon',
    steps: (receiveTxHash) => [
      signIn(resourceReceiveEndpoint),
      // Status 2 once the receive is indexed; a refusal is shown.
      call('resource receive', () =>
        untilIndexed(() => callApi(resourceReceiveEndpoint, { txHash: receiveTxHash }), delayMs),
      ),
    ],
    onDone: () => void queryClient.invalidateQueries({ queryKey: bridgeKeys.all }),
  });

  const receive = useWalletAction<TxHash>({
    id: 'bridge.resource-receive',
    network: 'polygon',
    key: (sendTxHash) => sendTxHash,
    steps: (sendTxHash) =>
      polygonGateway
        ? [
            // The receive's confirmation after its receipt calls /resource/receive: signed in for it too.
            signIn(resourceSendEndpoint, resourceReceiveEndpoint),
            prepare('resource send signature', async () => {
              const reply = await untilIndexed(
                () => callApi(resourceSendEndpoint, { txHash: sendTxHash }),
                delayMs,
              );
              if (reply.result !== 1) return reply;
              // Spec 3 §4 step 5: the receive runs on Polygon; a refused switch stops here, silently.
              if (!polygon.onRequiredNetwork && !(await polygon.switchToRequired())) return null;
              return [
                write({
                  address: polygonGateway.address,
                  abi: polygonGateway.abi,
                  functionName: 'receiveResources',
                  args: voucherArgs(reply, 'arenaz', env, { ids: reply.tokenIds.map(BigInt) }),
                }),
              ];
            }),
          ]
        : null,
    invalidate: [bridgeKeys.all],
    onDone: (receipt) => {
      if (receipt) void confirmReceived.run(receipt.transactionHash);
    },
  });

  const send = useWalletAction({
    id: 'bridge.resource-send',
    network: 'arenaz',
    steps: () => {
      const ids = pick();
      const owner = account.checksumAddress;
      if (!ids || !arenazGateway || !owner) return null;
      return [
        write({
          address: arenazGateway.address,
          abi: arenazGateway.abi,
          functionName: 'sendResources',
          args: [ids.map(BigInt), owner, BigInt(chainIdOf('polygon', env))],
        }),
      ];
    },
    invalidate: [bridgeKeys.all],
    // The send's receipt (also of a send resumed after a reload) starts the receive.
    onDone: (receipt) => {
      if (receipt) void receive.run(receipt.transactionHash);
    },
  });

  return {
    send,
    receive,
    sendDialog: useFlowDialog(send.flow, 'bridge', 'arenaz', undefined, true),
    receiveDialog: useFlowDialog(receive.flow, 'receive', 'polygon'),
  };
}
