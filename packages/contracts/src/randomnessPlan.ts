import type { VrfPlan } from '@kingdoms/shared/deployPlan';
import type { Address } from 'viem';

/**
 * Which randomness oracle one chain gets: the deployment plan's `oracle` (packages/shared
 * deployPlan.ts, issue 42 item 4, which also refuses a production plan naming the dev oracle
 * without a reason) seen from one chain.
 * - `dev`: `DevRandomnessOracle`, commit–reveal by the API's oracle worker (the devnet's).
 * - `vrf`: `ChainlinkVrfOracle`, Chainlink VRF v2.5 behind the same `IRandomnessOracle`, on the
 *   network's VRF coordinator with the studio's subscription. The API then runs no oracle worker
 *   (`RANDOMNESS_ORACLE=external`): Chainlink fulfils.
 */
export type RandomnessPlan = { readonly kind: 'dev' } | { readonly kind: 'vrf'; readonly vrf: VrfPlan };

/** The devnet's oracle (deployChain's default). */
export const DEV_RANDOMNESS: RandomnessPlan = { kind: 'dev' };

/** `ChainlinkVrfOracle`'s constructor arguments: `(admin, coordinator, VrfConfig)`. */
export function vrfOracleConstructorArgs(vrf: VrfPlan, admin: Address) {
  return [
    admin,
    vrf.coordinator,
    {
      keyHash: vrf.keyHash,
      subscriptionId: vrf.subscriptionId,
      requestConfirmations: vrf.requestConfirmations,
      callbackGasLimit: vrf.callbackGasLimit,
      nativePayment: vrf.nativePayment,
    },
  ] as const;
}
