import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS, type NetworkKey, networkByKey } from '@kingdoms/shared/networks';
import type { ApiConfig } from './config';

/**
 * The network of a chain id: the deployment's chains, or without a deployment the network table's
 * production chains.
 */
export function networkKeyOfChain(
  deployment: Deployment | undefined,
  chainId: number,
): NetworkKey | undefined {
  return NETWORK_KEYS.find(
    (key) => (deployment ? deployment.chains[key].chainId : networkByKey(key).chainId.production) === chainId,
  );
}

/**
 * The RPC this API reads a chain through: RPC_URL_<NETWORK> first, then the deployment file's.
 * Undefined for a chain id of no network, and without a deployment when no override is set (the
 * API never falls back to the browser's public endpoints by itself).
 */
export function chainRpcUrl(
  config: Pick<ApiConfig, 'networkOverrides'>,
  deployment: Deployment | undefined,
  chainId: number,
): string | undefined {
  const key = networkKeyOfChain(deployment, chainId);
  if (!key) return undefined;
  return config.networkOverrides[key].rpcUrl ?? deployment?.chains[key].rpcUrl;
}
