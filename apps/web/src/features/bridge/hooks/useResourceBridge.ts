import type { bridgeGatewayAbi } from '@kingdoms/contracts/generated/abis';
import { resourceReceiveEndpoint, resourceSendEndpoint } from '@kingdoms/shared/api/bridge';
import { chainIdOf } from '@kingdoms/shared/networks';
import type { TxHash } from '@kingdoms/shared/txHash';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Address, Hex } from 'viem';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { describeError } from '../../../shared/errors/describeError';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import {
  type TransactionFlow,
  type TxRequest,
  useContract,
  usePreparedRun,
  useRequiredNetwork,
  useSignedCall,
  useTransactionFlow,
  useWalletAccount,
} from '../../wallet/onchain';
import { BRIDGE_POLL_MS, bridgeKeys } from '../api/bridgeQueries';
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

/** The send of steps 1–2, run by the page's BRIDGE button on `sendFlow`. */
export type SendResourcesRequest = TxRequest<typeof bridgeGatewayAbi, 'sendResources'>;

export interface ResourceBridge {
  sendFlow: TransactionFlow;
  receiveFlow: TransactionFlow;
  sendDialog: FlowDialog;
  receiveDialog: FlowDialog;
  /** Steps 1–2: the request burning one of each id on Arena-Z for the wallet on Polygon (sendFlow's). */
  sendRequest: (ids: readonly number[]) => SendResourcesRequest | null;
  /** Steps 3–6 for a send's hash (its receipt, a history row's Receive, the hash popup). */
  receive: (sendTxHash: TxHash) => Promise<void>;
  /** The send whose receive is being prepared or sent. */
  active: string | null;
}

/**
 * Spec 3 §4 resource bridge flow: send on Arena-Z → the bridge modal on the hash → on the receipt
 * the modal closes and {nft}/resource/send gives status 1, the token ids and the signature → the
 * wallet moves to Polygon and sends the receive → on its receipt {nft}/resource/receive answers
 * status 2 and the page reloads its data.
 */
export function useResourceBridge(): ResourceBridge {
  const { env } = useRuntimeConfig();
  const account = useWalletAccount();
  const queryClient = useQueryClient();
  const errors = useErrorPresenter('bridge.resource');
  const signedCall = useSignedCall();
  const polygon = useRequiredNetwork('polygon');
  const arenazGateway = useContract('BridgeGateway', 'arenaz');
  const polygonGateway = useContract('BridgeGateway', 'polygon');
  const delayMs = BRIDGE_POLL_MS[env] / 2;

  const confirmReceived = async (receiveTxHash: TxHash) => {
    try {
      // Signed in before the receive was sent, unless the session ended since (or after a reload).
      const reply = await untilIndexed(
        () => signedCall(resourceReceiveEndpoint, { txHash: receiveTxHash }),
        delayMs,
      );
      if (reply.result === 1 && reply.status === 2)
        await queryClient.invalidateQueries({ queryKey: bridgeKeys.all });
      else errors.show(reply, { action: 'resource receive' });
    } catch (error) {
      errors.show(error, { action: 'resource receive', walletRequest: 'signature' });
    }
  };

  const receiveFlow = useTransactionFlow({
    flowId: 'bridge.resource-receive',
    network: 'polygon',
    invalidate: [bridgeKeys.all],
    onSuccess: (receipt) => void confirmReceived(receipt.transactionHash),
  });
  const receivePrepared = usePreparedRun<string>(receiveFlow);

  const receive = async (sendTxHash: TxHash) => {
    if (!polygonGateway) return;
    await receivePrepared.run(
      () => ({
        // The receive's confirmation after its receipt calls /resource/receive: signed in for it too.
        signIn: [resourceSendEndpoint, resourceReceiveEndpoint],
        action: 'resource receive',
        prepare: async () => {
          const reply = await untilIndexed(
            () => callApi(resourceSendEndpoint, { txHash: sendTxHash }),
            delayMs,
          );
          if (reply.result !== 1) {
            errors.show(reply, { action: 'resource send signature' });
            return null;
          }
          // Spec 3 §4 step 5: the receive runs on Polygon; a refused switch stops here, silently.
          if (!polygon.onRequiredNetwork && !(await polygon.switchToRequired())) return null;
          return {
            address: polygonGateway.address,
            abi: polygonGateway.abi,
            functionName: 'receiveResources',
            args: [
              {
                sourceChainId: BigInt(chainIdOf('arenaz', env)),
                nonce: BigInt(reply.nonce),
                receiver: reply.receiver as Address,
                ids: reply.tokenIds.map(BigInt),
              },
              reply.sig as Hex,
            ],
          } as const;
        },
      }),
      sendTxHash,
    );
  };
  // The send's receipt (also of a send resumed after a reload) starts the receive.
  const latestReceive = useRef(receive);
  latestReceive.current = receive;

  const sendFlow = useTransactionFlow({
    flowId: 'bridge.resource-send',
    network: 'arenaz',
    invalidate: [bridgeKeys.all],
    onSuccess: (receipt) => void latestReceive.current(receipt.transactionHash),
  });

  const sendRequest = (ids: readonly number[]): SendResourcesRequest | null => {
    const owner = account.checksumAddress;
    if (!arenazGateway || !owner) return null;
    return {
      address: arenazGateway.address,
      abi: arenazGateway.abi,
      functionName: 'sendResources',
      args: [ids.map(BigInt), owner, BigInt(chainIdOf('polygon', env))],
    };
  };

  return {
    sendFlow,
    receiveFlow,
    sendDialog: useFlowDialog(sendFlow, 'bridge', 'arenaz', undefined, true),
    receiveDialog: useFlowDialog(receiveFlow, 'receive', 'polygon'),
    sendRequest,
    receive,
    active: receivePrepared.active,
  };
}
