import { devIssuerEndpointGroup as group } from '@kingdoms/shared/api/devIssuer';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import { type EndpointHandler, serveGroup } from '../../http/endpoints';
import { refuse } from '../../http/refuse';
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

  /** The sign-in page and its approval check the client and the redirect alike. */
  const checkClient = (
    endpoint: typeof group.authorize | typeof group.approve,
    clientId: string,
    redirectUri: string,
  ) => {
    const provider = providerOf(clientId);
    if (!provider) return refuse(endpoint, 'unknown_client', clientId);
    if (!isAllowedRedirect(redirectUri, allowedOrigins)) return refuse(endpoint, 'invalid_redirect_uri');
    return provider;
  };

  return serveGroup(group, {
    discovery: async () => issuer.discovery(),
    jwks: async () => issuer.jwks(),
    authorize: async (query) => {
      const provider = checkClient(group.authorize, query.client_id, query.redirect_uri);
      return renderAuthorizePage({
        provider,
        clientId: query.client_id,
        redirectUri: query.redirect_uri,
        state: query.state,
        nonce: query.nonce,
        approvePath: servedPath(group.approve),
        suggestedEmails: ['player@devnet.local', DEMO_EXISTING_ACCOUNT_EMAIL],
      });
    },
    approve: async (query, _request, reply) => {
      checkClient(group.approve, query.client_id, query.redirect_uri);
      const token = await issuer.issueToken({
        email: query.email,
        clientId: query.client_id,
        nonce: query.nonce,
      });
      const target = new URL(query.redirect_uri);
      target.hash = new URLSearchParams({ id_token: token, state: query.state }).toString();
      return reply.redirect(target.toString(), 302);
    },
    debugToken: async (query) => {
      if (query.access_token !== `${issuer.clients.facebook}|${facebookAppSecret}`) {
        return refuse(group.debugToken, 'invalid_app_token');
      }
      return { data: await issuer.debugToken(query.input_token) };
    },
  });
}
