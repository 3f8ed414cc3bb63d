import { z } from 'zod';
import { emptyBodySchema, endpoint, NOT_SIGNED_IN_MESSAGE } from './endpoint';
import { failureReplySchema } from './envelope';
import { text } from './text';
import { walletSignatureSchema } from './walletSignature';

/** The session cookie the API sets after a successful Sign-In with Ethereum (httpOnly). */
export const SESSION_COOKIE = 'kingdoms_session';
/** A nonce is good for one sign-in, within this many seconds. */
export const SIWE_NONCE_TTL_SECONDS = 10 * 60;
export const SIWE_STATEMENT = 'Sign in to Kingdoms Portal.';

/** Sign-in attempts per minute per client address. */
const SIGN_IN_RATE_LIMIT = 30;

/** POST /auth/nonce */
export const nonceReplySchema = z.object({ result: z.literal(1), nonce: z.string().min(8) });
export type NonceReply = z.infer<typeof nonceReplySchema>;

/**
 * POST /auth/verify: the EIP-4361 message the wallet signed, and its signature (an EOA's, or a
 * smart-contract wallet's: ERC-1271, ERC-6492 when not deployed yet).
 */
export const verifyRequestSchema = z.strictObject({
  message: text({ multiline: true }).min(1).max(4000),
  signature: walletSignatureSchema(),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const sessionSchema = z.object({
  /** Lowercase, as the web app keeps addresses. */
  address: z.string(),
  chainId: z.number().int(),
  isAdmin: z.boolean(),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const verifyReplySchema = z.union([
  z.object({ result: z.literal(1), session: sessionSchema }),
  failureReplySchema,
]);
export type VerifyReply = z.infer<typeof verifyReplySchema>;

/** GET /auth/session: the current session, or result 0 `not_signed_in`. */
export const sessionReplySchema = verifyReplySchema;
export type SessionReply = VerifyReply;

/** POST /auth/signout */
export const signOutReplySchema = z.object({ result: z.literal(1) });

/** Spec 2 rental: the wallet signs the lowercase rentee, an underscore and the token id. */
export function rentalSignatureMessage(renteeAddress: string, tokenId: string | number | bigint): string {
  return `${renteeAddress.toLowerCase()}_${tokenId}`;
}

export const nonceEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/auth/nonce',
  request: emptyBodySchema,
  example: {},
  reply: nonceReplySchema,
  access: 'anyone',
  summary: 'A one-time nonce for a Sign-In with Ethereum message',
  rateLimit: SIGN_IN_RATE_LIMIT,
});

export const verifyEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/auth/verify',
  request: verifyRequestSchema,
  example: {
    message:
      'portal.example wants you to sign in with your Ethereum account:\n0x0000000000000000000000000000000000000001\n\nURI: https://portal.example\nVersion: 1\nChain ID: 1\nNonce: abcdefgh12345678\nIssued At: 2025-01-01T00:00:00.000Z',
    signature: `0x${'11'.repeat(65)}`,
  },
  reply: verifyReplySchema,
  access: 'anyone',
  summary: 'Verify a signed EIP-4361 message and set the httpOnly session cookie',
  rateLimit: SIGN_IN_RATE_LIMIT,
  errors: {
    invalid_message: { status: 401, message: 'The sign-in message is not a valid EIP-4361 message.' },
    invalid_signature: { status: 401, message: 'The signature does not match the address of the message.' },
    unknown_nonce: {
      status: 401,
      message: 'The sign-in nonce is unknown, expired or already used; request a new one.',
    },
    wrong_domain: { status: 401, message: 'The sign-in message was made for another site.' },
    wrong_chain: { status: 401, message: 'The sign-in message names a chain this site does not use.' },
    expired: { status: 401, message: 'The sign-in message has expired or is not valid yet.' },
  },
});

/** Why a sign-in is refused (POST /auth/verify answers 401 with it). */
export type SignInErrorCode = keyof typeof verifyEndpoint.errors;

export const sessionEndpoint = endpoint({
  base: 'game',
  method: 'GET',
  path: '/auth/session',
  reply: sessionReplySchema,
  access: 'anyone',
  summary: 'The signed-in wallet of this browser',
  errors: { not_signed_in: { status: 200, message: NOT_SIGNED_IN_MESSAGE } },
});

export const signOutEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/auth/signout',
  request: emptyBodySchema,
  example: {},
  reply: signOutReplySchema,
  access: 'anyone',
  summary: 'End the session and clear its cookie',
});

/** The auth module's endpoints (the guards' refusals are `ACCESS_ERRORS` of ./endpoint). */
export const authEndpoints = {
  nonce: nonceEndpoint,
  verify: verifyEndpoint,
  session: sessionEndpoint,
  signOut: signOutEndpoint,
} as const;
