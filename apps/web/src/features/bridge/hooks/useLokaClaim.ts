import { lokaWithdrawEndpoint } from '@kingdoms/shared/api/bridge';
import { chainIdOf } from '@kingdoms/shared/networks';
import type { TxHash } from '@kingdoms/shared/txHash';
import type { Address, Hex } from 'viem';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { useErrorPresenter } from '../../../shared/errors/useErrorPresenter';
import {
  type TransactionFlow,
  useContract,
  usePreparedRun,
  useRequiredNetwork,
  useTransactionFlow,
} from '../../wallet/onchain';
import { bridgeKeys } from '../api/bridgeQueries';

export interface LokaClaim {
  flow: TransactionFlow;
  /** The withdrawal whose claim is being prepared (busy button). */
  active: string | null;
  claim: (withdrawTxHash: TxHash) => Promise<void>;
}

/**
 * Spec 3 §4 LOKA claim flow: switch to Ethereum (or stop silently), ask {nft}/bridge/loka/withdraw
 * for the withdrawal's signature by its hash; result 1 → send `claim` with it (the claim modal
 * opens on the hash); otherwise 'Polygon checkpoints haven't arrived yet…' (§8).
 */
export function useLokaClaim(): LokaClaim {
  const { env } = useRuntimeConfig();
  const errors = useErrorPresenter('bridge.claim');
  const ethereum = useRequiredNetwork('ethereum');
  const gateway = useContract('BridgeGateway', 'ethereum');
  const flow = useTransactionFlow({
    flowId: 'bridge.loka-claim',
    network: 'ethereum',
    invalidate: [bridgeKeys.all],
  });
  const prepared = usePreparedRun<string>(flow);

  const claim = async (withdrawTxHash: TxHash) => {
    if (!gateway) return;
    await prepared.run(
      () => ({
        signIn: lokaWithdrawEndpoint,
        action: 'loka claim',
        prepare: async () => {
          if (!ethereum.onRequiredNetwork && !(await ethereum.switchToRequired())) return null;
          const reply = await callApi(lokaWithdrawEndpoint, { txHash: withdrawTxHash });
          if (reply.result !== 1) {
            // checkpoint_pending reads 'Polygon checkpoints haven't arrived yet…' (spec 3 §8).
            errors.show(reply, { action: 'loka withdraw signature' });
            return null;
          }
          return {
            address: gateway.address,
            abi: gateway.abi,
            functionName: 'claim',
            args: [
              {
                sourceChainId: BigInt(chainIdOf('polygon', env)),
                nonce: BigInt(reply.nonce),
                receiver: reply.receiver as Address,
                amount: BigInt(reply.amount),
              },
              reply.sig as Hex,
            ],
          } as const;
        },
      }),
      withdrawTxHash,
    );
  };

  return { flow, active: prepared.active, claim };
}
