import { NETWORKS } from '@kingdoms/shared/networks';
import type { RuntimeConfig, RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { type Chains, webRpcUrl, webSafeTxServiceUrl } from '../../chains';
import type { MigrationConfig } from '../migration';
import { socialRuntimeConfig } from '../migration';
import type { PlatformFacts } from '../module';
import type { RuntimeConfigSettings } from './config';

/** What /config.json is built from: this module's settings, the migration's, the platform's overrides. */
export interface RuntimeConfigSources {
  readonly settings: RuntimeConfigSettings;
  readonly migration: MigrationConfig;
  readonly platform: Pick<PlatformFacts, 'networkOverrides' | 'safeAppOrigins'>;
}

/**
 * The networks the web app uses: the network table, with chain ids, endpoints and contract
 * addresses from the deployment when there is one, and RPC/explorer overrides on top.
 * Without a deployment: production chains, public endpoints, no contracts.
 */
export function buildRuntimeNetworks(
  sources: Pick<RuntimeConfigSources, 'platform'>,
  chains: Chains,
): RuntimeNetwork[] {
  const { deployment } = chains;
  const env = deployment?.env ?? 'production';
  return NETWORKS.map((network) => {
    const deployed = deployment?.chains[network.key];
    const override = sources.platform.networkOverrides[network.key];
    const safeService = webSafeTxServiceUrl(sources.platform, network.key, env);
    return {
      key: network.key,
      index: network.index,
      name: network.name,
      chainId: deployed?.chainId ?? network.chainId[env],
      rpcUrl: webRpcUrl(chains, network.key),
      explorerUrl: override.explorerUrl ?? deployed?.explorerUrl ?? network.productionExplorerUrl,
      nativeCurrency: { ...network.nativeCurrency },
      contracts: { ...(deployed?.contracts ?? {}) },
      ...(safeService ? { safeTxServiceUrl: safeService } : {}),
    };
  });
}

export function buildRuntimeConfig(sources: RuntimeConfigSources, chains: Chains): RuntimeConfig {
  const { deployment } = chains;
  const { settings } = sources;
  const env = deployment?.env ?? 'production';
  return {
    env,
    networks: buildRuntimeNetworks(sources, chains),
    services: { ...settings.services },
    media: { ...settings.media },
    wallet: {
      // The Dev wallet holds a published devnet key: offered on the devnet unless turned off.
      devWallet: settings.wallet.devWallet ?? chains.devnet,
      ...(settings.wallet.walletConnectProjectId
        ? { walletConnectProjectId: settings.wallet.walletConnectProjectId }
        : {}),
      ...(settings.wallet.web3AuthClientId ? { web3AuthClientId: settings.wallet.web3AuthClientId } : {}),
      ...(sources.platform.safeAppOrigins.length > 0
        ? { safeAppOrigins: [...sources.platform.safeAppOrigins] }
        : {}),
    },
    social: socialRuntimeConfig(sources.migration, deployment),
    content: settings.siteContent,
  };
}
