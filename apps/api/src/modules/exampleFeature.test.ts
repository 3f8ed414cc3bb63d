import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { a2zAbi } from '@kingdoms/contracts/generated/abis';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import type { Deployment } from '@kingdoms/shared/deployment';
import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiModuleFolders,
  migrationFiles,
  renderApiModuleIndex,
  renderDatabaseSchema,
  renderMigrationIndex,
  tableFolders,
} from '../../../../scripts/lib/apiModuleIndex';
import { buildModulesApp, devnetDeployment } from '../../test/appHarness';
import { testDatabases } from '../../test/databases';
import * as exampleMigration from '../../test/fixtures/example-feature/migrations/0024_example_transfer';
import {
  exampleModule,
  exampleSubscriptions,
  exampleTotalsEndpoint,
} from '../../test/fixtures/example-feature/module';
import type { AppDatabase } from '../db/connect';
import { migrations } from '../db/migrations/index';
import { indexedLog } from './chain-indexer/testing';

/**
 * Issue 39 item 6, the API side: a feature is one folder. The example feature
 * (test/fixtures/example-feature: a module with an endpoint, an indexed event, its table and its
 * migration) is dropped into a test build of the module folders; the platform finds it by file,
 * and the only changes outside its folder are the three generated lists, each by its own lines.
 */
const SOURCE_DIR = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE_DIR = fileURLToPath(new URL('../../test/fixtures/example-feature', import.meta.url));

/** The lines of `after` that `before` lacks. */
const addedLines = (before: string, after: string) => {
  const known = new Set(before.split('\n'));
  return after.split('\n').filter((line) => !known.has(line));
};

describe('the example feature in a test build of the module folders', () => {
  let build: string;
  beforeAll(() => {
    build = mkdtempSync(join(tmpdir(), 'kingdoms-feature-build-'));
    cpSync(join(SOURCE_DIR, 'modules'), join(build, 'modules'), { recursive: true });
    cpSync(join(SOURCE_DIR, 'db/migrations'), join(build, 'db/migrations'), { recursive: true });
    cpSync(FIXTURE_DIR, join(build, 'modules/example'), { recursive: true });
  });
  afterAll(() => {
    if (build) rmSync(build, { recursive: true, force: true });
  });

  it('is found by folder: the module list gains its one entry', () => {
    const folders = apiModuleFolders(join(build, 'modules'));
    expect(folders).toEqual([...apiModuleFolders(join(SOURCE_DIR, 'modules')), 'example'].sort());
    const real = readFileSync(join(SOURCE_DIR, 'modules/index.ts'), 'utf8');
    expect(addedLines(real, renderApiModuleIndex(folders))).toEqual([
      "import { exampleModule } from './example/module';",
      '  exampleModule,',
    ]);
  });

  it('declares its tables and migration in its folder: the schema and the sequence gain them', () => {
    const realSchema = readFileSync(join(SOURCE_DIR, 'db/schema.ts'), 'utf8');
    expect(addedLines(realSchema, renderDatabaseSchema(tableFolders(join(build, 'modules'))))).toEqual([
      "import type { ExampleTables } from '../modules/example/tables';",
      '    ExampleTables,',
    ]);
    const files = migrationFiles(build);
    expect(files.map((file) => file.name)).toEqual([...Object.keys(migrations), '0024_example_transfer']);
    expect(files.at(-1)?.owner).toBe('example');
    const realMigrations = readFileSync(join(SOURCE_DIR, 'db/migrations/index.ts'), 'utf8');
    expect(addedLines(realMigrations, renderMigrationIndex(files))).toEqual([
      "import * as m0024ExampleTransfer from '../../modules/example/migrations/0024_example_transfer';",
      "  '0024_example_transfer': m0024ExampleTransfer, // example",
    ]);
  });
});

describe.each(testDatabases())('the example feature at work on $name', ({ open }) => {
  let database: AppDatabase;
  let app: FastifyInstance;
  const deployment: Deployment = (() => {
    const base = devnetDeployment();
    const a2z = '0x00000000000000000000000000000000000000a2' as const;
    return {
      ...base,
      chains: { ...base.chains, ethereum: { ...base.chains.ethereum, contracts: { A2Z: a2z } } },
    };
  })();
  const recipient = `0x${'5'.repeat(40)}` as const;

  beforeAll(async () => {
    database = await open();
    app = await buildModulesApp([exampleModule], { db: database.db, deployment });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function totals() {
    const response = await app.inject({
      method: 'GET',
      url: `${servedPath(exampleTotalsEndpoint)}?recipient=${recipient}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { transfers: number; total: string };
  }

  it('migrates a database that ran every earlier migration by its one new migration', async () => {
    const migrator = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => ({ ...migrations, '0024_example_transfer': exampleMigration }),
      },
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([
      ['0024_example_transfer', 'Success'],
    ]);
  });

  it('serves its endpoint, validated by its descriptor', async () => {
    expect(await totals()).toEqual({ transfers: 0, total: '0' });
    const refused = await app.inject({
      method: 'GET',
      url: `${servedPath(exampleTotalsEndpoint)}?recipient=x`,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('indexes its event with ABI-typed arguments, and a reorg undoes it', async () => {
    const [transfers] = exampleSubscriptions(deployment);
    if (!transfers) throw new Error('the example feature subscribes to A2Z on Ethereum');
    const log = indexedLog(a2zAbi, 'Transfer', {
      from: `0x${'0'.repeat(40)}`,
      to: recipient,
      value: 7n * 10n ** 18n,
    });
    await database.db.transaction().execute((trx) => transfers.apply(trx, log));
    expect(await totals()).toEqual({ transfers: 1, total: '7000000000000000000' });
    await database.db.transaction().execute((trx) => transfers.revert(trx, log));
    expect(await totals()).toEqual({ transfers: 0, total: '0' });
  });
});
