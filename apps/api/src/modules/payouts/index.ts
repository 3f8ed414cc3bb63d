/** What other modules may use of the payouts module (its server part is ./module.ts). */
export {
  PAYOUT_PAYERS,
  PAYOUT_PURPOSE_NAME,
  type PayoutAsset,
  type PayoutPurpose,
  type PayoutPurposes,
} from './payers';
export { heldPayoutsOf, newPayoutId, type PayoutRequest, queuePayout } from './queue';
export { createPayouts, type Payouts } from './service';
export { type PayerSetup, type PayoutSetup, resolvePayoutSetup } from './setup';
