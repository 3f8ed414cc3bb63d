import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { servedPath } from '@kingdoms/shared/api/endpoint';
import { describe, expect, it } from 'vitest';
import { sharedEndpoints } from '../../test/endpoints';
import { migrations } from '../db/migrations/index';

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
