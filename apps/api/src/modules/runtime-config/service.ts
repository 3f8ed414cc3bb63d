import { NETWORKS } from '@kingdoms/shared/networks';
import type { RuntimeConfig, RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import type { Chains } from '../../chains';
import type { ApiConfig } from '../../config';
import { socialRuntimeConfig } from '../migration';

/**
 * The networks the web app uses: the network table, with chain ids, endpoints and contract
 * addresses from the deployment when there is one, and RPC/explorer overrides on top.
 * Without a deployment: production chains, public endpoints, no contracts.
 */
export function buildRuntimeNetworks(config: ApiConfig, chains: Chains): RuntimeNetwork[] {
  const { deployment } = chains;
  const env = deployment?.env ?? 'production';
  return NETWORKS.map((network) => {
    const deployed = deployment?.chains[network.key];
    const override = config.networkOverrides[network.key];
    return {
      key: network.key,
      index: network.index,
      name: network.name,
      chainId: deployed?.chainId ?? network.chainId[env],
      rpcUrl: chains.rpcUrl(network.key) ?? network.productionRpcUrl,
      explorerUrl: override.explorerUrl ?? deployed?.explorerUrl ?? network.productionExplorerUrl,
      nativeCurrency: { ...network.nativeCurrency },
      contracts: { ...(deployed?.contracts ?? {}) },
    };
  });
}

export function buildRuntimeConfig(config: ApiConfig, chains: Chains): RuntimeConfig {
  const { deployment } = chains;
  const env = deployment?.env ?? 'production';
  return {
    env,
    networks: buildRuntimeNetworks(config, chains),
    services: { ...config.runtimeConfig.services },
    media: { ...config.runtimeConfig.media },
    wallet: {
      // The Dev wallet holds a published devnet key: offered on the devnet unless turned off.
      devWallet: config.runtimeConfig.wallet.devWallet ?? chains.devnet,
      ...(config.runtimeConfig.wallet.walletConnectProjectId
        ? { walletConnectProjectId: config.runtimeConfig.wallet.walletConnectProjectId }
        : {}),
      ...(config.runtimeConfig.wallet.web3AuthClientId
        ? { web3AuthClientId: config.runtimeConfig.wallet.web3AuthClientId }
        : {}),
    },
    social: socialRuntimeConfig(config, deployment),
    content: config.runtimeConfig.siteContent,
  };
}
