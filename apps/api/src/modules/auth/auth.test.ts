import cookie from '@fastify/cookie';
import { rentalSignatureMessage, SESSION_COOKIE, SIWE_NONCE_TTL_SECONDS } from '@kingdoms/shared/api/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { registerErrorHandler } from '../../http/errors';
import { createAuthService, SESSION_TTL_SECONDS } from './authService';
import { requireAdmin, requireWallet } from './guards';
import { createWalletSignatureVerifier } from './walletSignature';

// Anvil's public test keys: never used outside tests and local chains.
const player = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const admin = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const HOST = 'portal.test';
/** The portal's configured public origin (PUBLIC_ORIGINS) in these tests. */
const ORIGIN = `https://${HOST}`;
/** The verifier of an API that knows no chain's RPC: EOA signatures only. */
const eoaOnly = createWalletSignatureVerifier({ rpcUrlOf: () => undefined });
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  MIGRATION_TOKEN_SECRET: 'm'.repeat(32),
  PUBLIC_ORIGINS: ORIGIN,
};

describe.each(testDatabases())('Sign-In with Ethereum on $name', (kind) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database, { ADMIN_ADDRESSES: admin.address, PUBLIC_ORIGINS: ORIGIN });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A nonce from `on` (each app instance has its own sign-in rate limit). */
  async function nonce(on = app): Promise<string> {
    const reply = await on.inject({ method: 'POST', url: '/game/auth/nonce', headers: { host: HOST } });
    expect(reply.statusCode).toBe(200);
    return reply.json().nonce;
  }

  async function message(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}, on = app) {
    return createSiweMessage({
      address: player.address,
      chainId: 137,
      domain: HOST,
      nonce: await nonce(on),
      uri: `https://${HOST}`,
      version: '1',
      ...overrides,
    });
  }

  function verify(body: unknown, headers: Record<string, string> = { host: HOST }, on = app) {
    return on.inject({ method: 'POST', url: '/game/auth/verify', headers, payload: body as object });
  }

  async function signed(overrides: Parameters<typeof message>[0] = {}, on = app) {
    const text = await message(overrides, on);
    return { message: text, signature: await player.signMessage({ message: text }) };
  }

  it('signs in, sets an httpOnly session cookie, and reports the lowercase wallet', async () => {
    const text = await message();
    const reply = await verify({ message: text, signature: await player.signMessage({ message: text }) });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      result: 1,
      session: { address: player.address.toLowerCase(), isAdmin: false },
    });
    const setCookie = reply.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(setCookie?.httpOnly).toBe(true);

    const session = await app.inject({
      method: 'GET',
      url: '/game/auth/session',
      headers: { host: HOST },
      cookies: { [SESSION_COOKIE]: setCookie!.value },
    });
    expect(session.json()).toMatchObject({
      result: 1,
      session: { address: player.address.toLowerCase(), chainId: 137 },
    });

    const out = await app.inject({
      method: 'POST',
      url: '/game/auth/signout',
      headers: { host: HOST },
      cookies: { [SESSION_COOKIE]: setCookie!.value },
    });
    expect(out.json()).toEqual({ result: 1 });
    const after = await app.inject({
      method: 'GET',
      url: '/game/auth/session',
      cookies: { [SESSION_COOKIE]: setCookie!.value },
    });
    expect(after.json()).toMatchObject({ result: 0, err: { code: 'not_signed_in' } });
  });

  it('refuses a replayed message (the nonce is consumed)', async () => {
    const text = await message();
    const body = { message: text, signature: await player.signMessage({ message: text }) };
    expect((await verify(body)).statusCode).toBe(200);
    const replay = await verify(body);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().err.code).toBe('unknown_nonce');
  });

  it('refuses a nonce the server never issued', async () => {
    const text = createSiweMessage({
      address: player.address,
      chainId: 137,
      domain: HOST,
      nonce: 'madeUpNonce123456',
      uri: `https://${HOST}`,
      version: '1',
    });
    const reply = await verify({ message: text, signature: await player.signMessage({ message: text }) });
    expect(reply.json().err.code).toBe('unknown_nonce');
  });

  it.each([
    ['another site', { domain: 'evil.test' }, 'wrong_domain'],
    ['an unknown chain', { chainId: 56 }, 'wrong_chain'],
    ['an expired message', { expirationTime: new Date(Date.now() - 60_000) }, 'expired'],
    ['a message not valid yet', { notBefore: new Date(Date.now() + 60_000) }, 'expired'],
  ])('refuses a message for %s', async (_label, overrides, code) => {
    const text = await message(overrides);
    const reply = await verify({ message: text, signature: await player.signMessage({ message: text }) });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().err.code).toBe(code);
  });

  it('refuses a signature by another wallet', async () => {
    const text = await message();
    const reply = await verify({ message: text, signature: await admin.signMessage({ message: text }) });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().err.code).toBe('invalid_signature');
  });

  it('answers 400 naming the field for a malformed body, never 500', async () => {
    const reply = await verify({ message: 'hello', signature: '0x12345' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().err.code).toBe('invalid_request');
    expect(reply.json().err.message).toContain('signature');
    const notSiwe = await verify({ message: 'hello', signature: `0x${'11'.repeat(65)}` });
    expect(notSiwe.statusCode).toBe(401);
    expect(notSiwe.json().err.code).toBe('invalid_message');
  });

  describe('the message must name the configured public origin, never the request headers', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = await buildTestApp(database, { PUBLIC_ORIGINS: ORIGIN, TRUST_PROXY: 'true' });
    });
    afterAll(async () => proxied?.close());

    const evilHeaders: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      { host: HOST, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];

    describe.each([
      ['without TRUST_PROXY', () => app],
      ['with TRUST_PROXY', () => proxied],
    ])('%s', (_label, target) => {
      it.each(evilHeaders)('refuses a message for another site sent with %j', async (headers) => {
        const body = await signed({ domain: 'evil.example', uri: 'https://evil.example' }, target());
        const reply = await verify(body, headers, target());
        expect(reply.statusCode).toBe(401);
        expect(reply.json().err.code).toBe('wrong_domain');
        expect(reply.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      });

      it.each([
        ['a foreign URI', { uri: 'https://evil.example/' }],
        ['the URI on plain http', { uri: `http://${HOST}` }],
        ['the URI on another port', { uri: `https://${HOST}:8443` }],
        ['a domain with another port', { domain: `${HOST}:8443` }],
        ['another scheme', { scheme: 'http' }],
      ])('refuses the right domain with %s', async (_what, overrides) => {
        const reply = await verify(await signed(overrides, target()), { host: HOST }, target());
        expect(reply.statusCode).toBe(401);
        expect(reply.json().err.code).toBe('wrong_domain');
      });

      it.each<Record<string, string>>([
        { host: HOST },
        { host: '10.0.0.7:8080' },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      ])('accepts a message for the portal whatever the request says (%j)', async (headers) => {
        const body = await signed({ uri: `${ORIGIN}/land`, scheme: 'https' }, target());
        const reply = await verify(body, headers, target());
        expect(reply.statusCode).toBe(200);
        expect(reply.json().session.address).toBe(player.address.toLowerCase());
      });
    });
  });

  describe('session cookie attributes', () => {
    let production: FastifyInstance;
    beforeAll(async () => {
      production = await buildTestApp(database, PRODUCTION_ENV);
    });
    afterAll(async () => production?.close());

    /** Signs in and out on `target`; returns both Set-Cookie headers of the session cookie. */
    async function signInAndOut(target: FastifyInstance): Promise<{ set: string; cleared: string }> {
      const signedIn = await verify(await signed({}, target), { host: HOST }, target);
      expect(signedIn.statusCode).toBe(200);
      const token = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
      const signedOut = await target.inject({
        method: 'POST',
        url: '/game/auth/signout',
        cookies: { [SESSION_COOKIE]: token },
      });
      expect(signedOut.statusCode).toBe(200);
      const header = (reply: typeof signedIn) =>
        [reply.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
      return { set: header(signedIn), cleared: header(signedOut) };
    }

    it('clears the cookie with the attributes it was set with (HttpOnly, SameSite, Path)', async () => {
      const { set, cleared } = await signInAndOut(app);
      for (const cookie of [set, cleared]) {
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; SameSite=Lax/);
        expect(cookie).toMatch(/; Path=\//);
        expect(cookie).not.toMatch(/; Secure/);
      }
      expect(set).toMatch(new RegExp(`Max-Age=${SESSION_TTL_SECONDS}`));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    });

    it('marks both Secure in production', async () => {
      const { set, cleared } = await signInAndOut(production);
      for (const cookie of [set, cleared]) {
        expect(cookie).toMatch(/; HttpOnly/);
        expect(cookie).toMatch(/; Secure/);
      }
    });
  });

  describe('expiry and purge', () => {
    let fresh: AppDatabase;
    beforeAll(async () => {
      fresh = await kind.open();
    });
    afterAll(async () => fresh?.close());

    const count = async (table: 'siwe_nonce' | 'auth_session') =>
      Number(
        (
          await fresh.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('refuses an expired nonce, then purges it and ended sessions when the next nonce is issued', async () => {
      let clock = new Date('2030-01-01T00:00:00Z');
      const later = (ms: number) => {
        clock = new Date(clock.getTime() + ms);
      };
      const service = createAuthService({
        db: fresh.db,
        sessionSecret: 'x'.repeat(32),
        adminAddresses: [],
        chainIds: [137],
        publicOrigins: [ORIGIN],
        verifySignature: eoaOnly,
        now: () => clock,
      });
      const signInWith = async (nonce: string) => {
        const text = createSiweMessage({
          address: player.address,
          chainId: 137,
          domain: HOST,
          nonce,
          uri: ORIGIN,
          version: '1',
          issuedAt: clock,
        });
        return service.signIn(text, await player.signMessage({ message: text }));
      };

      const kept = await signInWith(await service.issueNonce());
      const ended = await signInWith(await service.issueNonce());
      if (!kept.ok || !ended.ok) throw new Error('sign-in failed');
      await service.signOut(ended.token);
      const stale = await service.issueNonce();

      later(SIWE_NONCE_TTL_SECONDS * 1000 + 1000);
      expect(await signInWith(stale)).toMatchObject({ ok: false, code: 'unknown_nonce' });
      expect(await count('siwe_nonce')).toBe(3);
      expect(await count('auth_session')).toBe(2);

      const next = await service.issueNonce();
      const nonces = await fresh.db.selectFrom('siwe_nonce').select('nonce').execute();
      expect(nonces.map((row) => row.nonce)).toEqual([next]);
      // The signed-out session is gone; the live one stays.
      expect(await count('auth_session')).toBe(1);
      expect(await service.sessionOf(kept.token)).toMatchObject({ address: player.address.toLowerCase() });

      later(SESSION_TTL_SECONDS * 1000);
      expect(await service.sessionOf(kept.token)).toBeUndefined();
      await service.issueNonce();
      expect(await count('auth_session')).toBe(0);
      expect(await count('siwe_nonce')).toBe(1);
    });
  });

  describe('guards', () => {
    let guarded: FastifyInstance;
    const auth = () =>
      createAuthService({
        db: database.db,
        sessionSecret: 'x'.repeat(32),
        adminAddresses: [admin.address.toLowerCase()],
        chainIds: [137],
        publicOrigins: [ORIGIN],
        verifySignature: eoaOnly,
      });

    beforeAll(async () => {
      guarded = Fastify();
      guarded.setValidatorCompiler(validatorCompiler);
      guarded.setSerializerCompiler(serializerCompiler);
      registerErrorHandler(guarded);
      await guarded.register(cookie);
      const service = auth();
      guarded.post('/mine', { preHandler: requireWallet(service) }, async (request) => ({
        wallet: request.walletSession?.address,
      }));
      guarded.post('/admin', { preHandler: requireAdmin(service) }, async () => ({ ok: true }));
      await guarded.ready();
    });
    afterAll(async () => guarded?.close());

    async function signedInAs(account: typeof player): Promise<string> {
      const service = auth();
      const issued = await service.issueNonce();
      const text = createSiweMessage({
        address: account.address,
        chainId: 137,
        domain: HOST,
        nonce: issued,
        uri: `https://${HOST}`,
        version: '1',
      });
      const result = await service.signIn(text, await account.signMessage({ message: text }));
      if (!result.ok) throw new Error(result.code);
      return result.token;
    }

    it('requireWallet: 401 without a session; a body address alone proves nothing', async () => {
      const reply = await guarded.inject({
        method: 'POST',
        url: '/mine',
        payload: { address: player.address },
      });
      expect(reply.statusCode).toBe(401);
      expect(reply.json().err.code).toBe('not_signed_in');
    });

    it('requireWallet: the named address or publicKey must be the signed-in wallet', async () => {
      const token = await signedInAs(player);
      const cookies = { [SESSION_COOKIE]: token };
      const own = await guarded.inject({
        method: 'POST',
        url: '/mine',
        cookies,
        payload: { address: player.address },
      });
      expect(own.json()).toEqual({ wallet: player.address.toLowerCase() });
      const other = await guarded.inject({
        method: 'POST',
        url: '/mine',
        cookies,
        payload: { publicKey: admin.address },
      });
      expect(other.statusCode).toBe(403);
      expect(other.json().err.code).toBe('wrong_wallet');
    });

    it('requireAdmin: only wallets in the admin list', async () => {
      const asPlayer = await guarded.inject({
        method: 'POST',
        url: '/admin',
        cookies: { [SESSION_COOKIE]: await signedInAs(player) },
      });
      expect(asPlayer.statusCode).toBe(403);
      expect(asPlayer.json().err.code).toBe('not_admin');
      const asAdmin = await guarded.inject({
        method: 'POST',
        url: '/admin',
        cookies: { [SESSION_COOKIE]: await signedInAs(admin) },
      });
      expect(asAdmin.statusCode).toBe(200);
    });
  });
});

describe('the wallet signature verifier (sign-in and every signed action)', () => {
  const message = rentalSignatureMessage('0xABCDEF0000000000000000000000000000000001', 42n);

  it('without a chain to ask: accepts the EOA signer of the exact message only', async () => {
    expect(message).toBe('0xabcdef0000000000000000000000000000000001_42');
    const signature = await player.signMessage({ message });
    const check = (overrides: Partial<Parameters<typeof eoaOnly>[0]>) =>
      eoaOnly({ chainId: 137, address: player.address, message, signature, ...overrides });
    expect(await check({})).toBe(true);
    expect(await check({ address: player.address.toLowerCase() })).toBe(true);
    expect(await check({ address: admin.address })).toBe(false);
    expect(await check({ message: `${message}0` })).toBe(false);
    expect(await check({ signature: '0x12' })).toBe(false);
    expect(await check({ signature: `0x${'00'.repeat(65)}` })).toBe(false);
    expect(await check({ signature: signature.slice(2) })).toBe(false);
    expect(await check({ address: 'nobody' })).toBe(false);
  });

  describe('with a chain whose RPC cannot be reached', () => {
    const chainErrors: number[] = [];
    const asked: number[] = [];
    const unreachable = createWalletSignatureVerifier({
      rpcUrlOf(chainId) {
        asked.push(chainId);
        // Port 1: refused at once.
        return 'http://127.0.0.1:1';
      },
      onChainError: (chainId) => chainErrors.push(chainId),
    });

    it("proves an EOA's signature without the chain (recovered locally first)", async () => {
      const signature = await player.signMessage({ message });
      expect(await unreachable({ chainId: 137, address: player.address, message, signature })).toBe(true);
      expect(chainErrors).toEqual([]);
    });

    it('asks the chain for anything else, and refuses when the chain cannot answer', async () => {
      // Signed by another key: it could still be a smart wallet's (ERC-1271) signature, so the chain is asked.
      const signature = await admin.signMessage({ message });
      expect(await unreachable({ chainId: 137, address: player.address, message, signature })).toBe(false);
      expect(chainErrors).toEqual([137]);
      // One client per chain, made on first use.
      expect(asked).toEqual([137]);
    });
  });
});
