import { devnetAccount } from '@kingdoms/contracts/accounts';
import { rouletteHistoryReplySchema, rouletteInfoReplySchema } from '@kingdoms/shared/api/roulette';
import type { FastifyInstance } from 'fastify';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp, devnetDeployment, testConfig } from '../../../test/appHarness';
import { testDatabases } from '../../../test/databases';
import { sessionCookie, TEST_SESSION_SECRET } from '../../../test/session';
import type { AppDatabase } from '../../db/connect';
import { authModule } from '../auth/module';
import { rouletteModule } from './module';

const [pglite] = testDatabases();

describe('roulette endpoints', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const player = privateKeyToAccount(devnetAccount(3).privateKey);
  const wallet = player.address.toLowerCase();

  beforeAll(async () => {
    database = await pglite!.open();
    // No MysteryBox in this deployment: burns answer roulette_unavailable.
    app = await buildModulesApp([authModule, rouletteModule], {
      db: database.db,
      config: testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, INDEXER_ENABLED: 'false' }),
      deployment: devnetDeployment(),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = async (url: string, payload: object, signedIn = false) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      ...(signedIn ? { cookies: await sessionCookie(database.db, player) } : {}),
    });

  it('shows the event to visitors without a wallet (publicKey "")', async () => {
    const reply = await post('/stat/preregist/event/info', { publicKey: '' });
    expect(reply.statusCode).toBe(200);
    const info = rouletteInfoReplySchema.parse(reply.json());
    expect(info).toMatchObject({ result: 1, remainRoullete: 0, open: true, ticketsPerBox: 1 });
    // Spec 2 §9 by default: ten prizes at 12.5 each, what the wheel's ten equal segments show.
    expect(info.weights).toEqual(new Array(10).fill(125));
    expect(info.current?.weights).toEqual(info.weights);
    expect(info.current?.commitment).toMatch(/^0x[0-9a-f]{64}$/);
    expect(info.current?.seed).toBeNull();
    const history = await post('/stat/preregist/event/history', { publicKey: wallet });
    expect(rouletteHistoryReplySchema.parse(history.json())).toEqual({ result: 1, history: [] });
  });

  it('refuses a spin without a signed-in wallet', async () => {
    const reply = await post('/stat/preregist/event/spin2', { publicKey: wallet, language: 'en' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ result: 0, err: { code: 'not_signed_in' } });
  });

  it("spins for the session's wallet only", async () => {
    const other = await post(
      '/stat/preregist/event/spin2',
      { publicKey: devnetAccount(4).address, language: 'en' },
      true,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ err: { code: 'wrong_wallet' } });
    const mine = await post('/stat/preregist/event/spin2', { publicKey: wallet, language: 'en' }, true);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ result: 0, err: { code: 'no_ticket' } });
  });

  it('answers roulette_unavailable for a burn when the deployment has no MysteryBox', async () => {
    const reply = await post(
      '/nft/api/presale/burnsMysteryBox',
      { publicKey: wallet, txHash: `0x${'12'.repeat(32)}` },
      true,
    );
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ result: 0, err: { code: 'roulette_unavailable' } });
  });
});

describe('roulette endpoints with configured weights and an ended window', () => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const weights = [3000, 2500, 1500, 1200, 600, 400, 300, 300, 150, 50];

  beforeAll(async () => {
    database = await pglite!.open();
    app = await buildModulesApp([authModule, rouletteModule], {
      db: database.db,
      config: testConfig({
        SESSION_SECRET: TEST_SESSION_SECRET,
        INDEXER_ENABLED: 'false',
        ROULETTE_PRIZE_WEIGHTS: weights.join(','),
        ROULETTE_EVENT_START: '2025-01-01T00:00:00Z',
        ROULETTE_EVENT_END: '2025-02-01T00:00:00Z',
      }),
      deployment: devnetDeployment(),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('declares the configured weights as the odds, and says the window closed', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/stat/preregist/event/info',
      payload: { publicKey: '' },
    });
    const info = rouletteInfoReplySchema.parse(reply.json());
    expect(info.open).toBe(false);
    expect(info.event.end).toBe(Date.parse('2025-02-01T00:00:00Z') / 1000);
    expect(info.weights).toEqual(weights);
    expect(info.current).toBeNull();
  });
});
