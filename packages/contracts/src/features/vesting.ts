import { encodeFunctionData, parseEther } from 'viem';
import { vestingAbi } from '../generated/abis';
import { defineContractFeature, mintCall, requireDeployed } from './feature';

/** The A2Z Vesting holds on Ethereum to pay vested rewards from. */
export const VESTING_FUNDING = parseEther('10000000');

/** My Reward: vested A2Z paid against the API's vouchers. */
export const contractFeature = defineContractFeature({
  name: 'vesting',
  contracts: {
    // The deployer owns it and signs until the wiring below rotates the signer to the API's key and funds it.
    Vesting: {
      order: 60,
      networks: ['ethereum'],
      constructorArgs: (context) => [requireDeployed(context, 'A2Z'), context.deployer, context.deployer],
    },
  },
  wiring(contracts, accounts) {
    const { Vesting, A2Z } = contracts;
    if (!Vesting || !A2Z) return [];
    return [
      {
        to: Vesting,
        data: encodeFunctionData({
          abi: vestingAbi,
          functionName: 'setSigner',
          args: [accounts.voucherSigner],
        }),
      },
      mintCall(A2Z, Vesting, VESTING_FUNDING),
    ];
  },
});
