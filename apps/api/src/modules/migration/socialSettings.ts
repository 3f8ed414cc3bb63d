import type { Deployment } from '@kingdoms/shared/deployment';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import type { MigrationConfig, OidcProviderSettings } from './config';
import { devnetMoveTokenSecret } from './moveToken';
import type { OidcProviderConfig, SocialProvidersConfig } from './socialCredential';

/** The client ids the devnet's local issuer answers for, standing in for the real providers. */
export const DEV_CLIENTS = {
  google: 'kingdoms-devnet-google',
  apple: 'kingdoms-devnet-apple',
  facebook: 'kingdoms-devnet-facebook',
} as const;
/** Published on purpose: the devnet's stand-in Facebook app has nothing to protect. */
export const DEV_FACEBOOK_APP_SECRET = 'kingdoms-devnet-facebook-secret';

/** The subject the local issuer gives an e-mail: stable, as a provider gives one account one id. */
export function devSubject(email: string): string {
  return `dev-${Buffer.from(email.trim().toLowerCase()).toString('hex')}`;
}

export interface SocialSettings {
  /** The local issuer's URL when it runs in this process. */
  devIssuerUrl: string | undefined;
  providers: SocialProvidersConfig;
  clientIds: { google?: string; apple?: string; facebook?: string };
}

/** The local issuer runs on the devnet only, unless OIDC_DEV_ISSUER says otherwise. */
export function devIssuerEnabled(settings: MigrationConfig, deployment: Deployment | undefined): boolean {
  return settings.devIssuer ?? deployment?.env === 'devnet';
}

export function moveTokenSecret(settings: MigrationConfig): string {
  return settings.tokenSecret ?? devnetMoveTokenSecret();
}

function oidc(settings: OidcProviderSettings, clientId: string): OidcProviderConfig {
  return {
    issuers: [settings.issuer, settings.issuer.replace(/^https:\/\//, '')],
    jwksUrl: settings.jwksUrl,
    clientId,
  };
}

/**
 * On the devnet every provider is the local issuer (the web app then opens its sign-in page for
 * all three buttons); elsewhere each provider with a configured client id is the real one. Both
 * go through the same verifier.
 */
export function resolveSocialSettings(
  settings: MigrationConfig,
  deployment: Deployment | undefined,
): SocialSettings {
  const { google, apple, facebook, devIssuerUrl } = settings;
  const dev = devIssuerEnabled(settings, deployment) ? devIssuerUrl : undefined;
  const providers: SocialProvidersConfig = {};
  if (dev) {
    const devOidc = (clientId: string): OidcProviderConfig => ({
      issuers: [dev],
      jwksUrl: `${dev}/jwks`,
      clientId,
    });
    providers.google = devOidc(DEV_CLIENTS.google);
    providers.apple = devOidc(DEV_CLIENTS.apple);
    providers.facebook = {
      graphUrl: `${dev}/facebook`,
      appId: DEV_CLIENTS.facebook,
      appSecret: DEV_FACEBOOK_APP_SECRET,
    };
  } else {
    if (google.clientId) providers.google = oidc(google, google.clientId);
    if (apple.clientId) providers.apple = oidc(apple, apple.clientId);
    if (facebook.appId && facebook.appSecret) {
      providers.facebook = {
        graphUrl: facebook.graphUrl,
        appId: facebook.appId,
        appSecret: facebook.appSecret,
      };
    }
  }
  return {
    devIssuerUrl: dev,
    providers,
    clientIds: {
      google: providers.google?.clientId,
      apple: providers.apple?.clientId,
      facebook: providers.facebook?.appId,
    },
  };
}

/** The `social` block of /config.json. */
export function socialRuntimeConfig(
  settings: MigrationConfig,
  deployment: Deployment | undefined,
): NonNullable<RuntimeConfig['social']> {
  const { clientIds, devIssuerUrl } = resolveSocialSettings(settings, deployment);
  return {
    ...(clientIds.google ? { googleClientId: clientIds.google } : {}),
    ...(clientIds.apple ? { appleClientId: clientIds.apple } : {}),
    ...(clientIds.facebook ? { facebookAppId: clientIds.facebook } : {}),
    ...(devIssuerUrl ? { devIssuer: devIssuerUrl } : {}),
  };
}
