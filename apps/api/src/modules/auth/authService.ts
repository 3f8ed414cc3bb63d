import { createHmac, randomBytes } from 'node:crypto';
import { type Session, SIWE_NONCE_TTL_SECONDS, type SignInErrorCode } from '@kingdoms/shared/api/auth';
import type { Kysely } from 'kysely';
import { generateSiweNonce, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Database } from '../../db/schema';
import { createSignedActionVerifier } from './signedActions';
import type { WalletSignatureVerifier } from './walletSignature';

/** A signed-in session lasts a week; signing out or a new secret ends it earlier. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * Expired nonces and expired or signed-out sessions are deleted when a nonce is issued, at most
 * this often per process: sign-ins are what fills both tables, so they also empty them.
 */
export const AUTH_PURGE_INTERVAL_MS = 60_000;

export interface AuthServiceDeps {
  db: Kysely<Database>;
  /** HMAC key for stored session tokens (the API's SESSION_SECRET). */
  sessionSecret: string;
  /** Lowercase admin addresses (ADMIN_ADDRESSES). */
  adminAddresses: readonly string[];
  /** Chain ids a sign-in may name: the live network set. */
  chainIds: readonly number[];
  /**
   * The portal's public origins (PUBLIC_ORIGINS): a message's domain and URI must both name one
   * of them. Never the request's Host or X-Forwarded-Host, which whoever sends the request picks.
   */
  publicOrigins: readonly string[];
  /**
   * The API's one signature check (createWalletSignatureVerifier): EOA, ERC-1271 and ERC-6492
   * wallets, asked of the chain the message names. Signed actions reach it through
   * `verifySignedAction` (signedActions.ts: message, freshness, one replay table).
   */
  verifySignature: WalletSignatureVerifier;
  now?: () => Date;
}

/** A refused sign-in names a code POST /auth/verify declares (its text is the descriptor's). */
export type SignInResult =
  | { ok: true; token: string; session: Session }
  | { ok: false; code: SignInErrorCode };

const refused = (code: SignInErrorCode): SignInResult => ({ ok: false, code });

export function createAuthService({
  db,
  sessionSecret,
  adminAddresses,
  chainIds,
  publicOrigins,
  verifySignature,
  now = () => new Date(),
}: AuthServiceDeps) {
  const hashToken = (token: string) => createHmac('sha256', sessionSecret).update(token).digest('hex');
  const isAdmin = (address: string) => adminAddresses.includes(address.toLowerCase());
  const origins = publicOrigins.map((origin) => new URL(origin));
  let lastPurge = Number.NEGATIVE_INFINITY;

  /** Deletes nonces past their expiry and sessions that expired or were signed out. */
  async function purgeExpired(at: Date): Promise<void> {
    await db.deleteFrom('siwe_nonce').where('expires_at', '<=', at).execute();
    await db
      .deleteFrom('auth_session')
      .where((row) => row.or([row('expires_at', '<=', at), row('revoked_at', 'is not', null)]))
      .execute();
  }

  async function issueNonce(): Promise<string> {
    const at = now();
    if (at.getTime() - lastPurge >= AUTH_PURGE_INTERVAL_MS) {
      lastPurge = at.getTime();
      await purgeExpired(at);
    }
    const nonce = generateSiweNonce();
    const expires = new Date(at.getTime() + SIWE_NONCE_TTL_SECONDS * 1000);
    await db.insertInto('siwe_nonce').values({ nonce, expires_at: expires }).execute();
    return nonce;
  }

  /** The message names one of the portal's origins as its domain, its URI and (if any) its scheme. */
  function isForThisPortal(parsed: ReturnType<typeof parseSiweMessage>): boolean {
    const domain = parsed.domain?.toLowerCase();
    const uri = parsed.uri && URL.canParse(parsed.uri) ? new URL(parsed.uri) : undefined;
    return origins.some(
      (origin) =>
        origin.host === domain &&
        uri?.origin === origin.origin &&
        (parsed.scheme === undefined || `${parsed.scheme.toLowerCase()}:` === origin.protocol),
    );
  }

  /**
   * Verifies an EIP-4361 message made for this portal and opens a session. The signature is
   * checked on the chain the message names (a smart-contract wallet's answer is that chain's).
   */
  async function signIn(message: string, signature: string): Promise<SignInResult> {
    const parsed = parseSiweMessage(message);
    if (
      !parsed.address ||
      !parsed.nonce ||
      !parsed.domain ||
      !parsed.chainId ||
      !parsed.uri ||
      !parsed.version ||
      !parsed.issuedAt ||
      Number.isNaN(parsed.issuedAt.getTime())
    ) {
      return refused('invalid_message');
    }
    if (!isForThisPortal(parsed)) return refused('wrong_domain');
    if (!chainIds.includes(parsed.chainId)) return refused('wrong_chain');
    const at = now();
    // Expiration Time and Not Before, when the message has them.
    if (!validateSiweMessage({ message: parsed, time: at })) return refused('expired');
    const valid = await verifySignature({
      chainId: parsed.chainId,
      address: parsed.address,
      message,
      signature,
    });
    if (!valid) return refused('invalid_signature');

    // Consuming the nonce in one statement makes a replayed message lose even on another instance.
    const consumed = await db
      .updateTable('siwe_nonce')
      .set({ used_at: at })
      .where('nonce', '=', parsed.nonce)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('nonce')
      .executeTakeFirst();
    if (!consumed) return refused('unknown_nonce');

    const token = randomBytes(32).toString('base64url');
    const address = parsed.address.toLowerCase();
    const expiresAt = new Date(at.getTime() + SESSION_TTL_SECONDS * 1000);
    await db
      .insertInto('auth_session')
      .values({ token_hash: hashToken(token), address, chain_id: parsed.chainId, expires_at: expiresAt })
      .execute();
    return {
      ok: true,
      token,
      session: {
        address,
        chainId: parsed.chainId,
        isAdmin: isAdmin(address),
        expiresAt: expiresAt.toISOString(),
      },
    };
  }

  async function sessionOf(token: string | undefined): Promise<Session | undefined> {
    if (!token) return undefined;
    const row = await db
      .selectFrom('auth_session')
      .select(['address', 'chain_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now())
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      address: row.address,
      chainId: row.chain_id,
      isAdmin: isAdmin(row.address),
      expiresAt: new Date(row.expires_at).toISOString(),
    };
  }

  async function signOut(token: string | undefined): Promise<void> {
    if (!token) return;
    await db
      .updateTable('auth_session')
      .set({ revoked_at: now() })
      .where('token_hash', '=', hashToken(token))
      .execute();
  }

  const verifySignedAction = createSignedActionVerifier(verifySignature);

  return {
    issueNonce,
    signIn,
    sessionOf,
    signOut,
    isAdmin,
    purgeExpired,
    verifySignature,
    verifySignedAction,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
