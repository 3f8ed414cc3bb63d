import { encodeFunctionData, parseEther } from 'viem';
import { grantRoleCall } from '../roles';
import { defineContractFeature, mintCall, payoutLimitSteps, requireDeployed } from './feature';

/** The A2Z RewardPayout holds on Polygon to pay pledging rewards from. */
export const REWARD_PAYOUT_FUNDING = parseEther('1000000');

/** Pledging (spec: pledge, `Staking`) and its rewards (`RewardPayout`, A2Z on Polygon). */
export const contractFeature = defineContractFeature({
  name: 'pledging',
  contracts: {
    // Pledges hold the chain's A2Z; the contract has no admin.
    Staking: {
      order: 50,
      networks: ['ethereum'],
      constructorArgs: (context) => [requireDeployed(context, 'A2Z')],
    },
    // Pays pledging rewards in the chain's A2Z. The deployer administers it; who else may pay (and
    // the A2Z it pays from) is up to the operator: the wiring below grants PAYER_ROLE and funds it.
    RewardPayout: {
      order: 100,
      networks: ['polygon'],
      constructorArgs: (context) => [requireDeployed(context, 'A2Z'), context.deployer],
      afterDeploy: (address, context) => payoutLimitSteps('RewardPayout', address, context),
    },
  },
  // It pays from the API's payer account and its own balance.
  wiring(contracts, accounts) {
    const { RewardPayout, A2Z } = contracts;
    if (!RewardPayout || !A2Z) return [];
    const grant = grantRoleCall(RewardPayout, 'PAYER_ROLE', accounts.rewardPayer);
    return [
      { to: RewardPayout, data: encodeFunctionData(grant) },
      mintCall(A2Z, RewardPayout, REWARD_PAYOUT_FUNDING),
    ];
  },
});
