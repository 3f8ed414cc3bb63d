import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { IndexerSubscription } from '../chain-indexer/types';
import { claimableReward } from '../staking-rewards/queries';
import { createStakingFigures, type StakingFigures, type StakingFiguresOptions } from './figures';
import { stakingRoutes } from './routes';
import { stakingSubscription } from './subscription';

export interface StakingModule {
  readonly figures: StakingFigures;
  /** What the chain indexer must follow for pledging (empty without a Staking deployment). */
  readonly subscriptions: readonly IndexerSubscription[];
  /** The indexer's onChange: staking logs of `chainId` were applied or reverted. */
  onIndexerChange(chainId: number): void;
}

/** Pledging's read side and comment (spec 3 §7), mounted under `prefix` (the game base). */
export async function registerStaking(
  app: FastifyInstance,
  ctx: AppContext,
  prefix: string,
  /** Tests shorten or lengthen the cache lifetime. */
  options: Pick<StakingFiguresOptions, 'ttlMs' | 'now'> = {},
): Promise<StakingModule> {
  const subscription = stakingSubscription(ctx.deployment);
  if (!subscription) {
    ctx.logger.info('The deployment has no Staking contract on Ethereum: pledging figures stay empty.');
  }
  const figures = createStakingFigures({
    db: ctx.db,
    chainId: subscription?.chainId,
    claimableReward,
    ...options,
  });
  await app.register(stakingRoutes(ctx.db, figures), { prefix });
  return {
    figures,
    subscriptions: subscription ? [subscription] : [],
    onIndexerChange(chainId) {
      if (chainId === subscription?.chainId) figures.invalidate();
    },
  };
}
