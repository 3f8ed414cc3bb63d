import { type ContractName, type DeployedContract, findContract } from '@kingdoms/contracts/contractOf';
import type { NetworkKey } from '@kingdoms/shared/networks';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../../shared/config/runtimeConfig';

/**
 * The contract `name` on `network` as /config.json lists it: address, chain id and its `as const`
 * ABI, so wagmi reads and TxRequests built from it are typed. Undefined when this deployment has
 * none there: the page shows its feature as unavailable instead of failing.
 */
export function useContract<N extends ContractName>(
  name: N,
  network: NetworkKey,
): DeployedContract<N> | undefined {
  const runtimeConfig = useRuntimeConfig();
  return useMemo(() => findContract(runtimeConfig, name, network), [runtimeConfig, name, network]);
}
