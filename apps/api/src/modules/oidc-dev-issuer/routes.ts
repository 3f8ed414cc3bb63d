import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiHttpError } from '../../http/errors';
import { DEMO_EXISTING_ACCOUNT_EMAIL } from '../migration/demoKingdoms';
import { renderAuthorizePage } from './authorizePage';
import { DEV_ISSUER_PATH, type DevIssuer } from './devIssuer';

const authorizeQuery = z.object({
  client_id: z.string().min(1).max(200),
  redirect_uri: z.url().max(2000),
  response_type: z.literal('id_token').optional().default('id_token'),
  state: z.string().max(500).optional().default(''),
  nonce: z.string().max(500).optional().default(''),
});

const approveQuery = authorizeQuery.extend({ email: z.email().max(254) });

const debugTokenQuery = z.object({
  input_token: z.string().min(1).max(8192),
  access_token: z.string().min(1).max(500),
});

/** Redirects go back to the portal only: loopback hosts or the origins allowed to call the API. */
function isAllowedRedirect(redirectUri: string, allowedOrigins: readonly string[]): boolean {
  const url = new URL(redirectUri);
  if (!['http:', 'https:'].includes(url.protocol)) return false;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || allowedOrigins.includes(url.origin);
}

export interface DevIssuerRouteOptions {
  issuer: DevIssuer;
  facebookAppSecret: string;
  allowedOrigins: readonly string[];
}

/**
 * The devnet's OpenID issuer under /oidc-dev: discovery, JWKS, the sign-in page (implicit flow:
 * the ID token comes back in the redirect's fragment) and a Graph-style debug_token for the
 * Facebook stand-in. Registered only when the dev issuer is enabled.
 */
export function devIssuerRoutes({
  issuer,
  facebookAppSecret,
  allowedOrigins,
}: DevIssuerRouteOptions): FastifyPluginAsyncZod {
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

  return async (app) => {
    app.get(
      '/.well-known/openid-configuration',
      { schema: { summary: 'Devnet OpenID issuer: discovery document', hide: true } },
      async () => issuer.discovery(),
    );
    app.get('/jwks', { schema: { summary: 'Devnet OpenID issuer: signing keys', hide: true } }, async () =>
      issuer.jwks(),
    );

    app.get(
      '/authorize',
      { schema: { summary: 'Devnet OpenID issuer: sign-in page', querystring: authorizeQuery, hide: true } },
      async (request, reply) => {
        const query = request.query;
        const provider = checkClient(query.client_id, query.redirect_uri);
        return reply.type('text/html; charset=utf-8').send(
          renderAuthorizePage({
            provider,
            clientId: query.client_id,
            redirectUri: query.redirect_uri,
            state: query.state,
            nonce: query.nonce,
            approvePath: `${DEV_ISSUER_PATH}/authorize/approve`,
            suggestedEmails: ['player@devnet.local', DEMO_EXISTING_ACCOUNT_EMAIL],
          }),
        );
      },
    );

    app.get(
      '/authorize/approve',
      {
        schema: {
          summary: 'Devnet OpenID issuer: sign in and return to the portal',
          querystring: approveQuery,
          hide: true,
        },
      },
      async (request, reply) => {
        const query = request.query;
        checkClient(query.client_id, query.redirect_uri);
        const token = await issuer.issueToken({
          email: query.email,
          clientId: query.client_id,
          nonce: query.nonce,
        });
        const fragment = new URLSearchParams({ id_token: token, state: query.state });
        const target = new URL(query.redirect_uri);
        target.hash = fragment.toString();
        return reply.redirect(target.toString(), 302);
      },
    );

    app.get(
      '/facebook/debug_token',
      {
        schema: {
          summary: 'Devnet stand-in for the Graph API debug_token',
          querystring: debugTokenQuery,
          hide: true,
        },
      },
      async (request) => {
        if (request.query.access_token !== `${issuer.clients.facebook}|${facebookAppSecret}`) {
          throw new ApiHttpError(400, 'invalid_app_token', 'The app access token is not valid');
        }
        return { data: await issuer.debugToken(request.query.input_token) };
      },
    );
  };
}
