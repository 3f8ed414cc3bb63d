import { chainIdOf } from '@kingdoms/shared/networks';
import type { Address } from 'viem';
import { useWalletRuntime } from '../../wallet/onchain';

export interface StakingContracts {
  /** The Staking contract (spender of the approval). */
  staking: Address | undefined;
  /** A2Z on Ethereum: the pledged token. */
  a2z: Address | undefined;
  chainId: number;
}

/** DESIGN "Pledging": Staking holds A2Z on Ethereum; both addresses come from /config.json. */
export function useStakingContracts(): StakingContracts {
  const { runtimeConfig } = useWalletRuntime();
  const ethereum = runtimeConfig.networks.find((n) => n.key === 'ethereum');
  const contracts = ethereum?.contracts ?? {};
  return {
    staking: contracts.Staking as Address | undefined,
    a2z: contracts.A2Z as Address | undefined,
    chainId: chainIdOf('ethereum', runtimeConfig.env),
  };
}
