import { encodeFunctionData, parseEther } from 'viem';
import { grantRoleCall } from '../roles';
import { defineContractFeature, mintCall, payoutLimitSteps, requireDeployed } from './feature';

/** The DST DstPayout holds on Arena-Z to pay drago rental profit from. */
export const DST_PAYOUT_FUNDING = parseEther('1000000');

/** Drago rental's profit, paid in Arena-Z's DST (apps/api/src/modules/payouts), set up as RewardPayout. */
export const contractFeature = defineContractFeature({
  name: 'rental',
  contracts: {
    DstPayout: {
      order: 160,
      networks: ['arenaz'],
      constructorArgs: (context) => [requireDeployed(context, 'DST'), context.deployer],
      afterDeploy: (address, context) => payoutLimitSteps('DstPayout', address, context),
    },
  },
  // It pays from the API's payer account and its own balance.
  wiring(contracts, accounts) {
    const { DstPayout, DST } = contracts;
    if (!DstPayout || !DST) return [];
    const grant = grantRoleCall(DstPayout, 'PAYER_ROLE', accounts.rewardPayer);
    return [{ to: DstPayout, data: encodeFunctionData(grant) }, mintCall(DST, DstPayout, DST_PAYOUT_FUNDING)];
  },
});
