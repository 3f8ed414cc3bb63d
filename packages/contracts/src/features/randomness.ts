import { type Abi, encodeFunctionData, getAddress, parseEther } from 'viem';
import { chainlinkVrfOracleAbi } from '../generated/abis';
import { vrfOracleConstructorArgs } from '../randomnessPlan';
import { grantRoleCall } from '../roles';
import { defineContractFeature } from './feature';

/** ETH the randomness oracle's operator gets on every chain that has the oracle (commit and fulfil gas). */
export const ORACLE_OPERATOR_FUNDING = parseEther('100');

/**
 * Every chain's randomness oracle (hatching, rehatching). A plan's oracle kind says which one
 * (`ORACLE_CONTRACTS` of deploy.ts): the dev oracle's place takes Chainlink's adapter in a `vrf` plan.
 */
export const contractFeature = defineContractFeature({
  name: 'randomness',
  contracts: {
    // The devnet oracle: the deployer administers it and operates it until the wiring grants the
    // operator role to the API's oracle worker (DEVNET_ORACLE_OPERATOR).
    DevRandomnessOracle: {
      order: 110,
      networks: ['ethereum', 'polygon', 'arenaz'],
      constructorArgs: (context) => [context.deployer, context.deployer],
    },
    // Production randomness (a `vrf` plan, randomnessPlan.ts): Chainlink VRF v2.5 on the plan's
    // coordinator and subscription, in the dev oracle's place. The deployer administers it until the
    // handover. Chainlink's base made the creator (under CREATE2 the factory) the owner; the
    // constructor offers ownership to the adapter itself and the step right after completes it, so
    // no account owns it.
    ChainlinkVrfOracle: {
      order: 111,
      networks: [],
      constructorArgs: (context) => {
        if (!context.vrf) throw new Error('ChainlinkVrfOracle is placed but the plan gives no vrf settings');
        return vrfOracleConstructorArgs(context.vrf, context.deployer);
      },
      afterDeploy: (adapter) => [
        {
          label: 'ChainlinkVrfOracle: claimOwnership()',
          to: adapter,
          data: encodeFunctionData({ abi: chainlinkVrfOracleAbi, functionName: 'claimOwnership' }),
          check: {
            address: adapter,
            abi: chainlinkVrfOracleAbi as Abi,
            functionName: 'owner',
            args: [],
            expected: getAddress(adapter),
          },
        },
      ],
    },
  },
  wiring(contracts, accounts) {
    const oracle = contracts.DevRandomnessOracle;
    if (!oracle) return [];
    const grant = grantRoleCall(oracle, 'OPERATOR_ROLE', accounts.oracleOperator);
    return [
      { to: oracle, data: encodeFunctionData(grant) },
      { to: accounts.oracleOperator, value: ORACLE_OPERATOR_FUNDING },
    ];
  },
});
