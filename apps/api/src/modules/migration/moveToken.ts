import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * Migration links carry a game-issued token: an HS256 JWT whose subject is the old-chain kingdom
 * id. It is signed with MIGRATION_TOKEN_SECRET and expires, so a link proves its holder was sent
 * that kingdom's link by the game.
 */
const ISSUER = 'kingdoms-game';
const AUDIENCE = 'kingdoms-migration';
const ALGORITHM = 'HS256';

/** Links printed by the devnet stay usable for a week of demos. */
export const DEFAULT_MOVE_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** HS256 wants at least 256 bits of key. */
export const MIN_SECRET_BYTES = 32;

/**
 * The devnet's key: fixed, so links survive API restarts during a devnet run. Anyone can derive it,
 * which is why configuration refuses to run without an explicit secret outside the devnet.
 */
export function devnetMoveTokenSecret(): string {
  return createHash('sha256').update('kingdoms-portal/devnet/migration-token-secret/v1').digest('hex');
}

export interface MoveTokenOptions {
  ttlSeconds?: number;
  now?: Date;
}

function keyOf(secret: string): Uint8Array {
  const key = new TextEncoder().encode(secret);
  if (key.length < MIN_SECRET_BYTES) {
    throw new Error(`The migration token secret must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return key;
}

export async function issueMoveToken(
  secret: string,
  kingdomId: string,
  options: MoveTokenOptions = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(kingdomId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.ttlSeconds ?? DEFAULT_MOVE_TOKEN_TTL_SECONDS))
    .sign(keyOf(secret));
}

export type MoveTokenCheck =
  | { valid: true; kingdomId: string }
  | { valid: false; reason: 'expired' | 'invalid' };

/** The kingdom id of a genuine, unexpired token; never throws for bad input. */
export async function verifyMoveToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<MoveTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    if (!payload.sub) return { valid: false, reason: 'invalid' };
    return { valid: true, kingdomId: payload.sub };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
    return { valid: false, reason: 'invalid' };
  }
}
