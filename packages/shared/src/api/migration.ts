import { z } from 'zod';
import {
  CONTINENT_MAX,
  CONTINENT_MIN,
  MOVE_FAILURE_REASONS,
  MOVE_STATUS_VALUES,
  type MoveStatus,
  SOCIAL_AUTH_TYPES,
} from '../migration';
import { endpoint } from './endpoint';
import { failureReplySchema } from './envelope';
import { text } from './text';

/** Migration tokens are JWTs; generous bound, well above any token we issue. */
export const MOVE_TOKEN_MAX_LENGTH = 2048;
const migrationToken = text().min(1).max(MOVE_TOKEN_MAX_LENGTH);
/** The Authorization scheme of the calls the link's token proves (login and cancel). */
export const MOVE_TOKEN_AUTH_SCHEME = 'Bearer';
const kingdomId = text().min(1).max(64);
const continent = z.number().int().min(CONTINENT_MIN).max(CONTINENT_MAX);

/** POST {oldChain}/api/moveklaytn/from */
export const moveFromRequestSchema = z.strictObject({ token: migrationToken });
export type MoveFromRequest = z.infer<typeof moveFromRequestSchema>;

export const oldChainKingdomSchema = z.object({
  _id: z.string(),
  name: z.string(),
  level: z.number().int(),
  power: z.number(),
});
export type OldChainKingdom = z.infer<typeof oldChainKingdomSchema>;

export const moveFromReplySchema = z.union([
  z.object({ result: z.literal(1), from: oldChainKingdomSchema }),
  failureReplySchema,
]);
export type MoveFromReply = z.infer<typeof moveFromReplySchema>;

/** POST {game}/api/moveklaytn/to: the kingdom's latest move, if any. */
export const moveToRequestSchema = z.strictObject({ kingdomId });
export type MoveToRequest = z.infer<typeof moveToRequestSchema>;

export const moveLogSchema = z.object({
  kingdomId: z.string(),
  /** the target continent 1..26 */
  worldId: z.number().int(),
  status: z.custom<MoveStatus>((value) => MOVE_STATUS_VALUES.includes(value as MoveStatus)),
  /** set when status is failed: the unmet preconditions */
  reasons: z.array(z.enum(MOVE_FAILURE_REASONS)),
  queuedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type MoveLog = z.infer<typeof moveLogSchema>;

export const moveToReplySchema = z.object({ result: z.literal(1), log: moveLogSchema.optional() });
export type MoveToReply = z.infer<typeof moveToReplySchema>;

/**
 * POST {game}/api/moveklaytn/cancel: the spec's body, kingdomId only. Cancelling changes state and
 * only the holder of the kingdom's link may do it, so the link's token proves it, sent as
 * `Authorization: Bearer <token>` (MOVE_TOKEN_AUTH_SCHEME), never as a body field.
 */
export const moveCancelRequestSchema = z.strictObject({ kingdomId });
export type MoveCancelRequest = z.infer<typeof moveCancelRequestSchema>;

export const moveCancelReplySchema = z.union([z.object({ result: z.literal(1) }), failureReplySchema]);
export type MoveCancelReply = z.infer<typeof moveCancelReplySchema>;

/**
 * The object inside POST {server}/api/auth/login's `json` string, as spec 1 §7 has it: `token` is
 * the provider's credential (an ID token for Google, Apple and the devnet issuer; an access token
 * for Facebook), `fromKlay` the kingdom and the target continent. The migration link's token,
 * proving the kingdom, is sent as `Authorization: Bearer <token>`, never in the body.
 */
export const socialLoginPayloadSchema = z.object({
  token: text().min(1).max(8192),
  authType: z.enum(SOCIAL_AUTH_TYPES),
  // Strict: proof of the kingdom is never a body field (a `moveToken` here is refused).
  fromKlay: z.strictObject({ kingdomId, worldId: continent }),
});
export type SocialLoginPayload = z.infer<typeof socialLoginPayloadSchema>;

/** The spec's body: `{ json: "<the payload as a JSON string>" }`. */
export const socialLoginRequestSchema = z.strictObject({ json: text({ multiline: true }).min(2).max(16384) });
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** Parses the `json` string; undefined when it is not valid JSON or not a valid payload. */
export function parseSocialLoginPayload(json: string): SocialLoginPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = socialLoginPayloadSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const socialLoginReplySchema = z.union([z.object({ result: z.literal(1) }), failureReplySchema]);
export type SocialLoginReply = z.infer<typeof socialLoginReplySchema>;

/** Logins per minute per client: each one fetches keys or calls a provider. */
const LOGIN_RATE_LIMIT = 20;
const EXAMPLE_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJrbGF5LTEwMDEifQ.c2lnbmF0dXJl';

/** The link's token is unknown, forged or expired, or names another kingdom (HTTP 200, result 0). */
const INVALID_TOKEN = { status: 200, message: 'The migration link is unknown, forged or expired.' } as const;

/**
 * The refusal of a request that does not carry the link's token as `Authorization: Bearer
 * <token>` at all (cancel, login): 401, before the handler looks at the token.
 */
export const MOVE_TOKEN_HEADER_ERRORS = {
  errors: {
    invalid_token: {
      status: 401,
      message: `Send the migration link's token as Authorization: ${MOVE_TOKEN_AUTH_SCHEME} <token>.`,
    },
  },
} as const;

export const moveFromEndpoint = endpoint({
  base: 'oldChain',
  method: 'POST',
  path: '/api/moveklaytn/from',
  request: moveFromRequestSchema,
  example: { token: EXAMPLE_TOKEN },
  reply: moveFromReplySchema,
  access: 'anyone',
  summary: 'Resolve a migration link token to its old-chain kingdom (spec 1 §7)',
  errors: { invalid_token: INVALID_TOKEN },
});

export const moveToEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/api/moveklaytn/to',
  request: moveToRequestSchema,
  example: { kingdomId: 'klay-1001' },
  reply: moveToReplySchema,
  access: 'anyone',
  summary: "The kingdom's latest move (the migration log), if any (spec 1 §7)",
});

