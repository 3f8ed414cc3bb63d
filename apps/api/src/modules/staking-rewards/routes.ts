import { failure } from '@kingdoms/shared/api/envelope';
import { claimRewardReplySchema, claimRewardRequestSchema } from '@kingdoms/shared/api/staking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthService } from '../auth/authService';
import { requireWallet } from '../auth/guards';
import { claimReward } from './claim';

export const CLAIM_REWARD_PATH = '/staking/claim/myreward';

/** Log texts of the claim's domain failures; the page shows its catalogue text alert_<code>. */
export const CLAIM_MESSAGES = {
  nothing_to_claim: 'There is no reward to claim yet.',
  payout_unavailable: 'Reward payouts are not available on this server right now.',
} as const;

export interface StakingRewardsRouteDeps {
  db: Kysely<Database>;
  auth: AuthService;
  /** False when nobody could pay a claim (see setup.ts): claims answer payout_unavailable. */
  claimsOpen: boolean;
  /** Called after a claim is queued (wakes the payout worker). */
  onClaimed?: () => void;
}

/**
 * Spec 3 §7 POST /staking/claim/myreward {address}, relative to the game prefix. Only the
 * signed-in wallet (SIWE session) may claim, and only for itself. Domain failures are HTTP 200
 * with result 0, like the other pledging calls.
 */
export function stakingRewardsRoutes(deps: StakingRewardsRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      CLAIM_REWARD_PATH,
      {
        schema: {
          summary: 'Claim the pledging reward: queues a payout on Polygon (sent within 24 hours)',
          body: claimRewardRequestSchema,
          response: { 200: claimRewardReplySchema },
        },
        preHandler: requireWallet(deps.auth),
      },
      async (request) => {
        if (!deps.claimsOpen) return failure('payout_unavailable', CLAIM_MESSAGES.payout_unavailable);
        // requireWallet made sure the body's address is the session's wallet.
        const wallet = request.walletSession?.address ?? request.body.address;
        const result = await claimReward(deps.db, wallet);
        if (!result.ok) return failure(result.code, CLAIM_MESSAGES[result.code]);
        deps.onClaimed?.();
        return {
          result: 1 as const,
          claim: { payoutId: result.payoutId, amount: result.amount.toString(), status: 'queued' },
        };
      },
    );
  };
}
