import { chainIdOf, type NetworkEnv, type NetworkKey } from '@kingdoms/shared/networks';
import { isUserRejection } from '@kingdoms/shared/wallet/txErrors';
import type { Config } from 'wagmi';
import { switchChain } from 'wagmi/actions';

export type SwitchResult = { ok: true } | { ok: false; key: 'tx_canceled' | 'switch_failed'; cause: unknown };

/**
 * Asks the wallet for `network` via wallet_switchEthereumChain. wagmi's injected connector adds
 * the chain (wallet_addEthereumChain, from our /config.json chain) on error 4902 and retries.
 * A failure is returned, never swallowed: callers show it.
 */
export async function switchNetwork(
  config: Config,
  env: NetworkEnv,
  network: NetworkKey,
): Promise<SwitchResult> {
  try {
    await switchChain(config, { chainId: chainIdOf(network, env) });
    return { ok: true };
  } catch (cause) {
    return { ok: false, key: isUserRejection(cause) ? 'tx_canceled' : 'switch_failed', cause };
  }
}
