import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildModulesApp } from '../../../test/appHarness';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/schema';
import { devnetModule } from '../devnet/module';
import { payoutsModule } from '../payouts/module';
import { stakingRewardsModule } from './module';

/**
 * The rewards module's fixtures: staking positions and an app of the modules the claim needs. Its
 * chain is the API's payout test chain (test/payoutTestChain.ts, Polygon: A2Z and RewardPayout).
 */

/** Positions as the staking module stores them (one row per address and continent). */
export async function insertPositions(
  db: Kysely<Database>,
  positions: readonly { address: string; continent: number; amount: bigint }[],
): Promise<void> {
  if (positions.length === 0) return;
  await db
    .insertInto('staking_position')
    .values(
      positions.map((p) => ({ address: p.address.toLowerCase(), continent: p.continent, amount: p.amount })),
    )
    .execute();
}

/**
 * An app with only what the claim needs: the rewards module, the payouts module that pays it, and
 * the devnet module that takes the startup snapshot on a devnet deployment — as modules/index.ts
 * registers them.
 */
export function buildRewardsApp(
  db: Kysely<Database>,
  config: ApiConfig,
  deployment: Deployment | undefined,
): Promise<FastifyInstance> {
  return buildModulesApp([stakingRewardsModule, payoutsModule, devnetModule], { db, config, deployment });
}
