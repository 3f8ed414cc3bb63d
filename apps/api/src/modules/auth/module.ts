import type { CookieSerializeOptions } from '@fastify/cookie';
import { authEndpoints, SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { defineModule } from '../module';
import { SESSION_TTL_SECONDS } from './authService';
import { authConfig } from './config';
import { sessionToken } from './guards';

/**
 * The session cookie's attributes, the same when it is set and when it is cleared: a clearing
 * Set-Cookie without HttpOnly/Secure is one a script or plain http could have sent.
 */
export function sessionCookieOptions(production: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production };
}

/**
 * Sign-In with Ethereum (EIP-4361) under the game base: nonce, verify (sets the httpOnly session
 * cookie), session, sign-out. Other modules' 'wallet' and 'admin' endpoints are guarded by the
 * registry with the same service (guards.ts).
 */
export const authModule = defineModule({
  name: 'auth',
  config: authConfig,
  setup(ctx) {
    const { auth } = ctx;
    if (ctx.settings.sessionSecretGenerated) {
      ctx.logger.warn(
        'SESSION_SECRET is not set: using a random one, so sessions end when the process stops.',
      );
    }
    const cookieOptions = sessionCookieOptions(ctx.platform.production);
    return {
      endpoints: serveGroup(authEndpoints, {
        nonce: async () => ({ result: 1 as const, nonce: await auth.issueNonce() }),
        verify: async (body, _request, reply) => {
          const result = await auth.signIn(body.message, body.signature);
          if (!result.ok) return refuse(authEndpoints.verify, result.code);
          reply.setCookie(SESSION_COOKIE, result.token, { ...cookieOptions, maxAge: SESSION_TTL_SECONDS });
          return { result: 1 as const, session: result.session };
        },
        session: async (_query, request) => {
          const session = await auth.sessionOf(sessionToken(request));
          return session ? { result: 1 as const, session } : refuse(authEndpoints.session, 'not_signed_in');
        },
        signOut: async (_body, request, reply) => {
          await auth.signOut(sessionToken(request));
          reply.clearCookie(SESSION_COOKIE, cookieOptions);
          return { result: 1 as const };
        },
      }),
    };
  },
});
