import { DEV_ISSUER_PATH } from '@kingdoms/shared/api/devIssuer';
import {
  booleanFlag,
  ConfigError,
  configSlice,
  optionalSecret,
  optionalText,
  optionalUrl,
} from '../../lib/configSlice';

export const MIGRATION_TOKEN_SECRET_MIN_LENGTH = 32;

export interface OidcProviderSettings {
  readonly clientId: string | undefined;
  readonly issuer: string;
  readonly jwksUrl: string;
}

/** Kingdom migration: link tokens, social sign-in providers, the devnet's local OpenID issuer. */
export const migrationConfig = configSlice({
  key: 'migration',
  variables: {
    MIGRATION_TOKEN_SECRET: optionalSecret(MIGRATION_TOKEN_SECRET_MIN_LENGTH),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_OIDC_ISSUER: optionalUrl,
    GOOGLE_JWKS_URL: optionalUrl,
    APPLE_CLIENT_ID: optionalText,
    APPLE_OIDC_ISSUER: optionalUrl,
    APPLE_JWKS_URL: optionalUrl,
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    FACEBOOK_GRAPH_URL: optionalUrl,
    OIDC_DEV_ISSUER: booleanFlag,
    OIDC_DEV_ISSUER_URL: optionalUrl,
    MIGRATION_DAILY_JOB: booleanFlag,
  },
  read(vars, { host, port, production }) {
    if (production && !vars.MIGRATION_TOKEN_SECRET) {
      throw new ConfigError(
        'MIGRATION_TOKEN_SECRET',
        `is required in production (at least ${MIGRATION_TOKEN_SECRET_MIN_LENGTH} characters)`,
      );
    }
    const google: OidcProviderSettings = {
      clientId: vars.GOOGLE_CLIENT_ID,
      issuer: vars.GOOGLE_OIDC_ISSUER ?? 'https://accounts.google.com',
      jwksUrl: vars.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    };
    const apple: OidcProviderSettings = {
      clientId: vars.APPLE_CLIENT_ID,
      issuer: vars.APPLE_OIDC_ISSUER ?? 'https://appleid.apple.com',
      jwksUrl: vars.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
    };
    const localHost = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host;
    return {
      /** undefined: no MIGRATION_TOKEN_SECRET given (allowed off production; the devnet key is derived). */
      tokenSecret: vars.MIGRATION_TOKEN_SECRET,
      google,
      apple,
      facebook: {
        appId: vars.FACEBOOK_APP_ID,
        appSecret: vars.FACEBOOK_APP_SECRET,
        graphUrl: vars.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v19.0',
      },
      /** undefined: decided by the deployment (runs on the devnet only); never in production. */
      devIssuer: production ? false : vars.OIDC_DEV_ISSUER,
      /** The local issuer's public URL (its `iss`); default http://HOST:PORT/oidc-dev. */
      devIssuerUrl: (vars.OIDC_DEV_ISSUER_URL ?? `http://${localHost}:${port}${DEV_ISSUER_PATH}`).replace(
        /\/+$/,
        '',
      ),
      /** The daily 00:00 UTC move job runs in this process (MIGRATION_DAILY_JOB=false leaves it to another instance). */
      dailyMoveJob: vars.MIGRATION_DAILY_JOB ?? true,
    };
  },
});
export type MigrationConfig = ReturnType<typeof migrationConfig.read>;

declare module '../../config' {
  interface ModuleConfigs {
    readonly migration: MigrationConfig;
  }
}
