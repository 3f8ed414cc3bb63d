import type { CookieSerializeOptions } from '@fastify/cookie';
import { authEndpoints, SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import { serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
import { defineModule } from '../module';
import { type AuthService, SESSION_TTL_SECONDS } from './authService';
import { authConfig } from './config';
import { requireAdmin, requireWallet, sessionToken } from './guards';
import { createProcessAuth } from './processService';

declare module '../module' {
  interface ModuleServices {
    /** Sign-In with Ethereum sessions and signed-action checks (the auth module). */
    readonly auth: AuthService;
  }
}

/**
 * The session cookie's attributes, the same when it is set and when it is cleared: a clearing
 * Set-Cookie without HttpOnly/Secure is one a script or plain http could have sent.
 */
export function sessionCookieOptions(production: boolean): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production };
}

/**
 * Sign-In with Ethereum (EIP-4361) under the game base: nonce, verify (sets the httpOnly session
 * cookie), session, sign-out. It provides the sessions (`auth`: signed-action checks for other
 * modules) and the guards the registry puts on 'wallet' and 'admin' endpoints (`accessGuards`,
 * guards.ts).
 */
export const authModule = defineModule({
  name: 'auth',
  config: authConfig,
  provides: ['auth', 'accessGuards'],
  setup(ctx) {
    const auth = createProcessAuth(ctx, ctx.settings);
    if (ctx.settings.sessionSecretGenerated) {
      ctx.logger.warn(
        'SESSION_SECRET is not set: using a random one, so sessions end when the process stops.',
      );
    }
    const cookieOptions = sessionCookieOptions(ctx.platform.production);
    return {
      services: { auth, accessGuards: { wallet: requireWallet(auth), admin: requireAdmin(auth) } },
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
