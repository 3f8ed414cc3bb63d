import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevIssuer, type DevIssuer } from '../devnet/devIssuer';
import { createSocialCredentialVerifier, type SocialCredentialVerifier } from './socialCredential';

const clients = { google: 'google-client', apple: 'apple-client', facebook: 'fb-app' };
let issuer: DevIssuer;
let forger: DevIssuer;
let server: Server;
let verify: SocialCredentialVerifier;

beforeAll(async () => {
  // A real HTTP JWKS endpoint, as Google's is: the verifier fetches keys over the network.
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/jwks') response.end(JSON.stringify(issuer.jwks()));
    else if (request.url?.startsWith('/facebook/debug_token')) {
      const url = new URL(request.url, 'http://x');
      if (url.searchParams.get('access_token') !== 'fb-app|fb-secret') {
        response.statusCode = 400;
        response.end('{}');
        return;
      }
      issuer
        .debugToken(url.searchParams.get('input_token') ?? '')
        .then((data) => response.end(JSON.stringify({ data })));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = await createDevIssuer(base, clients);
  forger = await createDevIssuer(base, clients);
  const oidc = (clientId: string) => ({ issuers: [base], jwksUrl: `${base}/jwks`, clientId });
  verify = createSocialCredentialVerifier({
    google: oidc(clients.google),
    apple: oidc(clients.apple),
    facebook: { graphUrl: `${base}/facebook`, appId: clients.facebook, appSecret: 'fb-secret' },
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('social credential verification', () => {
  it('accepts a genuine ID token for our client and names the account', async () => {
    const token = await issuer.issueToken({ email: 'A@Example.com', clientId: clients.google });
    const check = await verify('google', token);
    expect(check).toMatchObject({ ok: true, provider: 'google', subject: expect.stringMatching(/^dev-/) });
    const again = await verify(
      'google',
      await issuer.issueToken({ email: 'a@example.com', clientId: clients.google }),
    );
    expect(again.ok && check.ok && again.subject === check.subject).toBe(true);
  });

  it('gives each credential its own replay key', async () => {
    const one = await verify('apple', await issuer.issueToken({ email: 'a@x.io', clientId: clients.apple }));
    const two = await verify('apple', await issuer.issueToken({ email: 'a@x.io', clientId: clients.apple }));
    expect(one.ok && two.ok && one.replayKey !== two.replayKey).toBe(true);
  });

  it('refuses a token signed by another key (forged)', async () => {
    const token = await forger.issueToken({ email: 'a@x.io', clientId: clients.google });
    expect(await verify('google', token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired token', async () => {
    const token = await issuer.issueToken({
      email: 'a@x.io',
      clientId: clients.google,
      now: new Date(Date.now() - 3600_000),
      ttlSeconds: 600,
    });
    expect(await verify('google', token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token issued for another client (wrong audience)', async () => {
    const token = await issuer.issueToken({ email: 'a@x.io', clientId: 'someone-else' });
    expect(await verify('google', token)).toEqual({ ok: false, reason: 'wrong_audience' });
    // Apple's client id is not Google's either.
    const appleToken = await issuer.issueToken({ email: 'a@x.io', clientId: clients.apple });
    expect(await verify('google', appleToken)).toEqual({ ok: false, reason: 'wrong_audience' });
  });

  it('refuses an HMAC-signed token even with the right claims', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer.issuer)
      .setAudience(clients.google)
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('k'.repeat(32)));
    expect(await verify('google', token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each(['', 'not-a-jwt', 'a.b.c'])('refuses %j', async (token) => {
    expect((await verify('google', token)).ok).toBe(false);
  });

  it('checks Facebook tokens through debug_token: valid, forged, wrong app', async () => {
    const token = await issuer.issueToken({ email: 'fb@x.io', clientId: clients.facebook });
    expect(await verify('facebook', token)).toMatchObject({ ok: true, provider: 'facebook' });
    const forged = await forger.issueToken({ email: 'fb@x.io', clientId: clients.facebook });
    expect(await verify('facebook', forged)).toEqual({ ok: false, reason: 'invalid' });
    const otherApp = await issuer.issueToken({ email: 'fb@x.io', clientId: clients.google });
    expect((await verify('facebook', otherApp)).ok).toBe(false);
  });

  it('answers unavailable for a provider that is not configured', async () => {
    const bare = createSocialCredentialVerifier({});
    expect(await bare('apple', 'x')).toEqual({ ok: false, reason: 'unavailable' });
    expect(await bare('facebook', 'x')).toEqual({ ok: false, reason: 'unavailable' });
  });
});
