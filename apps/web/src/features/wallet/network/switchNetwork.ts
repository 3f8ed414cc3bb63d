import { chainIdOf, type NetworkEnv, type NetworkKey } from '@kingdoms/shared/networks';
import { type Chain, numberToHex } from 'viem';
import type { Config } from 'wagmi';
import { UserFacingError } from '../../../shared/errors/describeError';

/** EIP-3326: the wallet does not know the chain; add it first (wallet_addEthereumChain). */
export const UNRECOGNIZED_CHAIN_CODE = 4902;

/**
 * `error` is a `switch_failed` UserFacingError wrapping the cause; the one error mapper reads a
 * rejection inside it as 'Transaction canceled by user.'.
 */
export type SwitchResult = { ok: true } | { ok: false; error: UserFacingError };

interface Eip1193 {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** wallet_addEthereumChain parameters from our /config.json chain (how Arena-Z reaches wallets). */
export function addChainParameters(chain: Chain) {
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    blockExplorerUrls: chain.blockExplorers ? [chain.blockExplorers.default.url] : undefined,
  };
}

function connectedChainId(config: Config): number | undefined {
  const { current, connections } = config.state;
  return current ? connections.get(current)?.chainId : undefined;
}

/** The wallet reports the new chain through its chainChanged event; wait until wagmi has it. */
async function untilConnectedTo(config: Config, chainId: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (connectedChainId(config) !== chainId) {
    if (Date.now() > deadline) throw new Error(`The wallet did not report chain ${chainId} after switching`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Asks the wallet for `network` with wallet_switchEthereumChain; on 4902 (chain unknown to the
 * wallet) adds it with wallet_addEthereumChain and retries the switch. A failure is returned,
 * never swallowed: callers show it.
 */
export async function switchNetwork(
  config: Config,
  env: NetworkEnv,
  network: NetworkKey,
): Promise<SwitchResult> {
  const chainId = chainIdOf(network, env);
  const chain = config.chains.find((c) => c.id === chainId);
  try {
    const { current, connections } = config.state;
    const connector = current ? connections.get(current)?.connector : undefined;
    if (!connector || !chain) throw new Error(`No connected wallet or no chain ${chainId} configured`);
    if (connectedChainId(config) === chainId) return { ok: true };
    const provider = (await connector.getProvider()) as Eip1193;
    const switchChain = () =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] });
    try {
      await switchChain();
    } catch (error) {
      if ((error as { code?: unknown }).code !== UNRECOGNIZED_CHAIN_CODE) throw error;
      await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(chain)] });
      await switchChain();
    }
    await untilConnectedTo(config, chainId);
    return { ok: true };
  } catch (cause) {
    return { ok: false, error: new UserFacingError('switch_failed', { cause }) };
  }
}
