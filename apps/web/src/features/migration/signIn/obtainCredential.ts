import type { SocialAuthType } from '@kingdoms/shared/migration';
import type { RuntimeConfig } from '@kingdoms/shared/runtime-config';
import { startDevSignIn } from './devIssuerRedirect';
import { appleIdToken, facebookAccessToken, googleIdToken } from './providerSdks';

export type SocialSettings = NonNullable<RuntimeConfig['social']>;

/** The provider is not configured on this deployment. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

export type CredentialOutcome = { kind: 'credential'; credential: string } | { kind: 'redirected' };

function clientIdOf(social: SocialSettings, authType: SocialAuthType): string | undefined {
  if (authType === 'google') return social.googleClientId;
  if (authType === 'apple') return social.appleClientId;
  return social.facebookAppId;
}

/**
 * Gets the provider credential for `authType`: on the devnet by leaving for the local issuer's page
 * (the page finishes the login when it comes back), in production through the provider's SDK,
 * loaded now and not before.
 */
export async function obtainCredential(
  social: SocialSettings | undefined,
  authType: SocialAuthType,
  request: { worldId: number; moveToken: string },
): Promise<CredentialOutcome> {
  const clientId = social ? clientIdOf(social, authType) : undefined;
  if (!social || !clientId) throw new ProviderUnavailableError(authType);
  if (social.devIssuer) {
    startDevSignIn(social.devIssuer, clientId, { authType, ...request });
    return { kind: 'redirected' };
  }
  const nonce = crypto.randomUUID();
  if (authType === 'google') return { kind: 'credential', credential: await googleIdToken(clientId, nonce) };
  if (authType === 'apple') return { kind: 'credential', credential: await appleIdToken(clientId, nonce) };
  return { kind: 'credential', credential: await facebookAccessToken(clientId) };
}
