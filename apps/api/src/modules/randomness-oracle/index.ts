/** What other modules may use of the randomness oracle (its server part is ./module.ts). */
export {
  type RandomnessRequestState,
  type RandomnessRequestStatus,
  randomnessRequestStatus,
  randomnessRequestStatuses,
  type StatusOptions,
} from './status';
