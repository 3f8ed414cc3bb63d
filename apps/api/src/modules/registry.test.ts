import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import type { AppDatabase } from '../db/connect';
import type { ApiModule, Worker } from './module';

const [pglite] = testDatabases();
const account = '0x00000000000000000000000000000000000000aa';

const worker = (singleton: string, chainId: number): Worker => ({
  singleton,
  senders: [{ chainId, address: account }],
  start() {},
  stop: async () => {},
});
const sendingModule = (name: string, chainId: number): ApiModule => ({
  name,
  setup: () => ({ workers: [worker(name, chainId)] }),
});

describe('the registry', () => {
  let database: AppDatabase;
  beforeAll(async () => {
    database = await (pglite as NonNullable<typeof pglite>).open();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('refuses to start two jobs sending from one key on one chain (issue 28: one sender per key)', async () => {
    await expect(
      buildModulesApp([sendingModule('payouts', 1), sendingModule('relayer', 1)], { db: database.db }),
    ).rejects.toThrow(`One key per sending job: payouts and relayer both send from ${account} on chain 1`);
  });

  it('starts jobs sending from one key on different chains', async () => {
    const app = await buildModulesApp([sendingModule('payouts', 1), sendingModule('relayer', 2)], {
      db: database.db,
    });
    await app.close();
  });
});
