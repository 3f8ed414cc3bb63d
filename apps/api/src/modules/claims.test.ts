import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import { describe, expect, it } from 'vitest';
import {
  doubleMigrationNumbers,
  type MigrationFile,
  migrationFiles,
  renderMigrationIndex,
} from '../../../../scripts/lib/apiModuleIndex';
import { sharedEndpoints } from '../../test/endpoints';
import { migrations } from '../db/migrations/index';

/**
 * The migrations every deployed database has run, in the order they ran (before they moved into
 * their modules' folders, issue 39). The assembled sequence must start with exactly these ids, or
 * a deployed database would see a new migration (or miss one) for a file that only moved.
 */
const DEPLOYED_MIGRATIONS = [
  '0001_subscriber',
  '0002_kingdom_migration',
  '0003_auth_session',
  '0004_chain_indexer',
  '0005_staking',
  '0006_staking_rewards',
  '0007_vesting',
  '0008_payouts',
  '0009_dragos',
  '0010_roulette',
  '0011_randomness_oracle',
  '0012_staking_aggregates',
  '0013_rental',
  '0014_bridge',
  '0015_staking_summary',
  '0016_drago_hatch_start',
  '0017_job_leases',
  '0018_roulette_revoked_grants',
  '0019_rental_ended_by_transfer',
  '0020_signed_action',
  '0021_payout_held',
  '0022_relayer_held',
];

/**
 * What a module claims for itself must be its own: a served route, a table, a migration number.
 * Two claims of one name fail here, naming both claimants (issue 39).
 */
const SOURCE_DIR = fileURLToPath(new URL('..', import.meta.url));
const MODULES_DIR = join(SOURCE_DIR, 'modules');

/** Claimants of each name that more than one claims. */
function doubleClaims(claims: readonly { name: string; by: string }[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const { name, by } of claims) byName.set(name, [...(byName.get(name) ?? []), by]);
  return Object.fromEntries([...byName].filter(([, claimants]) => claimants.length > 1));
}

/** The tables a `tables.ts` (or db/schema.ts) joins into `Database`: `<name>: <Row>Table;` lines of its `…Tables`/`Database` interface. */
function tablesDeclared(source: string): string[] {
  const blocks = source.match(/export interface (?:\w+Tables|Database)\b[^{]*\{[^}]*\}/g) ?? [];
  return blocks.flatMap((block) => [...block.matchAll(/^\s+(\w+): \w+;$/gm)].map((match) => match[1] ?? ''));
}

/** The purposes a file declares: `readonly <name>: true;` lines of its `interface PayoutPurposes`. */
function payoutPurposesDeclared(source: string): string[] {
  const blocks = source.match(/interface PayoutPurposes \{[^}]*\}/g) ?? [];
  return blocks.flatMap((block) =>
    [...block.matchAll(/^\s+readonly (\w+): true;$/gm)].map((match) => match[1] ?? ''),
  );
}

describe('what modules claim, each once', () => {
  it('serves each method and path from one descriptor', async () => {
    const endpoints = await sharedEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const claims = endpoints.map((endpoint) => ({
      name: `${endpoint.method} ${servedPath(endpoint)}`,
      by: endpoint.summary,
    }));
    expect(doubleClaims(claims)).toEqual({});
  });

  it('names each table in one module', () => {
    const files = [
      join(SOURCE_DIR, 'db/schema.ts'),
      join(SOURCE_DIR, 'db/platformTables.ts'),
      ...readdirSync(MODULES_DIR, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(MODULES_DIR, entry.name, 'tables.ts'))
        .filter(existsSync),
    ];
    const claims = files.flatMap((path) =>
      tablesDeclared(readFileSync(path, 'utf8')).map((name) => ({ name, by: path.slice(SOURCE_DIR.length) })),
    );
    expect(claims.map(({ name }) => name)).toEqual(expect.arrayContaining(['roulette_burn', 'subscriber']));
    expect(claims.length).toBeGreaterThan(25);
    expect(doubleClaims(claims)).toEqual({});
  });

  it('numbers each migration once, in one sequence from 0001, in the order they run', () => {
    const names = Object.keys(migrations);
    const numbers = names.map((name) => /^(\d{4})_[a-z0-9_]+$/.exec(name)?.[1]);
    expect(numbers).not.toContain(undefined);
    expect(doubleClaims(names.map((name) => ({ name: name.slice(0, 4), by: name })))).toEqual({});
    expect(numbers).toEqual(names.map((_name, index) => String(index + 1).padStart(4, '0')));
  });

  it('claims each migration number in one folder (module or platform), found by file', () => {
    const files = migrationFiles(SOURCE_DIR);
    expect(files.map((file) => file.name)).toEqual(Object.keys(migrations));
    expect(doubleMigrationNumbers(files)).toEqual({});
  });

  it('keeps the ids and order every deployed database ran: moving a file adds no migration', () => {
    expect(Object.keys(migrations).slice(0, DEPLOYED_MIGRATIONS.length)).toEqual(DEPLOYED_MIGRATIONS);
  });

  it('refuses two migrations of one number and a gap, naming them (the rule itself)', () => {
    const file = (owner: string, name: string): MigrationFile => ({
      name,
      owner,
      path: `modules/${owner}/migrations/${name}`,
    });
    const clash = [file('payouts', '0001_payout_a'), file('rental', '0001_rental_b')];
    expect(doubleMigrationNumbers(clash)).toEqual({
      '0001': ['payouts/0001_payout_a', 'rental/0001_rental_b'],
    });
    expect(() => renderMigrationIndex(clash)).toThrow(/payouts\/0001_payout_a.*rental\/0001_rental_b/);
    expect(() => renderMigrationIndex([file('payouts', '0002_payout_a')])).toThrow(/not number 1/);
  });

  it('declares each payout purpose in one module, and every purpose a module pays with', () => {
    const claims = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readdirSync(join(MODULES_DIR, entry.name))
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .flatMap((file) =>
            payoutPurposesDeclared(readFileSync(join(MODULES_DIR, entry.name, file), 'utf8')).map((name) => ({
              name,
              by: `modules/${entry.name}/${file}`,
            })),
          ),
      );
    expect(claims).toEqual(
      expect.arrayContaining([
        { name: 'rental_profit', by: 'modules/rental/module.ts' },
        { name: 'staking_reward', by: 'modules/staking-rewards/module.ts' },
      ]),
    );
    expect(doubleClaims(claims)).toEqual({});
    expect(
      payoutPurposesDeclared(
        "declare module '../payouts' {\n  interface PayoutPurposes {\n    /** x */\n    readonly a_bonus: true;\n  }\n}",
      ),
    ).toEqual(['a_bonus']);
  });

  it('catches a double claim, naming both (the rule itself)', () => {
    expect(
      doubleClaims([
        { name: 'roulette_burn', by: 'modules/roulette/tables.ts' },
        { name: 'rental', by: 'modules/rental/tables.ts' },
        { name: 'roulette_burn', by: 'modules/bridge/tables.ts' },
      ]),
    ).toEqual({ roulette_burn: ['modules/roulette/tables.ts', 'modules/bridge/tables.ts'] });
    expect(
      tablesDeclared('export interface FooTables {\n  foo_one: FooOneTable;\n  foo_two: FooTwoTable;\n}'),
    ).toEqual(['foo_one', 'foo_two']);
  });
});
