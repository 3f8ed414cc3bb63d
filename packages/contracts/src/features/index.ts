// Generated from the feature files by scripts/writeContractFeatureIndex.ts: do not edit.
// features.test.ts fails when it is stale.
import { contractFeature as bridge } from './bridge';
import { contractFeature as dragos } from './dragos';
import type { ContractFeature } from './feature';
import { contractFeature as mysteryBox } from './mysteryBox';
import { contractFeature as pledging } from './pledging';
import { contractFeature as randomness } from './randomness';
import { contractFeature as rental } from './rental';
import { contractFeature as stickers } from './stickers';
import { contractFeature as tokens } from './tokens';
import { contractFeature as vesting } from './vesting';

/** Every feature's contracts, one file each; deploy.ts places them by their `order`. */
export const CONTRACT_FEATURES = [
  bridge,
  dragos,
  mysteryBox,
  pledging,
  randomness,
  rental,
  stickers,
  tokens,
  vesting,
] as const satisfies readonly ContractFeature[];
