import { useRuntimeConfig } from '../../shared/config/runtimeConfig';
import { type WalletRuntime, walletRuntime } from './wagmiConfig';

/** The page's one wagmi config, built from /config.json (suspends until it has loaded). */
export function useWalletRuntime(): WalletRuntime {
  return walletRuntime(useRuntimeConfig());
}
