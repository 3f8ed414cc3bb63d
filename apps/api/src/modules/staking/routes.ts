import { failureReplySchema } from '@kingdoms/shared/api/envelope';
import {
  changeCommentReplySchema,
  changeCommentRequestSchema,
  continentRankingReplySchema,
  continentRankingRequestSchema,
  dashboardReplySchema,
  emptyRequestSchema,
  myStakingReplySchema,
  myStakingRequestSchema,
  stakeListReplySchema,
} from '@kingdoms/shared/api/staking';
import { COMMENT_MAX_LENGTH } from '@kingdoms/shared/staking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sendCached } from '../../http/cachedReply';
import { ApiHttpError } from '../../http/errors';
import { changeComment } from './comment';
import type { StakingFigures } from './figures';

/** Spec 3 §5, word for word. */
export const COMMENT_TOO_LONG_MESSAGE = `Comments can contain up to ${COMMENT_MAX_LENGTH} characters.`;

/** Comment registrations per minute per client: each one verifies a signature. */
const COMMENT_RATE_LIMIT = 30;

/** A validation failure that is only the comment's length: the spec's own message and code. */
function onlyCommentTooLong(error: { validation: unknown }): boolean {
  const issues = error.validation as { instancePath?: string; keyword?: string }[] | undefined;
  return (
    Array.isArray(issues) &&
    issues.length > 0 &&
    issues.every((issue) => issue.instancePath === '/comment' && issue.keyword === 'too_big')
  );
}

/** Spec 3 §7 pledging calls, mounted under the game prefix. All POST. */
export function stakingRoutes(db: Kysely<Database>, figures: StakingFigures): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/staking/dashboard',
      {
        schema: {
          summary: 'Continent and individual rankings with the total pledged and holder count',
          body: emptyRequestSchema,
          response: { 200: dashboardReplySchema },
        },
      },
      async (_request, reply) => sendCached(reply, await figures.dashboard()),
    );

    app.post(
      '/staking/stake/list',
      {
        schema: {
          summary: 'Every continent with its tier, rank and total pledged, in continent order',
          body: emptyRequestSchema,
          response: { 200: stakeListReplySchema },
        },
      },
      async (_request, reply) => sendCached(reply, await figures.stakeList()),
    );

    app.post(
      '/staking/mystaking',
      {
        schema: {
          summary: "A wallet's pledges, rank, comment and claimable reward ('' answers zeros)",
          body: myStakingRequestSchema,
          response: { 200: myStakingReplySchema },
        },
      },
      (request) => figures.myStaking(request.body.address),
    );

    app.post(
      '/staking/continent/ranking',
      {
        schema: {
          summary: 'The pledgers of one continent by their stake there',
          body: continentRankingRequestSchema,
          response: { 200: continentRankingReplySchema },
        },
      },
      async (request, reply) => sendCached(reply, await figures.continentRanking(request.body.continent)),
    );

    app.post(
      '/staking/change/comment',
      {
        schema: {
          summary: "Set a pledger's comment with the wallet's signature of commentMessage()",
          body: changeCommentRequestSchema,
          response: { 200: changeCommentReplySchema, 400: failureReplySchema },
        },
        attachValidation: true,
        config: { rateLimit: { max: COMMENT_RATE_LIMIT, timeWindow: '1 minute' } },
      },
      async (request) => {
        if (request.validationError) {
          if (onlyCommentTooLong(request.validationError)) {
            throw new ApiHttpError(400, 'comment_too_long', COMMENT_TOO_LONG_MESSAGE);
          }
          throw request.validationError;
        }
        const reply = await changeComment(db, request.body);
        // The comment shows in the rankings: the next read recomputes them.
        if (reply.result === 1) figures.invalidate();
        return reply;
      },
    );
  };
}
