// Generated from the module folders by scripts/writeApiModuleIndex.ts: do not edit.
// modules/modules.test.ts fails when it is stale.
import type { AuthTables } from '../modules/auth/tables';
import type { BridgeTables } from '../modules/bridge/tables';
import type { ChainIndexerTables } from '../modules/chain-indexer/tables';
import type { DragosTables } from '../modules/dragos/tables';
import type { MigrationTables } from '../modules/migration/tables';
import type { PayoutsTables } from '../modules/payouts/tables';
import type { RandomnessOracleTables } from '../modules/randomness-oracle/tables';
import type { RelayerTables } from '../modules/relayer/tables';
import type { RentalTables } from '../modules/rental/tables';
import type { RouletteTables } from '../modules/roulette/tables';
import type { StakingTables } from '../modules/staking/tables';
import type { StakingRewardsTables } from '../modules/staking-rewards/tables';
import type { SubscribeTables } from '../modules/subscribe/tables';
import type { VestingTables } from '../modules/vesting/tables';
import type { PlatformTables } from './platformTables';

/** Every table of the API: the platform's (platformTables.ts) and each module's tables.ts. */
export interface Database
  extends PlatformTables,
    AuthTables,
    BridgeTables,
    ChainIndexerTables,
    DragosTables,
    MigrationTables,
    PayoutsTables,
    RandomnessOracleTables,
    RelayerTables,
    RentalTables,
    RouletteTables,
    StakingTables,
    StakingRewardsTables,
    SubscribeTables,
    VestingTables {}
