import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { Abi } from 'viem';
import { useReadContract, WagmiContext } from 'wagmi';
import { getPublicClient, signMessage } from 'wagmi/actions';
import { useWagmiAccount } from '../account/useWagmiAccount';
import { switchNetwork } from '../network/switchNetwork';
import { prepareSignIn, signInWithEthereum } from '../session/signInWithEthereum';
import { atomicBatching, followBatch, sendBatch } from '../tx/batchedWrites';
import { approvalCallIfNeeded, sendApprovalIfNeeded, simulateAndWrite } from '../tx/chainWrites';
import {
  accountKind,
  type FollowOptions,
  followTransaction,
  isSafeProposal,
  TX_DROPPED_AFTER_MS,
} from '../tx/followTransaction';
import { watchPendingTx } from '../tx/watchPendingTx';
import { walletRuntime } from '../wagmiConfig';
import type { HoldingRead, WalletStack } from './walletStackTypes';

/** How transactions are followed on the page's deployment (its env, its Safe Transaction Services). */
function followOptions(runtimeConfig: RuntimeConfig): FollowOptions {
  return {
    droppedAfterMs: TX_DROPPED_AFTER_MS[runtimeConfig.env],
    safeTxServiceUrl: (chainId) =>
      runtimeConfig.networks.find((network) => network.chainId === chainId)?.safeTxServiceUrl,
  };
}

const useWagmiHoldingRead: HoldingRead = ({ address, abi, functionName, args, chainId, enabled }) => {
  const read = useReadContract({
    address,
    abi: abi as Abi | undefined,
    functionName,
    args,
    chainId,
    query: { enabled },
  });
  return { data: read.data, isSuccess: read.isSuccess };
};

/**
 * The wallet stack (see walletStackTypes.ts), the only module pages reach wagmi through; loaded
 * lazily by `loadWalletStack()` and statically by the wallet root.
 */
export const fullWalletStack: WalletStack = {
  walletRuntime,
  // The bare context rather than WagmiProvider: its hydration step runs on every render and, with
  // our own reconnect (connection.ts), would drop live connections whenever the parent re-renders.
  Provider: ({ runtime, children }) => (
    <WagmiContext.Provider value={runtime.config}>{children}</WagmiContext.Provider>
  ),
  useAccount: useWagmiAccount,
  useHoldingRead: useWagmiHoldingRead,
  switchNetwork,
  followTransaction: (config, tx, runtimeConfig) =>
    followTransaction(config, tx, followOptions(runtimeConfig)),
  isSafeProposal: (chainId, id, runtimeConfig) => isSafeProposal(chainId, id, followOptions(runtimeConfig)),
  accountKind: (config, chainId, address) => {
    const client = getPublicClient(config, { chainId });
    if (!client) throw new Error(`No client for chain ${chainId}`);
    return accountKind(client, address);
  },
  watchPendingTx,
  sendApprovalIfNeeded,
  simulateAndWrite,
  approvalCallIfNeeded,
  atomicBatching,
  sendBatch,
  followBatch,
  prepareSignIn,
  signInWithEthereum,
  signMessage,
};
