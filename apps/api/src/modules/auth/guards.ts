import type { Session } from '@kingdoms/shared/api/auth';
import { SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import { ACCESS_ERRORS } from '@kingdoms/shared/api/endpoint';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { refuse } from '../../http/refuse';
import type { AuthService } from './authService';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireWallet / requireAdmin: the signed-in wallet of this request. */
    walletSession?: Session;
  }
}

/** The session cookie's token (unsigned: it is random and only its HMAC is stored). */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}

/** The wallet a request body or query names, if any (`address` or `publicKey`, spec field names). */
function claimedWallet(request: FastifyRequest): string | undefined {
  for (const source of [request.body, request.query, request.params]) {
    if (source && typeof source === 'object') {
      const record = source as Record<string, unknown>;
      for (const field of ['address', 'publicKey']) {
        const value = record[field];
        if (typeof value === 'string' && value.length > 0) return value;
      }
    }
  }
  return undefined;
}

/**
 * preHandler: the request comes from a signed-in wallet, and any `address`/`publicKey` it names
 * is that wallet. A body field alone never authorises anything (DESIGN "Trust").
 */
export function requireWallet(auth: AuthService): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await auth.sessionOf(sessionToken(request));
    if (!session) return refuse(ACCESS_ERRORS, 'not_signed_in');
    const claimed = claimedWallet(request);
    if (claimed !== undefined && claimed.toLowerCase() !== session.address) {
      return refuse(ACCESS_ERRORS, 'wrong_wallet');
    }
    request.walletSession = session;
  };
}

/** preHandler: a signed-in wallet listed in ADMIN_ADDRESSES. */
export function requireAdmin(auth: AuthService): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await auth.sessionOf(sessionToken(request));
    if (!session) return refuse(ACCESS_ERRORS, 'not_signed_in');
    if (!session.isAdmin) return refuse(ACCESS_ERRORS, 'not_admin');
    request.walletSession = session;
  };
}
