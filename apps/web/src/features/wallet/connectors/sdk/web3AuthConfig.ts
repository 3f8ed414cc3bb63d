import type { NetworkEnv } from '@kingdoms/shared/networks';
import { type Chain, numberToHex } from 'viem';

/** Web3Auth's description of an EVM chain (its CustomChainConfig), from our viem chain. */
export function web3AuthChainConfig(chain: Chain) {
  return {
    chainNamespace: 'eip155' as const,
    chainId: numberToHex(chain.id),
    rpcTarget: chain.rpcUrls.default.http[0] ?? '',
    displayName: chain.name,
    blockExplorerUrl: chain.blockExplorers?.default.url ?? '',
    ticker: chain.nativeCurrency.symbol,
    tickerName: chain.nativeCurrency.name,
    decimals: chain.nativeCurrency.decimals,
  };
}

/**
 * A Web3Auth client id belongs to one of its networks: production sites use a Sapphire Mainnet
 * project, the devnet a Sapphire Devnet one (docs/configuration.md says so).
 */
export function web3AuthNetworkOf(env: NetworkEnv): 'sapphire_mainnet' | 'sapphire_devnet' {
  return env === 'production' ? 'sapphire_mainnet' : 'sapphire_devnet';
}

/** The site's languages Web3Auth's login modal speaks; anything else falls back to English. */
const MODAL_LANGUAGES = ['en', 'ko', 'ja', 'zh'] as const;
export type Web3AuthLanguage = (typeof MODAL_LANGUAGES)[number];

export function web3AuthLanguageOf(language: string): Web3AuthLanguage {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return (MODAL_LANGUAGES as readonly string[]).includes(base) ? (base as Web3AuthLanguage) : 'en';
}
