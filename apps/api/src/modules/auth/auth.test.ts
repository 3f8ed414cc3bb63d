import cookie from '@fastify/cookie';
import { rentalSignatureMessage, SESSION_COOKIE } from '@kingdoms/shared/api/auth';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import type { AppDatabase } from '../../db/connect';
import { registerErrorHandler } from '../../http/errors';
import { verifyActionSignature } from './actionSignature';
import { createAuthService } from './authService';
import { requireAdmin, requireWallet } from './guards';

// Anvil's public test keys: never used outside tests and local chains.
const player = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const admin = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const HOST = 'portal.test';

describe.each(testDatabases())('Sign-In with Ethereum on $name', (kind) => {
  let database: AppDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database, { ADMIN_ADDRESSES: admin.address });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function nonce(): Promise<string> {
    const reply = await app.inject({ method: 'POST', url: '/game/auth/nonce', headers: { host: HOST } });
    expect(reply.statusCode).toBe(200);
    return reply.json().nonce;
  }

  async function message(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
    return createSiweMessage({
      address: player.address,
      chainId: 137,
      domain: HOST,
      nonce: await nonce(),
      uri: `https://${HOST}`,
      version: '1',
      ...overrides,
    });
  }

  function verify(body: unknown) {
    return app.inject({
      method: 'POST',
      url: '/game/auth/verify',
      headers: { host: HOST },
      payload: body as object,
    });
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
    const reply = await verify({ message: 'hello', signature: '0x1234' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().err.code).toBe('invalid_request');
    expect(reply.json().err.message).toContain('signature');
    const notSiwe = await verify({ message: 'hello', signature: `0x${'11'.repeat(65)}` });
    expect(notSiwe.statusCode).toBe(401);
    expect(notSiwe.json().err.code).toBe('invalid_message');
  });

  describe('guards', () => {
    let guarded: FastifyInstance;
    const auth = () =>
      createAuthService({
        db: database.db,
        sessionSecret: 'x'.repeat(32),
        adminAddresses: [admin.address.toLowerCase()],
        chainIds: [137],
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
      const result = await service.signIn(text, await account.signMessage({ message: text }), HOST);
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

describe('verifyActionSignature (per-action personal_sign)', () => {
  it('accepts the signer of the exact message only', async () => {
    const message = rentalSignatureMessage('0xABCDEF0000000000000000000000000000000001', 42n);
    expect(message).toBe('0xabcdef0000000000000000000000000000000001_42');
    const signature = await player.signMessage({ message });
    expect(await verifyActionSignature({ address: player.address, message, signature })).toBe(true);
    expect(await verifyActionSignature({ address: admin.address, message, signature })).toBe(false);
    expect(await verifyActionSignature({ address: player.address, message: `${message}0`, signature })).toBe(
      false,
    );
    expect(await verifyActionSignature({ address: player.address, message, signature: '0x12' })).toBe(false);
    expect(await verifyActionSignature({ address: 'nobody', message, signature })).toBe(false);
  });
});
