/**
 * The one network table. Every rule that names a chain ("chain id is not 137",
 * "switch to Arena-Z") goes through `networkByKey` / `chainIdOf`, never a literal.
 */
export const NETWORK_KEYS = ['ethereum', 'polygon', 'arenaz'] as const;
export type NetworkKey = (typeof NETWORK_KEYS)[number];

/** Which chain-id set is live: local anvil chains or the real ones. */
export const NETWORK_ENVS = ['devnet', 'production'] as const;
export type NetworkEnv = (typeof NETWORK_ENVS)[number];

export interface NetworkInfo {
  /** The app's internal network index (spec 3 §9): 0 Ethereum, 1 Polygon, 2 Arena-Z. */
  readonly index: 0 | 1 | 2;
  readonly key: NetworkKey;
  readonly name: string;
  /** Short code used in labels (ETH, MATIC, AZ). */
  readonly code: string;
  /** Display name used in "Change to {network} Mainnet". */
  readonly display: string;
  readonly chainId: Record<NetworkEnv, number>;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: 18 };
  /** Default public RPC and explorer of the production chain; the devnet overrides both. */
  readonly productionRpcUrl: string;
  readonly productionExplorerUrl: string;
  /**
   * The Safe Transaction Service of the production chain (where a Safe's proposals and signatures
   * are kept until executed); none where Safe runs no service. The devnet has none unless
   * SAFE_TX_SERVICE_URL_<NETWORK> names one.
   */
  readonly productionSafeTxServiceUrl?: string;
}

export const NETWORKS = [
  {
    index: 0,
    key: 'ethereum',
    name: 'Ethereum',
    code: 'ETH',
    display: 'Ethereum',
    chainId: { production: 1, devnet: 31337 },
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    productionRpcUrl: 'https://ethereum-rpc.publicnode.com',
    productionExplorerUrl: 'https://etherscan.io',
    productionSafeTxServiceUrl: 'https://safe-transaction-mainnet.safe.global',
  },
  {
    index: 1,
    key: 'polygon',
    name: 'Polygon',
    code: 'MATIC',
    display: 'Polygon',
    chainId: { production: 137, devnet: 31338 },
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
    productionRpcUrl: 'https://polygon-rpc.com',
    productionExplorerUrl: 'https://polygonscan.com',
    productionSafeTxServiceUrl: 'https://safe-transaction-polygon.safe.global',
  },
  {
    index: 2,
    key: 'arenaz',
    name: 'Arena-Z',
    code: 'AZ',
    display: 'Arena-Z',
    chainId: { production: 7897, devnet: 31339 },
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    productionRpcUrl: 'https://rpc.arena-z.gg',
    productionExplorerUrl: 'https://explorer.arena-z.gg',
  },
] as const satisfies readonly NetworkInfo[];

export function networkByKey(key: NetworkKey): NetworkInfo {
  const network = NETWORKS.find((n) => n.key === key);
  if (!network) throw new Error(`Unknown network key: ${key}`);
  return network;
}

export function networkByIndex(index: number): NetworkInfo | undefined {
  return NETWORKS.find((n) => n.index === index);
}

export function chainIdOf(key: NetworkKey, env: NetworkEnv): number {
  return networkByKey(key).chainId[env];
}

/** The network (in the given environment) that a wallet's chain id belongs to, if any. */
export function networkByChainId(chainId: number, env: NetworkEnv): NetworkInfo | undefined {
  return NETWORKS.find((n) => n.chainId[env] === chainId);
}
