// Generated from the module folders by scripts/writeApiModuleIndex.ts: do not edit.
// modules.test.ts fails when a folder is missing here.
import { authModule } from './auth/module';
import { bridgeModule } from './bridge/module';
import { chainIndexerModule } from './chain-indexer/module';
import { devnetModule } from './devnet/module';
import { dragosModule } from './dragos/module';
import { healthModule } from './health/module';
import { migrationModule } from './migration/module';
import type { ApiModule } from './module';
import { payoutsModule } from './payouts/module';
import { randomnessOracleModule } from './randomness-oracle/module';
import { relayerModule } from './relayer/module';
import { rentalModule } from './rental/module';
import { rouletteModule } from './roulette/module';
import { runtimeConfigModule } from './runtime-config/module';
import { seoModule } from './seo/module';
import { stakingModule } from './staking/module';
import { stakingRewardsModule } from './staking-rewards/module';
import { subscribeModule } from './subscribe/module';
import { vestingModule } from './vesting/module';

/** Every module of the API, one per folder; the registry orders them by provides/uses (registry.ts). */
export const API_MODULES: readonly ApiModule[] = [
  authModule,
  bridgeModule,
  chainIndexerModule,
  devnetModule,
  dragosModule,
  healthModule,
  migrationModule,
  payoutsModule,
  randomnessOracleModule,
  relayerModule,
  rentalModule,
  rouletteModule,
  runtimeConfigModule,
  seoModule,
  stakingModule,
  stakingRewardsModule,
  subscribeModule,
  vestingModule,
];
