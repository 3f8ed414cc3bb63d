// Generated from the migration folders by scripts/writeApiModuleIndex.ts: do not edit.
// modules/modules.test.ts fails when it is stale.
import type { Migration } from 'kysely';
import * as m0003AuthSession from '../../modules/auth/migrations/0003_auth_session';
import * as m0020SignedAction from '../../modules/auth/migrations/0020_signed_action';
import * as m0014Bridge from '../../modules/bridge/migrations/0014_bridge';
import * as m0004ChainIndexer from '../../modules/chain-indexer/migrations/0004_chain_indexer';
import * as m0009Dragos from '../../modules/dragos/migrations/0009_dragos';
import * as m0016DragoHatchStart from '../../modules/dragos/migrations/0016_drago_hatch_start';
import * as m0002KingdomMigration from '../../modules/migration/migrations/0002_kingdom_migration';
import * as m0008Payouts from '../../modules/payouts/migrations/0008_payouts';
import * as m0021PayoutHeld from '../../modules/payouts/migrations/0021_payout_held';
import * as m0023PayoutPurposeOpen from '../../modules/payouts/migrations/0023_payout_purpose_open';
import * as m0011RandomnessOracle from '../../modules/randomness-oracle/migrations/0011_randomness_oracle';
import * as m0022RelayerHeld from '../../modules/relayer/migrations/0022_relayer_held';
import * as m0013Rental from '../../modules/rental/migrations/0013_rental';
import * as m0019RentalEndedByTransfer from '../../modules/rental/migrations/0019_rental_ended_by_transfer';
import * as m0010Roulette from '../../modules/roulette/migrations/0010_roulette';
import * as m0018RouletteRevokedGrants from '../../modules/roulette/migrations/0018_roulette_revoked_grants';
import * as m0005Staking from '../../modules/staking/migrations/0005_staking';
import * as m0012StakingAggregates from '../../modules/staking/migrations/0012_staking_aggregates';
import * as m0015StakingSummary from '../../modules/staking/migrations/0015_staking_summary';
import * as m0006StakingRewards from '../../modules/staking-rewards/migrations/0006_staking_rewards';
import * as m0001Subscriber from '../../modules/subscribe/migrations/0001_subscriber';
import * as m0007Vesting from '../../modules/vesting/migrations/0007_vesting';
import * as m0017JobLeases from './0017_job_leases';

/**
 * Every migration, in its global sequence, by the id the database records (NNNN_name). Each lives
 * in the folder of the module that owns it (modules/<name>/migrations/; the platform's in
 * db/migrations/). Add one as the next number in its module's folder and regenerate.
 */
export const migrations: Record<string, Migration> = {
  '0001_subscriber': m0001Subscriber, // subscribe
  '0002_kingdom_migration': m0002KingdomMigration, // migration
  '0003_auth_session': m0003AuthSession, // auth
  '0004_chain_indexer': m0004ChainIndexer, // chain-indexer
  '0005_staking': m0005Staking, // staking
  '0006_staking_rewards': m0006StakingRewards, // staking-rewards
  '0007_vesting': m0007Vesting, // vesting
  '0008_payouts': m0008Payouts, // payouts
  '0009_dragos': m0009Dragos, // dragos
  '0010_roulette': m0010Roulette, // roulette
  '0011_randomness_oracle': m0011RandomnessOracle, // randomness-oracle
  '0012_staking_aggregates': m0012StakingAggregates, // staking
  '0013_rental': m0013Rental, // rental
  '0014_bridge': m0014Bridge, // bridge
  '0015_staking_summary': m0015StakingSummary, // staking
  '0016_drago_hatch_start': m0016DragoHatchStart, // dragos
  '0017_job_leases': m0017JobLeases, // platform
  '0018_roulette_revoked_grants': m0018RouletteRevokedGrants, // roulette
  '0019_rental_ended_by_transfer': m0019RentalEndedByTransfer, // rental
  '0020_signed_action': m0020SignedAction, // auth
  '0021_payout_held': m0021PayoutHeld, // payouts
  '0022_relayer_held': m0022RelayerHeld, // relayer
  '0023_payout_purpose_open': m0023PayoutPurposeOpen, // payouts
};
