import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';

/**
 * The explorer page of a transaction or an address on a network of /config.json (the devnet's
 * own explorer pages or the production explorers). Undefined when the network is not configured.
 */
export function explorerUrl(
  config: Pick<RuntimeConfig, 'networks'>,
  where: { chainId: number } | { network: string },
  kind: 'tx' | 'address',
  value: string,
): string | undefined {
  const network = config.networks.find((entry) =>
    'chainId' in where ? entry.chainId === where.chainId : entry.key === where.network,
  );
  return network ? `${network.explorerUrl.replace(/\/+$/, '')}/${kind}/${value}` : undefined;
}
