import { z } from 'zod';
import { failureReplySchema } from './envelope';

const hexAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address');
const hexSignature = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte 0x-prefixed signature');

/** The session cookie the API sets after a successful Sign-In with Ethereum (httpOnly). */
export const SESSION_COOKIE = 'kingdoms_session';
/** A nonce is good for one sign-in, within this many seconds. */
export const SIWE_NONCE_TTL_SECONDS = 10 * 60;
export const SIWE_STATEMENT = 'Sign in to Kingdoms Portal.';

export const AUTH_ERROR_CODES = [
  'invalid_message',
  'invalid_signature',
  'unknown_nonce',
  'wrong_domain',
  'wrong_chain',
  'expired',
  'not_signed_in',
  'wrong_wallet',
  'not_admin',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** POST /auth/nonce */
export const nonceReplySchema = z.object({ result: z.literal(1), nonce: z.string().min(8) });
export type NonceReply = z.infer<typeof nonceReplySchema>;

/** POST /auth/verify: the EIP-4361 message the wallet signed, and its signature. */
export const verifyRequestSchema = z.object({
  message: z.string().min(1).max(4000),
  signature: hexSignature,
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

/** A per-action personal_sign signature as the specs name them (comment, rental). */
export const signedActionSchema = z.object({ address: hexAddress, signed: hexSignature });

/** Spec 2 rental: the wallet signs the lowercase rentee, an underscore and the token id. */
export function rentalSignatureMessage(renteeAddress: string, tokenId: string | number | bigint): string {
  return `${renteeAddress.toLowerCase()}_${tokenId}`;
}

/** Spec 3 comment: the wallet signs the comment itself. */
export function commentSignatureMessage(comment: string): string {
  return comment;
}
