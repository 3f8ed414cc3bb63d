import { randomUUID } from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose';
import { devSubject } from '../migration';

/**
 * The devnet's local OpenID issuer: it stands in for Google's and Apple's sign-in (ID tokens) and
 * Facebook's (access tokens checked through a Graph-style debug_token), so the migration login runs
 * offline through the very verification code production uses. Keys live for one process: its
 * tokens are short-lived and fetched by the verifier through the JWKS endpoint.
 */
const ALGORITHM = 'RS256';
export const DEV_ID_TOKEN_TTL_SECONDS = 10 * 60;

export interface DevIssuerClients {
  google: string;
  apple: string;
  facebook: string;
}

export interface IssueOptions {
  email: string;
  clientId: string;
  nonce?: string;
  ttlSeconds?: number;
  now?: Date;
}

export interface DevIssuer {
  readonly issuer: string;
  readonly clients: DevIssuerClients;
  jwks(): { keys: JWK[] };
  discovery(): Record<string, unknown>;
  /** An ID token (Google/Apple stand-in) or an access token (Facebook stand-in; same format). */
  issueToken(options: IssueOptions): Promise<string>;
  /** Graph API `debug_token` data for a token this issuer made for the Facebook client. */
  debugToken(
    token: string,
  ): Promise<{ is_valid: boolean; app_id?: string; user_id?: string; expires_at?: number }>;
}

export async function createDevIssuer(issuer: string, clients: DevIssuerClients): Promise<DevIssuer> {
  const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };

  const sign = (options: IssueOptions, key: CryptoKey = privateKey) => {
    const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
    const email = options.email.trim().toLowerCase();
    return new SignJWT({ email, email_verified: true, ...(options.nonce ? { nonce: options.nonce } : {}) })
      .setProtectedHeader({ alg: ALGORITHM, kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(options.clientId)
      .setSubject(devSubject(email))
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + (options.ttlSeconds ?? DEV_ID_TOKEN_TTL_SECONDS))
      .sign(key);
  };

  return {
    issuer,
    clients,
    jwks: () => ({ keys: [publicJwk] }),
    discovery: () => ({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [ALGORITHM],
      scopes_supported: ['openid', 'email'],
    }),
    issueToken: (options) => sign(options),
    async debugToken(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ALGORITHM],
          issuer,
          audience: clients.facebook,
        });
        return { is_valid: true, app_id: clients.facebook, user_id: payload.sub, expires_at: payload.exp };
      } catch {
        return { is_valid: false };
      }
    },
  };
}
