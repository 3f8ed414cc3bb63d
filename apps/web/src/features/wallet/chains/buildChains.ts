import type { RuntimeConfig, RuntimeNetwork } from '@kingdoms/shared/runtime-config';
import { type Chain, defineChain } from 'viem';

/**
 * One viem chain per network of /config.json. Complete enough for wallet_addEthereumChain
 * (name, native currency, RPC and explorer), which is how Arena-Z reaches most wallets.
 */
export function chainOf(network: RuntimeNetwork): Chain {
  return defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: {
      name: network.nativeCurrency.name,
      symbol: network.nativeCurrency.symbol,
      decimals: network.nativeCurrency.decimals,
    },
    rpcUrls: { default: { http: [network.rpcUrl] } },
    blockExplorers: { default: { name: `${network.name} explorer`, url: network.explorerUrl } },
  });
}

export function chainsOf(config: RuntimeConfig): [Chain, ...Chain[]] {
  const chains = [...config.networks].sort((a, b) => a.index - b.index).map(chainOf);
  const [first, ...rest] = chains;
  if (!first) throw new Error('/config.json lists no networks');
  return [first, ...rest];
}
