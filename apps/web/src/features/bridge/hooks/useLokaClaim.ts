import { lokaWithdrawEndpoint } from '@kingdoms/shared/api/bridge';
import type { TxHash } from '@kingdoms/shared/txHash';
import { callApi } from '../../../shared/api/client';
import { useRuntimeConfig } from '../../../shared/config/runtimeConfig';
import {
  prepare,
  signIn,
  useContract,
  useRequiredNetwork,
  useWalletAction,
  type WalletAction,
  write,
} from '../../wallet/onchain';
import { bridgeKeys } from '../api/bridgeQueries';
import { voucherArgs } from '../logic/voucher';

/**
 * Spec 3 §4 LOKA claim flow, run with a withdrawal's hash: switch to Ethereum (or stop silently),
 * ask {nft}/bridge/loka/withdraw for the withdrawal's signature by its hash; result 1 → send
 * `claim` with it (the claim modal opens on the hash); otherwise 'Polygon checkpoints haven't
 * arrived yet…' (§8, the refusal's text). The busy item is the withdrawal's hash.
 */
export function useLokaClaim(): WalletAction<TxHash> {
  const { env } = useRuntimeConfig();
  const ethereum = useRequiredNetwork('ethereum');
  const gateway = useContract('BridgeGateway', 'ethereum');
  return useWalletAction<TxHash>({
    id: 'bridge.loka-claim',
    network: 'ethereum',
    key: (withdrawTxHash) => withdrawTxHash,
    steps: (withdrawTxHash) =>
      gateway
        ? [
            signIn(lokaWithdrawEndpoint),
            prepare('loka withdraw signature', async () => {
              if (!ethereum.onRequiredNetwork && !(await ethereum.switchToRequired())) return null;
              const reply = await callApi(lokaWithdrawEndpoint, { txHash: withdrawTxHash });
              // checkpoint_pending reads 'Polygon checkpoints haven't arrived yet…' (spec 3 §8).
              if (reply.result !== 1) return reply;
              return [
                write({
                  address: gateway.address,
                  abi: gateway.abi,
                  functionName: 'claim',
                  args: voucherArgs(reply, 'polygon', env, { amount: BigInt(reply.amount) }),
                }),
              ];
            }),
          ]
        : null,
    invalidate: [bridgeKeys.all],
  });
}
