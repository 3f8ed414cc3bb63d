import { freePort } from '@kingdoms/contracts/ports';
import { MOVE_STATUS } from '@kingdoms/shared/migration';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { buildApp } from '../../app';
import type { AppDatabase } from '../../db/connect';
import { createDevIssuer } from '../devnet/devIssuer';
import { runDailyMoves } from './dailyMoveJob';
import { DEMO_EXISTING_ACCOUNT_EMAIL, demoMigrationLinks, seedDemoKingdoms } from './demoKingdoms';
import { createMigrationService } from './migrationService';
import { devnetMoveTokenSecret, issueMoveToken } from './moveToken';
import { createSocialCredentialVerifier } from './socialCredential';
import { DEV_CLIENTS, resolveSocialSettings } from './socialSettings';

const secret = devnetMoveTokenSecret();

describe.each(testDatabases())('kingdom migration on $name', (kind) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  let origin: string;
  let port: number;

  beforeAll(async () => {
    database = await kind.open();
    await seedDemoKingdoms(database.db);
    // A real listening port: the login fetches the local issuer's JWKS over HTTP, as in production.
    port = await freePort();
    app = await buildApp(
      testConfig({
        PORT: String(port),
        HOST: '127.0.0.1',
        OIDC_DEV_ISSUER: 'true',
        MIGRATION_DAILY_JOB: 'false',
      }),
      { database, deployment: null },
    );
    await app.listen({ port, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const from = (token: string) => post('/old-chain/api/moveklaytn/from', { token });
  const log = async (kingdomId: string) => (await post('/game/api/moveklaytn/to', { kingdomId })).json();
  /** Spec 1 §7: the body is kingdomId only; the link's token proves the kingdom in the header. */
  const cancel = (kingdomId: string, token: string) =>
    app.inject({
      method: 'POST',
      url: '/game/api/moveklaytn/cancel',
      payload: { kingdomId },
      headers: { authorization: `Bearer ${token}` },
    });

  /** Signs in on the local issuer's page and takes the ID token from the redirect's fragment. */
  async function signIn(email: string, clientId: string = DEV_CLIENTS.google): Promise<string> {
    const query = new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${origin}/move/x`,
      state: 's',
      nonce: 'n',
      email,
    });
    const reply = await app.inject({ method: 'GET', url: `/oidc-dev/authorize/approve?${query}` });
    expect(reply.statusCode).toBe(302);
    const fragment = new URLSearchParams(new URL(reply.headers.location as string).hash.slice(1));
    expect(fragment.get('state')).toBe('s');
    return fragment.get('id_token') as string;
  }

  async function login(
    kingdomId: string,
    idToken: string,
    options: { worldId?: number; authType?: string; moveToken?: string } = {},
  ) {
    // Spec 1 §7's body; the link's token proves the kingdom in the Authorization header.
    const json = JSON.stringify({
      token: idToken,
      authType: options.authType ?? 'google',
      fromKlay: { kingdomId, worldId: options.worldId ?? 5 },
    });
    const moveToken = options.moveToken ?? (await issueMoveToken(secret, kingdomId));
    return app.inject({
      method: 'POST',
      url: '/server/api/auth/login',
      payload: { json },
      headers: { authorization: `Bearer ${moveToken}` },
    });
  }

  describe('old-chain token resolution', () => {
    it('resolves a valid token to the kingdom', async () => {
      const reply = await from(await issueMoveToken(secret, 'klay-1001'));
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        result: 1,
        from: { _id: 'klay-1001', name: 'Aurora Keep', level: 25, power: 1_250_000 },
      });
    });

    it.each([
      ['unknown kingdom', () => issueMoveToken(secret, 'klay-9999')],
      [
        'expired',
        () => issueMoveToken(secret, 'klay-1001', { ttlSeconds: 60, now: new Date(Date.now() - 120_000) }),
      ],
      ['forged', () => issueMoveToken('f'.repeat(64), 'klay-1001')],
      ['garbage', async () => 'not-a-token'],
    ])('answers result 0 invalid_token for a %s token', async (_label, makeToken) => {
      const reply = await from(await makeToken());
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'invalid_token' } });
    });

    it('answers 400 for a body without a token', async () => {
      const reply = await post('/old-chain/api/moveklaytn/from', {});
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'invalid_request' } });
    });

    it('prints demo links for the seeded kingdoms that open on the portal', async () => {
      const links = await demoMigrationLinks(database.db, origin);
      expect(links.length).toBeGreaterThanOrEqual(3);
      const token = links[0]?.split('/move/')[1] as string;
      expect(links[0]?.startsWith(`${origin}/move/`)).toBe(true);
      expect((await from(token)).json()).toMatchObject({ result: 1 });
    });
  });

  describe('login, log and cancel', () => {
    it('has no log before any login', async () => {
      expect(await log('klay-1001')).toEqual({ result: 1 });
    });

    it.each([
      ['not JSON', { json: '{nope' }],
      [
        'continent 0',
        {
          json: JSON.stringify({
            token: 't',
            authType: 'google',
            fromKlay: { kingdomId: 'k', worldId: 0 },
          }),
        },
      ],
      [
        'an unknown provider',
        {
          json: JSON.stringify({
            token: 't',
            authType: 'line',
            fromKlay: { kingdomId: 'k', worldId: 3 },
          }),
        },
      ],
      ['no json field', {}],
    ])('answers 400 for a login with %s', async (_label, body) => {
      const reply = await post('/server/api/auth/login', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'invalid_request' } });
    });

    it('answers 401 invalid_token for a login without the link token in the Authorization header', async () => {
      const json = JSON.stringify({
        token: await signIn('no-link@devnet.local'),
        authType: 'google',
        fromKlay: { kingdomId: 'klay-1001', worldId: 5 },
      });
      const reply = await post('/server/api/auth/login', { json });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'invalid_token' } });
    });

    it('refuses a login whose link token names another kingdom', async () => {
      const reply = await login('klay-1001', await signIn('a@devnet.local'), {
        moveToken: await issueMoveToken(secret, 'klay-1002'),
      });
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'invalid_token' } });
    });

    it('refuses a forged ID token', async () => {
      const forger = await createDevIssuer(`${origin}/oidc-dev`, DEV_CLIENTS);
      const forged = await forger.issueToken({ email: 'a@devnet.local', clientId: DEV_CLIENTS.google });
      expect((await login('klay-1001', forged)).json()).toMatchObject({
        result: 0,
        err: { code: 'invalid_credential' },
      });
    });

    it('refuses an ID token issued for another client (wrong audience)', async () => {
      const appleToken = await signIn('a@devnet.local', DEV_CLIENTS.apple);
      const reply = await login('klay-1001', appleToken, { authType: 'google' });
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'invalid_credential' } });
    });

    it('refuses an expired ID token', async () => {
      // The issuer's tokens live 10 minutes: verify one an hour later, against the live JWKS.
      const settings = resolveSocialSettings(
        testConfig({ PORT: String(port), HOST: '127.0.0.1', OIDC_DEV_ISSUER: 'true' }).migration,
        undefined,
      );
      const later = createMigrationService({
        db: database.db,
        tokenSecret: secret,
        verifyCredential: createSocialCredentialVerifier(settings.providers, {
          now: () => new Date(Date.now() + 3_600_000),
        }),
        now: () => new Date(),
      });
      const reply = await later.login(
        {
          token: await signIn('late@devnet.local'),
          authType: 'google',
          fromKlay: { kingdomId: 'klay-1001', worldId: 3 },
        },
        await issueMoveToken(secret, 'klay-1001'),
      );
      expect(reply).toMatchObject({ result: 0, err: { code: 'invalid_credential' } });
    });

    it('answers err already_exist for an account already on the global server', async () => {
      const reply = await login('klay-1001', await signIn(DEMO_EXISTING_ACCOUNT_EMAIL));
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'already_exist' } });
    });

    it('queues the move, shows it in the log, refuses a replay, then cancels', async () => {
      const idToken = await signIn('player@devnet.local');
      const reply = await login('klay-1001', idToken, { worldId: 7 });
      expect(reply.json()).toEqual({ result: 1 });
      expect(await log('klay-1001')).toMatchObject({
        result: 1,
        log: {
          kingdomId: 'klay-1001',
          worldId: 7,
          status: MOVE_STATUS.queued,
          reasons: [],
          processedAt: null,
        },
      });

      // The same ID token a second time: refused before anything else.
      expect((await login('klay-1001', idToken)).json()).toMatchObject({
        result: 0,
        err: { code: 'replayed' },
      });
      // A fresh sign-in of the same account: it is now on the global server.
      expect((await login('klay-1002', await signIn('player@devnet.local'))).json()).toMatchObject({
        result: 0,
        err: { code: 'already_exist' },
      });
      // Another account for the same kingdom: one queued move per kingdom.
      expect((await login('klay-1001', await signIn('other@devnet.local'))).json()).toMatchObject({
        result: 0,
        err: { code: 'move_exists' },
      });

      expect((await cancel('klay-1001', await issueMoveToken(secret, 'klay-1002'))).json()).toMatchObject({
        result: 0,
        err: { code: 'invalid_token' },
      });
      expect((await cancel('klay-1001', await issueMoveToken(secret, 'klay-1001'))).json()).toEqual({
        result: 1,
      });
      expect(await log('klay-1001')).toMatchObject({ log: { status: MOVE_STATUS.cancelled, worldId: 7 } });
      expect((await cancel('klay-1001', await issueMoveToken(secret, 'klay-1001'))).json()).toMatchObject({
        result: 0,
        err: { code: 'no_queued_move' },
      });

      // Cancelling released the account: the same player may queue again.
      expect((await login('klay-1001', await signIn('player@devnet.local'), { worldId: 9 })).json()).toEqual({
        result: 1,
      });
      expect(await log('klay-1001')).toMatchObject({ log: { status: MOVE_STATUS.queued, worldId: 9 } });
    });

    it('accepts the Facebook stand-in through debug_token', async () => {
      const accessToken = await signIn('fb@devnet.local', DEV_CLIENTS.facebook);
      expect((await login('klay-1004', accessToken, { authType: 'facebook', worldId: 1 })).json()).toEqual({
        result: 1,
      });
    });

    it('takes only kingdomId in the cancel body: the token as a body field is refused (400)', async () => {
      const token = await issueMoveToken(secret, 'klay-1001');
      const reply = await app.inject({
        method: 'POST',
        url: '/game/api/moveklaytn/cancel',
        payload: { kingdomId: 'klay-1001', token },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(reply.statusCode).toBe(400);
    });

    it.each([
      ['no Authorization header', undefined],
      ['another scheme', 'Basic abc'],
      ['an empty bearer', 'Bearer '],
      ['two tokens', 'Bearer a b'],
    ])('answers 401 invalid_token for a cancel with %s', async (_name, authorization) => {
      const reply = await app.inject({
        method: 'POST',
        url: '/game/api/moveklaytn/cancel',
        payload: { kingdomId: 'klay-1001' },
        ...(authorization === undefined ? {} : { headers: { authorization } }),
      });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ result: 0, err: { code: 'invalid_token' } });
    });
  });

  describe('daily move job', () => {
    it('moves ready kingdoms, fails the others with reasons, never touches cancelled moves, and is safe to run twice', async () => {
      // klay-1001 (ready) and klay-1004 (busy) are queued above; queue klay-1002 (in alliance) and
      // klay-1003 (troops away and wounded), then cancel klay-1003.
      expect((await login('klay-1002', await signIn('p2@devnet.local'), { worldId: 2 })).json()).toEqual({
        result: 1,
      });
      expect((await login('klay-1003', await signIn('p3@devnet.local'), { worldId: 3 })).json()).toEqual({
        result: 1,
      });
      expect((await cancel('klay-1003', await issueMoveToken(secret, 'klay-1003'))).json()).toEqual({
        result: 1,
      });

      const runAt = new Date();
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await runDailyMoves(database.db, runAt)).toEqual({ done: 1, failed: 2 });
      expect(await runDailyMoves(database.db, runAt)).toEqual({ done: 0, failed: 0 });

      expect(await log('klay-1001')).toMatchObject({
        log: { status: MOVE_STATUS.done, processedAt: runAt.toISOString() },
      });
      expect(await log('klay-1002')).toMatchObject({
        log: { status: MOVE_STATUS.failed, reasons: ['in_alliance'] },
      });
      expect(await log('klay-1004')).toMatchObject({
        log: { status: MOVE_STATUS.failed, reasons: ['busy'] },
      });
      expect(await log('klay-1003')).toMatchObject({
        log: { status: MOVE_STATUS.cancelled, processedAt: expect.any(String) },
      });

      // A moved kingdom cannot queue again; a failed one released its account and may retry.
      expect((await login('klay-1001', await signIn('again@devnet.local'))).json()).toMatchObject({
        err: { code: 'move_exists' },
      });
      expect((await login('klay-1002', await signIn('p2@devnet.local'))).json()).toEqual({ result: 1 });
      // A move queued after the run waits for the next one.
      expect(await runDailyMoves(database.db, runAt)).toEqual({ done: 0, failed: 0 });
    });
  });

  describe('local OpenID issuer and runtime config', () => {
    it('publishes discovery and keys', async () => {
      const discovery = (
        await app.inject({ method: 'GET', url: '/oidc-dev/.well-known/openid-configuration' })
      ).json();
      expect(discovery).toMatchObject({ issuer: `${origin}/oidc-dev`, jwks_uri: `${origin}/oidc-dev/jwks` });
      const jwks = (await app.inject({ method: 'GET', url: '/oidc-dev/jwks' })).json();
      expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(jwks.keys[0].d).toBeUndefined();
    });

    it('serves the sign-in page for known clients and portal redirects only', async () => {
      const page = (q: Record<string, string>) =>
        app.inject({ method: 'GET', url: `/oidc-dev/authorize?${new URLSearchParams(q)}` });
      const ok = await page({ client_id: DEV_CLIENTS.google, redirect_uri: `${origin}/move/t`, state: 'x' });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('Sign in');
      const unknown = await page({ client_id: 'who', redirect_uri: `${origin}/move/t` });
      expect(unknown.statusCode).toBe(400);
      const elsewhere = await page({
        client_id: DEV_CLIENTS.google,
        redirect_uri: 'https://evil.example/steal',
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({ err: { code: 'invalid_redirect_uri' } });
    });

    it('tells the web app the providers and the local issuer', async () => {
      const config = (await app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(config.social).toEqual({
        googleClientId: DEV_CLIENTS.google,
        appleClientId: DEV_CLIENTS.apple,
        facebookAppId: DEV_CLIENTS.facebook,
        devIssuer: `${origin}/oidc-dev`,
      });
    });
  });
});
