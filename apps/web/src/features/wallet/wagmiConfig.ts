import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { type Chain, http, type Transport } from 'viem';
import { type Config, createConfig, createStorage, injected } from 'wagmi';
import { localStore } from '../../shared/lib/browserStorage';
import { chainsOf } from './chains/buildChains';
import { DevWalletHolder, devWalletConnector } from './connectors/devWalletConnector';

export interface WalletRuntime {
  config: Config;
  chains: readonly Chain[];
  devWallet: DevWalletHolder | undefined;
  runtimeConfig: RuntimeConfig;
}

let runtime: WalletRuntime | undefined;

/**
 * The one wagmi config of the page. Base connectors are only injected() (EIP-6963 discovery adds
 * one per announced wallet) and, on the devnet, the Dev wallet; SDK connectors are added when
 * picked. The header slot and every wallet page share this instance.
 */
export function walletRuntime(runtimeConfig: RuntimeConfig): WalletRuntime {
  if (runtime?.runtimeConfig === runtimeConfig) return runtime;
  const chains = chainsOf(runtimeConfig);
  const devWallet = runtimeConfig.wallet.devWallet ? new DevWalletHolder(chains) : undefined;
  const connectors = [injected(), ...(devWallet ? [devWalletConnector(devWallet)] : [])];
  const config = createConfig({
    chains: chains as [Chain, ...Chain[]],
    connectors,
    multiInjectedProviderDiscovery: true,
    storage: createStorage({ storage: localStore() }),
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])) as Record<number, Transport>,
    // Local chains answer at once; production chains need no faster than wagmi's 4 s default.
    pollingInterval: runtimeConfig.env === 'devnet' ? 500 : 4_000,
  });
  // Connections rehydrated from storage are stale shells until reconnectStoredWallet() revives one.
  config.setState((state) => ({ ...state, connections: new Map(), status: 'disconnected' }));
  runtime = { config, chains, devWallet, runtimeConfig };
  return runtime;
}

/**
 * Drops the page's wagmi config and stops its wallet discovery (EIP-6963 listeners on window);
 * the next caller builds a new one. test/setup.ts calls it before each test file: the web tests share modules across files.
 */
export function forgetWalletRuntime(): void {
  runtime?.config._internal.mipd?.destroy();
  runtime = undefined;
}
