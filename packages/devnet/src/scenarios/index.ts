// Generated from the scenario files by scripts/writeDevnetScenarioIndex.ts: do not edit.
// scenarios.test.ts fails when it is stale.
import { scenario as bridge } from './bridge';
import type { DevnetScenario } from './chain';
import { scenario as dragos } from './dragos';
import { scenario as pledging } from './pledging';
import { scenario as roulette } from './roulette';
import { scenario as stickers } from './stickers';
import { scenario as wallets } from './wallets';

/** Every feature's devnet scenario, one per file; seed.ts runs them by their `order`. */
export const DEVNET_SCENARIOS: readonly DevnetScenario[] = [
  bridge,
  dragos,
  pledging,
  roulette,
  stickers,
  wallets,
];
