import { stakingEndpoints } from '@kingdoms/shared/api/staking';
import { chainIdOf } from '@kingdoms/shared/networks';
import type { FastifySchemaValidationError } from 'fastify';
import { sendCached } from '../../http/cachedReply';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { type ApiModule, defineModule } from '../module';
import { changeComment } from './comment';
import { createStakingFigures, type StakingFiguresOptions } from './figures';
import { STAKING_NETWORK, stakingSubscription } from './subscription';

/** A validation failure that is only the comment's length answers the spec's own code and text. */
function commentTooLong(issues: readonly FastifySchemaValidationError[]): undefined {
  const onlyLength =
    issues.length > 0 &&
    issues.every((issue) => issue.instancePath === '/comment' && issue.keyword === 'too_big');
  // refuse throws its 400, which answers in place of the validation error.
  if (onlyLength) refuse(stakingEndpoints.changeComment, 'comment_too_long');
  return undefined;
}

/**
 * Pledging (spec 3 §7): positions indexed from the Staking contract, the read calls (served from
 * a short cache that an indexed change drops) and the signed comment. The reward claim is
 * staking-rewards'.
 */
export function createStakingModule(
  /** Tests shorten or lengthen the cache lifetime. */
  options: Pick<StakingFiguresOptions, 'ttlMs' | 'now'> = {},
): ApiModule {
  return defineModule({
    name: 'staking',
    needs: ['runtimeConfig'],
    uses: ['auth', 'rewards'],
    setup(ctx) {
      const { db } = ctx;
      const subscription = stakingSubscription(ctx.deployment);
      if (!subscription) {
        ctx.logger.info('The deployment has no Staking contract on Ethereum: pledging figures stay empty.');
      }
      // Comments are signed for the pledging chain (a smart-contract wallet answers there).
      const commentCheck = {
        verifySignedAction: ctx.services.auth.verifySignedAction,
        chainId: ctx.deployment?.chains[STAKING_NETWORK].chainId ?? chainIdOf(STAKING_NETWORK, 'production'),
      };
      const figures = createStakingFigures({
        db,
        chainId: subscription?.chainId,
        claimableReward: ctx.services.rewards.claimable,
        tierBands: ctx.needs.runtimeConfig.siteContent.pledgingTiers.bands,
        ...options,
      });
      return {
        endpoints: serveGroup(stakingEndpoints, {
          dashboard: async (_body, _request, reply) => sendCached(reply, await figures.dashboard()),
          stakeList: async (_body, _request, reply) => sendCached(reply, await figures.stakeList()),
          myStaking: (body) => figures.myStaking(body.address),
          continentRanking: async (body, _request, reply) =>
            sendCached(reply, await figures.continentRanking(body.continent)),
          changeComment: {
            handle: async (body) => {
              const reply = await changeComment(db, commentCheck, body);
              // The comment shows in the rankings: the next read recomputes them.
              if (reply.result === 1) figures.invalidate();
              return reply;
            },
            invalidRequest: commentTooLong,
          },
        }),
        subscriptions: subscription ? [subscription] : [],
        onIndexerChange(chainId) {
          if (chainId === subscription?.chainId) figures.invalidate();
        },
      };
    },
  });
}

export const stakingModule = createStakingModule();
