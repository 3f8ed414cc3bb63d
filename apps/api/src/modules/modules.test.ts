import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  apiModuleFolders,
  migrationFiles,
  renderApiModuleIndex,
  renderDatabaseSchema,
  renderMigrationIndex,
  tableFolders,
} from '../../../../scripts/lib/apiModuleIndex';
import {
  fileImportGraph,
  graphCycles,
  isTestCode,
  relativeImports,
  type SourceImport,
} from '../../../../scripts/lib/importBoundaries';
import { loadConfig } from '../compose';
import { API_MODULES } from './index';

const MODULES_DIR = dirname(fileURLToPath(import.meta.url));
/** apps/api/src: the whole tree the file-level cycle rule covers. */
const SOURCE_DIR = dirname(MODULES_DIR);

/** The module folders: modules/<name>/. */
const MODULE_FOLDERS = new Set(
  readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** The module folder a path relative to modules/ belongs to ('staking/routes' and 'staking' alike). */
function moduleOf(path: string): string | undefined {
  const name = path.split('/')[0] ?? '';
  return MODULE_FOLDERS.has(name) ? name : undefined;
}

/**
 * Module → the other modules its server code imports (the shared import scanner's relative imports;
 * tests and their helpers, testing.ts, may use several modules).
 */
export function moduleGraph(imports: readonly SourceImport[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from: file, to: target } of imports) {
    if (isTestCode(file) || !file.includes('/')) continue;
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const to = moduleOf(target);
    if (to && to !== from) edges.add(to);
  }
  return graph;
}

describe('the API source tree (apps/api/src)', () => {
  const graph = fileImportGraph(SOURCE_DIR);

  it('imports without a cycle between files, type imports included', () => {
    expect(graphCycles(graph)).toEqual([]);
  });

  it('reads every file, type imports included (the edges that once closed two circles)', () => {
    expect(graph.get('db/schema.ts')).toContain('modules/staking/tables.ts');
    expect(graph.get('modules/staking/tables.ts')).toContain('db/columns.ts');
    expect(graph.get('context.ts')).toContain('config.ts');
    expect(graph.get('compose.ts')).toContain('modules/index.ts');
    // The platform's config takes the modules' slices from the composition root.
    expect(graph.get('config.ts')).not.toContain('modules/index.ts');
    expect([...(graph.get('db/columns.ts') ?? [])]).toEqual([]);
  });
});

describe('API modules', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph(relativeImports(MODULES_DIR));
    expect(graph.size).toBeGreaterThanOrEqual(API_MODULES.length);
    expect(graphCycles(graph)).toEqual([]);
  });

  it('a cycle is found and named', () => {
    const graph = new Map([
      ['migration', new Set(['devnet'])],
      ['devnet', new Set(['staking-rewards', 'migration'])],
      ['staking-rewards', new Set<string>()],
    ]);
    expect(graphCycles(graph)).toEqual([['devnet', 'migration']]);
    graph.get('devnet')?.delete('migration');
    expect(graphCycles(graph)).toEqual([]);
  });

  it('own their configuration slice under their name in camel case (config.<name>)', () => {
    const camel = (name: string) =>
      name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());
    const sliced = API_MODULES.filter((module) => module.config);
    expect(sliced.map((module) => module.config?.key)).toEqual(sliced.map((module) => camel(module.name)));
    const config = loadConfig({});
    for (const module of sliced) expect(config).toHaveProperty(camel(module.name));
  });

  it('are found by folder: modules/index.ts is the generated list of every module folder, fresh', () => {
    const folders = [...MODULE_FOLDERS].sort();
    expect(apiModuleFolders(MODULES_DIR)).toEqual(folders);
    // Stale: run `npx tsx scripts/writeApiModuleIndex.ts`.
    expect(readFileSync(join(MODULES_DIR, 'index.ts'), 'utf8')).toBe(renderApiModuleIndex(folders));
    expect(API_MODULES.map((module) => module.name)).toEqual(folders);
  });

  it('keep their tables and migrations in their folders: db/schema.ts and db/migrations/index.ts are generated, fresh', () => {
    // Stale: run `npx tsx scripts/writeApiModuleIndex.ts`.
    expect(readFileSync(join(SOURCE_DIR, 'db/schema.ts'), 'utf8')).toBe(
      renderDatabaseSchema(tableFolders(MODULES_DIR)),
    );
    expect(readFileSync(join(SOURCE_DIR, 'db/migrations/index.ts'), 'utf8')).toBe(
      renderMigrationIndex(migrationFiles(SOURCE_DIR)),
    );
    expect(tableFolders(MODULES_DIR)).toEqual(expect.arrayContaining(['staking', 'subscribe']));
    expect(migrationFiles(SOURCE_DIR)).toContainEqual({
      name: '0005_staking',
      owner: 'staking',
      path: 'modules/staking/migrations/0005_staking',
    });
  });
});
