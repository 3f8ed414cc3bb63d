import {
  moveCancelReplySchema,
  moveCancelRequestSchema,
  moveFromReplySchema,
  moveFromRequestSchema,
  moveToReplySchema,
  moveToRequestSchema,
  parseSocialLoginPayload,
  socialLoginReplySchema,
  socialLoginRequestSchema,
} from '@kingdoms/shared/api/migration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiHttpError } from '../../http/errors';
import type { MigrationService } from './migrationService';

/** Logins per minute per client: each one fetches keys or calls a provider. */
const LOGIN_RATE_LIMIT_PER_MINUTE = 20;

/** POST {oldChain}/api/moveklaytn/from: mounted under the old-chain prefix. */
export function oldChainMigrationRoutes(service: MigrationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/moveklaytn/from',
      {
        schema: {
          summary: 'Resolve a migration link token to its old-chain kingdom (spec 1 §7)',
          body: moveFromRequestSchema,
          response: { 200: moveFromReplySchema },
        },
      },
      async (request) => service.from(request.body.token),
    );
  };
}

/** POST {game}/api/moveklaytn/to and /cancel: mounted under the game prefix. */
export function gameMigrationRoutes(service: MigrationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/moveklaytn/to',
      {
        schema: {
          summary: "The kingdom's latest move (the migration log), if any (spec 1 §7)",
          body: moveToRequestSchema,
          response: { 200: moveToReplySchema },
        },
      },
      async (request) => service.log(request.body.kingdomId),
    );
    app.post(
      '/api/moveklaytn/cancel',
      {
        schema: {
          summary: 'Cancel a queued move; needs the migration link token (spec 1 §7)',
          body: moveCancelRequestSchema,
          response: { 200: moveCancelReplySchema },
        },
      },
      async (request) => service.cancel(request.body.kingdomId, request.body.token),
    );
  };
}

/** POST {server}/api/auth/login: mounted under the main game server prefix. */
export function serverMigrationRoutes(service: MigrationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          summary: 'Social login that links a migrating kingdom to a global account (spec 1 §7)',
          body: socialLoginRequestSchema,
          response: { 200: socialLoginReplySchema },
        },
        config: { rateLimit: { max: LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request) => {
        const payload = parseSocialLoginPayload(request.body.json);
        if (!payload) {
          throw new ApiHttpError(
            400,
            'invalid_request',
            'body.json must be a JSON string of {token, authType: google|apple|facebook, fromKlay: {kingdomId, worldId 1..26, moveToken}}',
          );
        }
        return service.login(payload);
      },
    );
  };
}
