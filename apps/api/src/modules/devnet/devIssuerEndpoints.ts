import {
  devIssuerApproveEndpoint,
  devIssuerAuthorizeEndpoint,
  devIssuerDebugTokenEndpoint,
  devIssuerDiscoveryEndpoint,
  devIssuerJwksEndpoint,
} from '@kingdoms/shared/api/devIssuer';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import { type EndpointHandler, serve } from '../../http/endpoints';
import { ApiHttpError } from '../../http/errors';
import { DEMO_EXISTING_ACCOUNT_EMAIL } from '../migration';
import { renderAuthorizePage } from './authorizePage';
import type { DevIssuer } from './devIssuer';

/** Redirects go back to the portal only: loopback hosts or the origins allowed to call the API. */
function isAllowedRedirect(redirectUri: string, allowedOrigins: readonly string[]): boolean {
  const url = new URL(redirectUri);
  if (!['http:', 'https:'].includes(url.protocol)) return false;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || allowedOrigins.includes(url.origin);
}

export interface DevIssuerEndpointOptions {
  issuer: DevIssuer;
  facebookAppSecret: string;
  allowedOrigins: readonly string[];
}

/**
 * The local issuer under /oidc-dev: discovery, JWKS, the sign-in page (implicit flow: the ID
 * token comes back in the redirect's fragment) and a Graph-style debug_token for the Facebook
 * stand-in.
 */
export function devIssuerEndpoints({
  issuer,
  facebookAppSecret,
  allowedOrigins,
}: DevIssuerEndpointOptions): EndpointHandler[] {
  const providerOf = (clientId: string) =>
    (Object.entries(issuer.clients).find(([, id]) => id === clientId)?.[0] as keyof DevIssuer['clients']) ??
    undefined;

  const checkClient = (clientId: string, redirectUri: string) => {
    const provider = providerOf(clientId);
    if (!provider) throw new ApiHttpError(400, 'unknown_client', `Unknown client_id ${clientId}`);
    if (!isAllowedRedirect(redirectUri, allowedOrigins)) {
      throw new ApiHttpError(400, 'invalid_redirect_uri', 'redirect_uri must point back to the portal');
    }
    return provider;
  };

  return [
    serve(devIssuerDiscoveryEndpoint, async () => issuer.discovery()),
    serve(devIssuerJwksEndpoint, async () => issuer.jwks()),
    serve(devIssuerAuthorizeEndpoint, async (query) => {
      const provider = checkClient(query.client_id, query.redirect_uri);
      return renderAuthorizePage({
        provider,
        clientId: query.client_id,
        redirectUri: query.redirect_uri,
        state: query.state,
        nonce: query.nonce,
        approvePath: servedPath(devIssuerApproveEndpoint),
        suggestedEmails: ['player@devnet.local', DEMO_EXISTING_ACCOUNT_EMAIL],
      });
    }),
    serve(devIssuerApproveEndpoint, async (query, _request, reply) => {
      checkClient(query.client_id, query.redirect_uri);
      const token = await issuer.issueToken({
        email: query.email,
        clientId: query.client_id,
        nonce: query.nonce,
      });
      const target = new URL(query.redirect_uri);
      target.hash = new URLSearchParams({ id_token: token, state: query.state }).toString();
      return reply.redirect(target.toString(), 302);
    }),
    serve(devIssuerDebugTokenEndpoint, async (query) => {
      if (query.access_token !== `${issuer.clients.facebook}|${facebookAppSecret}`) {
        throw new ApiHttpError(400, 'invalid_app_token', 'The app access token is not valid');
      }
      return { data: await issuer.debugToken(query.input_token) };
    }),
  ];
}
