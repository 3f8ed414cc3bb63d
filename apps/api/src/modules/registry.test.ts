import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModulesApp } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import type { AppDatabase } from '../db/connect';
import { API_MODULES } from './index';
import type { ApiModule, Worker } from './module';
import { orderModules } from './registry';

// PGlite only (issue 38): the registry's order of modules and its start-up checks run no SQL of
// their own (the jobs' SQL is tested on both databases in their modules' files).
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

  it('refuses a subscription not built with subscription({ on }), naming it (issue 39 item 4)', async () => {
    const handBuilt: ApiModule = {
      name: 'example',
      setup: () => ({
        subscriptions: [
          {
            name: 'example-untyped',
            chainId: 1,
            address: account,
            abi: [],
            startBlock: 0n,
            apply: async () => {},
            revert: async () => {},
          },
        ],
      }),
    };
    await expect(buildModulesApp([handBuilt], { db: database.db })).rejects.toThrow(
      'Subscription example-untyped is not built with subscription({ on }) (chain-indexer)',
    );
  });

  it('starts jobs sending from one key on different chains', async () => {
    const app = await buildModulesApp([sendingModule('payouts', 1), sendingModule('relayer', 2)], {
      db: database.db,
    });
    await app.close();
  });
});

describe('the order of modules (provides and uses)', () => {
  const module = (name: string, parts: Pick<ApiModule, 'provides' | 'uses'> = {}): ApiModule => ({
    name,
    ...parts,
    setup: () => ({}),
  });

  it('sets a provider up before the modules that use it, otherwise keeping the given order', () => {
    const modules = [
      module('rental', { uses: ['dragos', 'payouts'] }),
      module('seo'),
      module('dragos', { provides: ['dragos'], uses: ['relayer'] }),
      module('relayer', { provides: ['relayer'] }),
      module('payouts', { provides: ['payouts'] }),
    ];
    expect(orderModules(modules).map(({ name }) => name)).toEqual([
      'relayer',
      'dragos',
      'payouts',
      'rental',
      'seo',
    ]);
  });

  it('refuses a service no module provides, naming both', () => {
    expect(() => orderModules([module('rental', { uses: ['dragos'] })])).toThrow(
      "The rental module uses 'dragos', which no module provides",
    );
  });

  it('refuses two providers of one service', () => {
    expect(() =>
      orderModules([module('a', { provides: ['payouts'] }), module('b', { provides: ['payouts'] })]),
    ).toThrow("Both the a and the b module provide 'payouts'");
  });

  it('refuses modules that use each other in a circle, naming it', () => {
    expect(() =>
      orderModules([
        module('a', { provides: ['dragos'], uses: ['relayer'] }),
        module('b', { provides: ['relayer'], uses: ['rewards'] }),
        module('c', { provides: ['rewards'], uses: ['dragos'] }),
      ]),
    ).toThrow('Modules use each other in a circle: a → b → c → a');
  });

  it('orders every module of the API without a missing or circular service', () => {
    const ordered = orderModules(API_MODULES).map(({ name }) => name);
    expect(ordered.indexOf('payouts')).toBeLessThan(ordered.indexOf('rental'));
    expect(ordered.indexOf('relayer')).toBeLessThan(ordered.indexOf('bridge'));
    expect(ordered.indexOf('auth')).toBeLessThan(ordered.indexOf('staking'));
  });

  it('refuses to start a module whose setup does not return what it provides', async () => {
    await expect(
      buildModulesApp([module('liar', { provides: ['dragos'] })], { db: undefined as never }),
    ).rejects.toThrow("The liar module provides 'dragos' but its setup returned none");
  });
});
