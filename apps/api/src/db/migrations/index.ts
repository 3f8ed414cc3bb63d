import type { Migration } from 'kysely';
import * as m0001 from './0001_subscriber';
import * as m0002KingdomMigration from './0002_kingdom_migration';
import * as m0003AuthSession from './0003_auth_session';
import * as m0004ChainIndexer from './0004_chain_indexer';
import * as m0005Staking from './0005_staking';
import * as m0006StakingRewards from './0006_staking_rewards';
import * as m0007Vesting from './0007_vesting';
import * as m0008Payouts from './0008_payouts';
import * as m0009Dragos from './0009_dragos';
import * as m0010Roulette from './0010_roulette';
import * as m0011RandomnessOracle from './0011_randomness_oracle';
import * as m0012StakingAggregates from './0012_staking_aggregates';
import * as m0013Rental from './0013_rental';
import * as m0014Bridge from './0014_bridge';
import * as m0015StakingSummary from './0015_staking_summary';
import * as m0016DragoHatchStart from './0016_drago_hatch_start';
import * as m0017JobLeases from './0017_job_leases';
import * as m0018RouletteRevokedGrants from './0018_roulette_revoked_grants';
import * as m0019RentalEndedByTransfer from './0019_rental_ended_by_transfer';
import * as m0020SignedAction from './0020_signed_action';
import * as m0021PayoutHeld from './0021_payout_held';
import * as m0022RelayerHeld from './0022_relayer_held';

/**
 * Every migration, in order, by name. Registered statically (no folder scanning) so they work
 * the same under tsx, vitest and any bundler. Add new ones at the end: NNNN_name.
 */
export const migrations: Record<string, Migration> = {
  '0001_subscriber': m0001,
  '0002_kingdom_migration': m0002KingdomMigration,
  '0003_auth_session': m0003AuthSession,
  '0004_chain_indexer': m0004ChainIndexer,
  '0005_staking': m0005Staking,
  '0006_staking_rewards': m0006StakingRewards,
  '0007_vesting': m0007Vesting,
  '0008_payouts': m0008Payouts,
  '0009_dragos': m0009Dragos,
  '0010_roulette': m0010Roulette,
  '0011_randomness_oracle': m0011RandomnessOracle,
  '0012_staking_aggregates': m0012StakingAggregates,
  '0013_rental': m0013Rental,
  '0014_bridge': m0014Bridge,
  '0015_staking_summary': m0015StakingSummary,
  '0016_drago_hatch_start': m0016DragoHatchStart,
  '0017_job_leases': m0017JobLeases,
  '0018_roulette_revoked_grants': m0018RouletteRevokedGrants,
  '0019_rental_ended_by_transfer': m0019RentalEndedByTransfer,
  '0020_signed_action': m0020SignedAction,
  '0021_payout_held': m0021PayoutHeld,
  '0022_relayer_held': m0022RelayerHeld,
};
