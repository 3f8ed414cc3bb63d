import { FIRST_EGG_ID_BY_NETWORK } from '@kingdoms/shared/api/dragos';
import { breedFeeTablesBaseUnits } from '@kingdoms/shared/drago/breed';
import { encodeFunctionData, zeroAddress } from 'viem';
import { eggAbi } from '../generated/abis';
import { defineContractFeature, grantStep, requireDeployed } from './feature';

/**
 * Dragos and eggs. Every network's eggs (ids above 20000) hatch there, into its Drago through its
 * oracle (spec 2 §4, §7), so Drago comes before Egg everywhere. Genesis eggs (Ethereum) still
 * hatch only on Arena-Z: Egg.hatching refuses genesis ids, and the gate locks them in Ethereum's Egg.
 */
export const contractFeature = defineContractFeature({
  name: 'dragos',
  contracts: {
    // Dragos ask the chain's oracle for rehatch randomness, so Drago is one of its consumers.
    Drago: {
      order: 120,
      networks: ['ethereum', 'polygon', 'arenaz'],
      constructorArgs: (context) => [context.deployer, requireDeployed(context, context.oracle)],
      afterDeploy: (drago, context) => [grantStep(context, context.oracle, 'CONSUMER_ROLE', drago, 'Drago')],
    },
    // Eggs hatch into the chain's Drago through its oracle (where no Drago was deployed before the
    // Egg, eggs do not hatch), laying ids from the network's own range (FIRST_EGG_ID_BY_NETWORK; a
    // test chain of no known network starts at 20001). The deployer signs genesis deliveries until
    // the wiring rotates the relayer signer to the API's key.
    Egg: {
      order: 130,
      networks: ['ethereum', 'polygon', 'arenaz'],
      constructorArgs: (context) => [
        context.deployer,
        context.deployed.Drago ?? zeroAddress,
        context.deployed[context.oracle] ?? zeroAddress,
        context.deployer,
        BigInt(FIRST_EGG_ID_BY_NETWORK[context.network?.key ?? 'arenaz']),
      ],
      afterDeploy(egg, context) {
        if (!context.deployed.Drago) return [];
        return [
          grantStep(context, 'Drago', 'MINTER_ROLE', egg, 'Egg'),
          grantStep(context, context.oracle, 'CONSUMER_ROLE', egg, 'Egg'),
        ];
      },
    },
    // Locks genesis eggs of Ethereum's Egg for the relayer to deliver on Arena-Z.
    GenesisEggGate: {
      order: 140,
      networks: ['ethereum'],
      constructorArgs: (context) => [requireDeployed(context, 'Egg')],
    },
    // Breeds the chain's dragos into its eggs for A2Z and DST. The fee tables come from the shared
    // rules (one source for the page and the contract); fees go to the deployer as treasury until the
    // handover makes the Safe the treasury. It counts breedings (Drago.BREEDER_ROLE) and lays the eggs (Egg.MINTER_ROLE).
    DragoBreeding: {
      order: 170,
      networks: ['arenaz'],
      constructorArgs: (context) => {
        const fees = breedFeeTablesBaseUnits();
        return [
          context.deployer,
          requireDeployed(context, 'Drago'),
          requireDeployed(context, 'Egg'),
          requireDeployed(context, 'A2Z'),
          requireDeployed(context, 'DST'),
          context.deployer,
          fees.a2z,
          fees.dst,
        ];
      },
      afterDeploy: (breeding, context) => [
        grantStep(context, 'Drago', 'BREEDER_ROLE', breeding, 'DragoBreeding'),
        grantStep(context, 'Egg', 'MINTER_ROLE', breeding, 'DragoBreeding'),
      ],
    },
  },
  // The relayer delivers genesis eggs with the API's voucher signature.
  wiring(contracts, accounts) {
    if (!contracts.Egg) return [];
    return [
      {
        to: contracts.Egg,
        data: encodeFunctionData({
          abi: eggAbi,
          functionName: 'setRelayerSigner',
          args: [accounts.voucherSigner],
        }),
      },
    ];
  },
});
