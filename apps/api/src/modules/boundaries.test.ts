import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isTestCode, relativeImports, type SourceImport } from '../../../../scripts/lib/importBoundaries';

/**
 * Module boundaries of the API, over the whole source tree (apps/api/src): code outside
 * modules/<a>/ (the platform, other modules) uses that module only through its index.ts (what it
 * shares) or its module.ts (the ApiModule entry). The exceptions are the generated joins:
 * db/schema.ts, which joins every module's tables.ts into the Database type, and
 * db/migrations/index.ts, which puts every module's migrations/ in one sequence. Tests and their testing.ts helpers may reach
 * inside to set things up. (The cycle rules are in modules.test.ts.)
 */
const SOURCE_DIR = fileURLToPath(new URL('..', import.meta.url));

const PUBLIC_ENTRIES = ['', 'module'];
const SCHEMA = 'db/schema.ts';
const MIGRATIONS = 'db/migrations/index.ts';

function moduleOf(sourcePath: string): { name: string; rest: string } | null {
  const match = /^modules\/([^/.][^/]*)\/(.*)$/.exec(sourcePath);
  return match?.[1] !== undefined ? { name: match[1], rest: match[2] ?? '' } : null;
}

const describeImport = (entry: SourceImport) => `${entry.from} imports '${entry.specifier}'`;

function deepModuleImports(imports: readonly SourceImport[]): string[] {
  return imports
    .filter((entry) => {
      const from = moduleOf(entry.from);
      // modules/<name> itself (its index) has no '/': moduleOf gives null, which is allowed.
      const target = moduleOf(entry.to);
      if (!target || from?.name === target.name) return false;
      if (entry.from === SCHEMA && target.rest === 'tables') return false;
      if (entry.from === MIGRATIONS && target.rest.startsWith('migrations/')) return false;
      return !PUBLIC_ENTRIES.includes(target.rest);
    })
    .map(describeImport);
}

/**
 * The files that join the features (the list of modules, the tables' join): every other file
 * outside modules/<name>/ is the platform, which knows no feature.
 */
const COMPOSITION = ['compose.ts', 'modules/index.ts', SCHEMA, MIGRATIONS];
/** The engine the registry runs every module's subscriptions through: part of the platform. */
const PLATFORM_MODULES = ['chain-indexer'];

/** Imports of a feature's folder by the platform (app.ts, modules/module.ts, registry.ts…). */
function platformFeatureImports(imports: readonly SourceImport[]): string[] {
  return imports
    .filter((entry) => {
      if (moduleOf(entry.from) || COMPOSITION.includes(entry.from)) return false;
      const target = /^modules\/([^/.][^/]*)/.exec(entry.to)?.[1];
      return (
        target !== undefined &&
        !PLATFORM_MODULES.includes(target) &&
        !/^(module|registry|index)$/.test(target)
      );
    })
    .map(describeImport);
}

describe('API module boundaries', () => {
  const imports = relativeImports(SOURCE_DIR).filter((entry) => !isTestCode(entry.from));

  it('reads the import graph', () => {
    expect(imports).toContainEqual(
      expect.objectContaining({ from: 'modules/staking-rewards/snapshot.ts', to: 'modules/staking' }),
    );
    expect(imports).toContainEqual(expect.objectContaining({ from: 'app.ts', to: 'modules/registry' }));
    expect(imports).toContainEqual(expect.objectContaining({ from: 'compose.ts', to: 'modules' }));
  });

  it('keeps the platform free of features: only the composition root names them', () => {
    expect(platformFeatureImports(imports)).toEqual([]);
  });

  it('catches the platform importing a feature (the rule itself)', () => {
    const known: SourceImport[] = [
      { from: 'app.ts', to: 'modules/runtime-config', specifier: './modules/runtime-config' },
      { from: 'modules/module.ts', to: 'modules/payouts', specifier: './payouts' },
      { from: 'modules/registry.ts', to: 'modules/auth', specifier: './auth' },
      { from: 'platform.ts', to: 'modules/dragos', specifier: './modules/dragos' },
    ];
    const allowed: SourceImport[] = [
      { from: 'modules/registry.ts', to: 'modules/chain-indexer', specifier: './chain-indexer' },
      { from: 'app.ts', to: 'modules/module', specifier: './modules/module' },
      { from: 'compose.ts', to: 'modules/index', specifier: './modules/index' },
      { from: 'modules/staking/module.ts', to: 'modules/staking-rewards', specifier: '../staking-rewards' },
    ];
    expect(platformFeatureImports([...known, ...allowed])).toEqual(known.map(describeImport));
  });

  it('uses another module only through its index.ts or module.ts', () => {
    expect(deepModuleImports(imports)).toEqual([]);
  });

  it('catches a deep import across modules (the rule itself)', () => {
    const deep: SourceImport = {
      from: 'modules/staking/module.ts',
      to: 'modules/staking-rewards/queries',
      specifier: '../staking-rewards/queries',
    };
    const platformDeep: SourceImport = {
      from: 'app.ts',
      to: 'modules/runtime-config/service',
      specifier: './modules/runtime-config/service',
    };
    const tablesElsewhere: SourceImport = {
      from: 'modules/registry.ts',
      to: 'modules/staking/tables',
      specifier: './staking/tables',
    };
    const allowed: SourceImport[] = [
      { from: 'modules/staking/module.ts', to: 'modules/staking-rewards', specifier: '../staking-rewards' },
      { from: 'modules/devnet/module.ts', to: 'modules/migration/module', specifier: '../migration/module' },
      { from: 'modules/staking/module.ts', to: 'modules/staking/queries', specifier: './queries' },
      { from: 'modules/staking/module.ts', to: 'modules/module', specifier: '../module' },
      { from: 'app.ts', to: 'modules/runtime-config', specifier: './modules/runtime-config' },
      { from: 'db/schema.ts', to: 'modules/staking/tables', specifier: '../modules/staking/tables' },
      {
        from: 'db/migrations/index.ts',
        to: 'modules/staking/migrations/0005_staking',
        specifier: '../../modules/staking/migrations/0005_staking',
      },
    ];
    expect(deepModuleImports([deep, platformDeep, tablesElsewhere, ...allowed])).toEqual(
      [deep, platformDeep, tablesElsewhere].map(describeImport),
    );
  });
});

describe('API file names', () => {
  // Folders (the module names) are kebab-case; migrations keep the id the database records (0001_subscriber).
  it('are camelCase, migrations aside', () => {
    const testDir = fileURLToPath(new URL('../../test', import.meta.url));
    const names = [SOURCE_DIR, testDir].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
        (path) => path.endsWith('.ts') && !/(^|[/\\])migrations[/\\]\d{4}_/.test(path),
      ),
    );
    expect(names.length).toBeGreaterThan(100);
    const fileName = (path: string) => path.split(/[/\\]/).pop() ?? path;
    expect(names.filter((path) => !/^[a-z][a-zA-Z0-9]*(\.[a-z]+)*\.ts$/.test(fileName(path)))).toEqual([]);
  });
});