export const moveCancelEndpoint = endpoint({
  base: 'game',
  method: 'POST',
  path: '/api/moveklaytn/cancel',
  request: moveCancelRequestSchema,
  example: { kingdomId: 'klay-1001' },
  reply: moveCancelReplySchema,
  access: 'anyone',
  summary:
    "Cancel a queued move (spec 1 §7); the migration link's token proves the kingdom as Authorization: Bearer <token>",
  errors: {
    invalid_token: INVALID_TOKEN,
    no_queued_move: { status: 200, message: 'This kingdom has no queued move to cancel.' },
  },
});

export const socialLoginEndpoint = endpoint({
  base: 'server',
  method: 'POST',
  path: '/api/auth/login',
  request: socialLoginRequestSchema,
  example: {
    json: JSON.stringify({
      token: 'provider-id-token',
      authType: 'google',
      fromKlay: { kingdomId: 'klay-1001', worldId: 5 },
    }),
  },
  reply: socialLoginReplySchema,
  access: 'anyone',
  summary:
    "Social login that links a migrating kingdom to a global account (spec 1 §7); the migration link's token proves the kingdom as Authorization: Bearer <token>",
  rateLimit: LOGIN_RATE_LIMIT,
  errors: {
    // `json` is a string the schema cannot look into: its shape is checked by the handler.
    invalid_request: {
      status: 400,
      message:
        'body.json must be a JSON string of {token, authType: google|apple|facebook, fromKlay: {kingdomId, worldId 1..26}}',
    },
    invalid_token: INVALID_TOKEN,
    already_exist: {
      status: 200,
      message: 'This account already exists on the global server; try another account.',
    },
    replayed: { status: 200, message: 'This sign-in was already used; sign in again.' },
    invalid_credential: { status: 200, message: 'The sign-in could not be verified.' },
    provider_unavailable: {
      status: 200,
      message: 'This sign-in provider is not configured on this server.',
    },
    move_exists: { status: 200, message: 'This kingdom already has a queued or finished move.' },
  },
});

/** The migration module's endpoints. */
export const migrationEndpoints = {
  moveFrom: moveFromEndpoint,
  moveTo: moveToEndpoint,
  moveCancel: moveCancelEndpoint,
  socialLogin: socialLoginEndpoint,
} as const;
