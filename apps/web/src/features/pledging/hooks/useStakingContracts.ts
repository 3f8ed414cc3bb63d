import type { DeployedContract } from '@kingdoms/contracts/contractOf';
import { useContract } from '../../wallet/onchain';

export interface StakingContracts {
  /** The Staking contract (spender of the approval); undefined turns pledging off. */
  staking: DeployedContract<'Staking'> | undefined;
  /** A2Z on Ethereum: the pledged token. */
  a2z: DeployedContract<'A2Z'> | undefined;
}

/** DESIGN "Pledging": Staking holds A2Z on Ethereum; both come from /config.json. */
export function useStakingContracts(): StakingContracts {
  return { staking: useContract('Staking', 'ethereum'), a2z: useContract('A2Z', 'ethereum') };
}
