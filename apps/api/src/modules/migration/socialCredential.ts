import { createHash } from 'node:crypto';
import type { SocialAuthType } from '@kingdoms/shared/migration';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Google and Apple (and the devnet issuer standing in for them): OpenID Connect ID tokens. */
export interface OidcProviderConfig {
  /** Accepted `iss` values (Google uses two spellings). */
  issuers: string[];
  jwksUrl: string;
  /** The `aud` our web client gets its tokens for. */
  clientId: string;
}

/**
 * Facebook's web login yields an access token, not an ID token; its documented check is the Graph
 * API `GET /debug_token?input_token=…&access_token={app-id}|{app-secret}`.
 */
export interface FacebookProviderConfig {
  graphUrl: string;
  appId: string;
  appSecret: string;
}

export interface SocialProvidersConfig {
  google?: OidcProviderConfig;
  apple?: OidcProviderConfig;
  facebook?: FacebookProviderConfig;
}

export type CredentialRejection = 'unavailable' | 'invalid' | 'expired' | 'wrong_audience';

export type CredentialCheck =
  | {
      ok: true;
      provider: SocialAuthType;
      /** The provider's stable account id. */
      subject: string;
      /** Identifies this very credential, so it can be used once. */
      replayKey: string;
    }
  | { ok: false; reason: CredentialRejection };

export type SocialCredentialVerifier = (authType: SocialAuthType, token: string) => Promise<CredentialCheck>;

/** ID tokens are signed with RSA (Google, Apple) or EC keys; never accept 'none' or HMAC. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256'];

function credentialHash(provider: SocialAuthType, token: string): string {
  return `${provider}:${createHash('sha256').update(token).digest('hex')}`;
}

async function verifyIdToken(
  provider: SocialAuthType,
  config: OidcProviderConfig,
  keys: JWTVerifyGetKey,
  token: string,
  now: () => Date,
): Promise<CredentialCheck> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ID_TOKEN_ALGORITHMS,
      issuer: config.issuers,
      audience: config.clientId,
      currentDate: now(),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (!payload.sub) return { ok: false, reason: 'invalid' };
    return { ok: true, provider, subject: payload.sub, replayKey: credentialHash(provider, token) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') {
      return { ok: false, reason: 'wrong_audience' };
    }
    return { ok: false, reason: 'invalid' };
  }
}

interface DebugTokenData {
  is_valid?: boolean;
  app_id?: string;
  user_id?: string;
  expires_at?: number;
}

async function verifyFacebookToken(
  config: FacebookProviderConfig,
  token: string,
  fetchImpl: typeof fetch,
  now: () => Date,
): Promise<CredentialCheck> {
  const url = new URL(`${config.graphUrl.replace(/\/+$/, '')}/debug_token`);
  url.searchParams.set('input_token', token);
  url.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  let data: DebugTokenData | undefined;
  try {
    const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false, reason: 'invalid' };
    data = ((await response.json()) as { data?: DebugTokenData }).data;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!data?.is_valid || !data.user_id) return { ok: false, reason: 'invalid' };
  if (data.app_id !== config.appId) return { ok: false, reason: 'wrong_audience' };
  // expires_at 0 marks a token without expiry (Facebook's convention).
  if (data.expires_at && data.expires_at * 1000 <= now().getTime()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    provider: 'facebook',
    subject: data.user_id,
    replayKey: credentialHash('facebook', token),
  };
}

export interface VerifierOptions {
  fetch?: typeof fetch;
  now?: () => Date;
}

/** One verifier for the three providers; unconfigured ones answer 'unavailable'. */
export function createSocialCredentialVerifier(
  providers: SocialProvidersConfig,
  options: VerifierOptions = {},
): SocialCredentialVerifier {
  const now = options.now ?? (() => new Date());
  const fetchImpl = options.fetch ?? fetch;
  // jose caches each key set and refetches on an unknown `kid` (key rotation).
  const keySets = new Map<SocialAuthType, JWTVerifyGetKey>();
  const keysOf = (provider: 'google' | 'apple', config: OidcProviderConfig): JWTVerifyGetKey => {
    let keys = keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(config.jwksUrl));
      keySets.set(provider, keys);
    }
    return keys;
  };

  return async (authType, token) => {
    if (authType === 'facebook') {
      return providers.facebook
        ? verifyFacebookToken(providers.facebook, token, fetchImpl, now)
        : { ok: false, reason: 'unavailable' };
    }
    const config = providers[authType];
    if (!config) return { ok: false, reason: 'unavailable' };
    return verifyIdToken(authType, config, keysOf(authType, config), token, now);
  };
}
