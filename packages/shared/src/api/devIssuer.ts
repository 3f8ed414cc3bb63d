import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './text';

/**
 * The devnet's local OpenID issuer (standing in for Google, Apple and Facebook sign-in): served
 * only where it is enabled (OIDC_DEV_ISSUER, on by default on the devnet, never in production).
 * The web app opens its sign-in page by browser navigation, not through the API client.
 */
export const DEV_ISSUER_PATH = '/oidc-dev';

/** Not strict: OpenID Connect clients send more parameters (scope, prompt…), which are ignored. */
export const authorizeQuerySchema = z.object({
  client_id: text().min(1).max(200),
  redirect_uri: text().max(2000).pipe(z.url()),
  response_type: z.literal('id_token').optional().default('id_token'),
  state: text().max(500).optional().default(''),
  nonce: text().max(500).optional().default(''),
});

export const approveQuerySchema = authorizeQuerySchema.extend({ email: text().max(254).pipe(z.email()) });

export const debugTokenQuerySchema = z.object({
  input_token: text().min(1).max(8192),
  access_token: text().min(1).max(500),
});

const jsonObject = z.record(z.string(), z.unknown());
const exampleAuthorize = {
  client_id: 'kingdoms-devnet-google',
  redirect_uri: 'http://127.0.0.1:8080/move/token',
  state: 's',
  nonce: 'n',
};

/** Refusals of the sign-in page and its approval (the same check of client and redirect). */
const CLIENT_ERRORS = {
  unknown_client: { status: 400, message: (clientId: string) => `Unknown client_id ${clientId}` },
  invalid_redirect_uri: { status: 400, message: 'redirect_uri must point back to the portal' },
} as const;

export const devIssuerDiscoveryEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: `${DEV_ISSUER_PATH}/.well-known/openid-configuration`,
  reply: jsonObject,
  access: 'anyone',
  summary: 'Devnet OpenID issuer: discovery document',
  hidden: true,
});

export const devIssuerJwksEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: `${DEV_ISSUER_PATH}/jwks`,
  reply: z.object({ keys: z.array(jsonObject) }),
  access: 'anyone',
  summary: 'Devnet OpenID issuer: signing keys',
  hidden: true,
});

export const devIssuerAuthorizeEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: `${DEV_ISSUER_PATH}/authorize`,
  request: authorizeQuerySchema,
  example: exampleAuthorize,
  reply: z.string(),
  produces: 'text/html; charset=utf-8',
  access: 'anyone',
  summary: 'Devnet OpenID issuer: sign-in page',
  hidden: true,
  errors: CLIENT_ERRORS,
});

export const devIssuerApproveEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: `${DEV_ISSUER_PATH}/authorize/approve`,
  request: approveQuerySchema,
  example: { ...exampleAuthorize, email: 'player@devnet.local' },
  // Answers 302 to redirect_uri with #id_token=…&state=… (no 200 body).
  reply: z.never(),
  access: 'anyone',
  summary: 'Devnet OpenID issuer: sign in and return to the portal',
  hidden: true,
  errors: CLIENT_ERRORS,
});

export const devIssuerDebugTokenEndpoint = endpoint({
  base: 'root',
  method: 'GET',
  path: `${DEV_ISSUER_PATH}/facebook/debug_token`,
  request: debugTokenQuerySchema,
  example: { input_token: 'token', access_token: 'kingdoms-devnet-facebook|secret' },
  reply: z.object({
    data: z.object({
      is_valid: z.boolean(),
      app_id: z.string().optional(),
      user_id: z.string().optional(),
      expires_at: z.number().optional(),
    }),
  }),
  access: 'anyone',
  summary: 'Devnet stand-in for the Graph API debug_token',
  hidden: true,
  errors: { invalid_app_token: { status: 400, message: 'The app access token is not valid' } },
});

/** The devnet module's endpoints: the local OpenID issuer. */
export const devIssuerEndpointGroup = {
  discovery: devIssuerDiscoveryEndpoint,
  jwks: devIssuerJwksEndpoint,
  authorize: devIssuerAuthorizeEndpoint,
  approve: devIssuerApproveEndpoint,
  debugToken: devIssuerDebugTokenEndpoint,
} as const;
