import type { Deployment } from '@kingdoms/shared/deployment';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { Address } from 'viem';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ContractSource, contractOf, findContract, MissingContractError } from './contractOf';
import { rewardPayoutAbi, stakingAbi } from './generated/abis';

const STAKING: Address = '0x1111111111111111111111111111111111111111';
const A2Z: Address = '0x2222222222222222222222222222222222222222';
const PAYOUT: Address = '0x3333333333333333333333333333333333333333';

/** The same addresses as a deployment file has them (API, devnet) … */
const deployment: ContractSource = {
  chains: {
    ethereum: { chainId: 31337, contracts: { Staking: STAKING, A2Z } },
    polygon: { chainId: 31338, contracts: { RewardPayout: PAYOUT } },
    arenaz: { chainId: 31339, contracts: {} },
  },
};

/** … and as /config.json hands them to the web app. */
const runtimeConfig: ContractSource = {
  networks: [
    { key: 'ethereum', chainId: 31337, contracts: { Staking: STAKING, A2Z } },
    { key: 'polygon', chainId: 31338, contracts: { RewardPayout: PAYOUT } },
  ],
};

describe.each([
  ['a deployment', deployment],
  ['the runtime configuration', runtimeConfig],
])('contractOf over %s', (_source, source) => {
  it('returns the address, the ABI and the chain of a deployed contract', () => {
    expect(contractOf(source, 'Staking', 'ethereum')).toEqual({
      name: 'Staking',
      network: 'ethereum',
      chainId: 31337,
      address: STAKING,
      abi: stakingAbi,
    });
    expect(contractOf(source, 'RewardPayout', 'polygon').abi).toBe(rewardPayoutAbi);
  });

  it('throws a MissingContractError naming the contract, the network and the fix', () => {
    const missing = () => contractOf(source, 'Staking', 'polygon');
    expect(missing).toThrow(MissingContractError);
    expect(missing).toThrow(
      'The deployment has no Staking contract on polygon: deploy it there or add its address under chains.polygon.contracts.Staking of the deployment file',
    );
    try {
      missing();
    } catch (error) {
      expect(error).toMatchObject({ name: 'MissingContractError', contract: 'Staking', network: 'polygon' });
    }
  });

  it('finds nothing, without throwing, where a feature is optional', () => {
    expect(findContract(source, 'Sticker', 'polygon')).toBeUndefined();
    expect(findContract(source, 'A2Z', 'arenaz')).toBeUndefined();
    expect(findContract(source, 'A2Z', 'ethereum')?.address).toBe(A2Z);
  });
});

describe('findContract', () => {
  it('finds nothing without a deployment', () => {
    expect(findContract(undefined, 'Staking', 'ethereum')).toBeUndefined();
  });
});

describe('contract types', () => {
  it('types the ABI by the contract name and the address as viem Address', () => {
    const staking = contractOf(deployment, 'Staking', 'ethereum');
    expectTypeOf(staking.abi).toEqualTypeOf<typeof stakingAbi>();
    expectTypeOf(staking.address).toEqualTypeOf<Address>();
    expectTypeOf(findContract(deployment, 'RewardPayout', 'polygon')?.abi).toEqualTypeOf<
      typeof rewardPayoutAbi | undefined
    >();
  });

  it('accepts the shared Deployment and RuntimeConfig and only known names and networks', () => {
    expectTypeOf<Deployment>().toExtend<ContractSource>();
    expectTypeOf<RuntimeConfig>().toExtend<ContractSource>();
    // @ts-expect-error: no such contract
    expect(findContract(deployment, 'Stacking', 'ethereum')).toBeUndefined();
    // @ts-expect-error: no such network
    expect(() => contractOf(deployment, 'Staking', 'bitcoin')).toThrow(MissingContractError);
  });
});
