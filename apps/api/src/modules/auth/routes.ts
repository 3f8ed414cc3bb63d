import type { CookieSerializeOptions } from '@fastify/cookie';
import {
  nonceReplySchema,
  SESSION_COOKIE,
  sessionReplySchema,
  signOutReplySchema,
  verifyReplySchema,
  verifyRequestSchema,
} from '@kingdoms/shared/api/auth';
import { failure } from '@kingdoms/shared/api/envelope';
import { NETWORKS } from '@kingdoms/shared/networks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { type AuthService, authMessage, createAuthService, SESSION_TTL_SECONDS } from './authService';
import { sessionToken } from './guards';

/** Sign-in attempts per minute per client address. */
const SIGN_IN_RATE_LIMIT = 30;

/** The auth service of an API process: one per process, shared by the routes and the guards. */
export function authServiceOf(ctx: AppContext): AuthService {
  const env = ctx.deployment?.env ?? 'production';
  return createAuthService({
    db: ctx.db,
    sessionSecret: ctx.config.sessionSecret,
    adminAddresses: ctx.config.adminAddresses,
    chainIds: NETWORKS.map((network) => network.chainId[env]),
    publicOrigins: ctx.config.publicOrigins,
  });
}

/**
 * The session cookie's attributes, the same when it is set and when it is cleared: a clearing
 * Set-Cookie without HttpOnly/Secure is one a script or plain http could have sent.
 */
export function sessionCookieOptions(production: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production };
}

/**
 * Sign-In with Ethereum (EIP-4361), mounted under the game prefix: POST /game/auth/nonce,
 * POST /game/auth/verify, GET /game/auth/session, POST /game/auth/signout.
 */
export function authRoutes(ctx: AppContext, auth: AuthService = authServiceOf(ctx)): FastifyPluginAsyncZod {
  return async (app) => {
    const cookieOptions = sessionCookieOptions(ctx.config.production);

    app.post(
      '/auth/nonce',
      {
        schema: {
          summary: 'A one-time nonce for a Sign-In with Ethereum message',
          response: { 200: nonceReplySchema },
        },
        config: { rateLimit: { max: SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      },
      async () => ({ result: 1 as const, nonce: await auth.issueNonce() }),
    );

    app.post(
      '/auth/verify',
      {
        schema: {
          summary: 'Verify a signed EIP-4361 message and set the httpOnly session cookie',
          body: verifyRequestSchema,
          response: { 200: verifyReplySchema, 401: verifyReplySchema },
        },
        config: { rateLimit: { max: SIGN_IN_RATE_LIMIT, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const result = await auth.signIn(request.body.message, request.body.signature as `0x${string}`);
        if (!result.ok) return reply.code(401).send(failure(result.code, result.message));
        reply.setCookie(SESSION_COOKIE, result.token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
        return { result: 1 as const, session: result.session };
      },
    );

    app.get(
      '/auth/session',
      { schema: { summary: 'The signed-in wallet of this browser', response: { 200: sessionReplySchema } } },
      async (request) => {
        const session = await auth.sessionOf(sessionToken(request));
        return session
          ? { result: 1 as const, session }
          : failure('not_signed_in', authMessage('not_signed_in'));
      },
    );

    app.post(
      '/auth/signout',
      { schema: { summary: 'End the session and clear its cookie', response: { 200: signOutReplySchema } } },
      async (request, reply) => {
        await auth.signOut(sessionToken(request));
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        return { result: 1 as const };
      },
    );
  };
}
