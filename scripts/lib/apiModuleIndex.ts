import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The API's module list (apps/api/src/modules/index.ts), generated from the module folders: each
 * `modules/<name>/` with a `module.ts` exports `<camelName>Module`. Nothing lists a module by hand;
 * `modules/modules.test.ts` fails when the checked-in file is not what this renders
 * (`npx tsx scripts/writeApiModuleIndex.ts` writes it).
 */
export function apiModuleFolders(modulesDir: string): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(modulesDir, entry.name, 'module.ts')))
    .map((entry) => entry.name)
    .sort();
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());

/** Import paths compared segment by segment, as the formatter orders them ('staking/' before 'staking-rewards/'). */
function bySegments(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const [x, y] = [left[index] ?? '', right[index] ?? ''];
    if (x !== y) return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** Imports as the formatter orders them: packages, then parent folders, then this folder, each by segments. */
export function importOrder(a: string, b: string): number {
  const rank = (path: string) => (path.startsWith('../') ? 1 : path.startsWith('./') ? 2 : 0);
  return rank(a) - rank(b) || bySegments(a, b);
}

export function renderApiModuleIndex(folders: readonly string[]): string {
  const imports = [
    ...folders.map((folder) => ({
      from: `./${folder}/module`,
      line: `import { ${camel(folder)}Module } from './${folder}/module';`,
    })),
    { from: './module', line: "import type { ApiModule } from './module';" },
  ].sort((a, b) => bySegments(a.from, b.from));
  return [
    '// Generated from the module folders by scripts/writeApiModuleIndex.ts: do not edit.',
    '// modules.test.ts fails when a folder is missing here.',
    ...imports.map(({ line }) => line),
    '',
    '/** Every module of the API, one per folder; the registry orders them by provides/uses (registry.ts). */',
    'export const API_MODULES: readonly ApiModule[] = [',
    ...folders.map((folder) => `  ${camel(folder)}Module,`),
    '];',
    '',
  ].join('\n');
}

const pascal = (name: string) => camel(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());

/** A migration file: its recorded id (`NNNN_name`, the name the database keeps) and who claims it. */
export interface MigrationFile {
  readonly name: string;
  /** The module folder (modules/<owner>/migrations/) or 'platform' (db/migrations/). */
  readonly owner: string;
  /** The file without `.ts`, relative to apps/api/src. */
  readonly path: string;
}

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.ts$/;

/**
 * Every migration of the API, found by file: the platform's in `db/migrations/` and each module's
 * in `modules/<name>/migrations/`, in the one global sequence of their numbers.
 */
export function migrationFiles(sourceDir: string): MigrationFile[] {
  const inFolder = (dir: string, owner: string, prefix: string): MigrationFile[] =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => MIGRATION_FILE.test(file))
          .map((file) => ({ name: file.slice(0, -3), owner, path: `${prefix}/${file.slice(0, -3)}` }))
      : [];
  const modulesDir = join(sourceDir, 'modules');
  return [
    ...inFolder(join(sourceDir, 'db/migrations'), 'platform', 'db/migrations'),
    ...apiModuleFolders(modulesDir).flatMap((folder) =>
      inFolder(join(modulesDir, folder, 'migrations'), folder, `modules/${folder}/migrations`),
    ),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Migration numbers two files claim, each with its claimants ('0023': ['payouts/0023_a', 'rental/0023_b']). */
export function doubleMigrationNumbers(files: readonly MigrationFile[]): Record<string, string[]> {
  const byNumber = new Map<string, string[]>();
  for (const file of files) {
    const number = file.name.slice(0, 4);
    byNumber.set(number, [...(byNumber.get(number) ?? []), `${file.owner}/${file.name}`]);
  }
  return Object.fromEntries([...byNumber].filter(([, claimants]) => claimants.length > 1));
}

/**
 * apps/api/src/db/migrations/index.ts: every migration in its global sequence. Refuses two files
 * with one number, naming both, and a gap (a number skipped would let a later file slip in before
 * a migration a database already ran).
 */
export function renderMigrationIndex(files: readonly MigrationFile[]): string {
  const doubles = doubleMigrationNumbers(files);
  if (Object.keys(doubles).length > 0) {
    throw new Error(`Two migrations claim one number: ${JSON.stringify(doubles)}`);
  }
  files.forEach((file, index) => {
    if (file.name.slice(0, 4) !== String(index + 1).padStart(4, '0')) {
      throw new Error(`Migration ${file.owner}/${file.name} is not number ${index + 1} of the sequence`);
    }
  });
  const local = (path: string) =>
    path.startsWith('db/migrations/') ? `./${path.slice('db/migrations/'.length)}` : `../../${path}`;
  const identifier = (name: string) => `m${camel(name.replace(/_/g, '-'))}`;
  const imports = [
    { from: 'kysely', line: "import type { Migration } from 'kysely';" },
    ...files.map((file) => ({
      from: local(file.path),
      line: `import * as ${identifier(file.name)} from '${local(file.path)}';`,
    })),
  ].sort((a, b) => importOrder(a.from, b.from));
  return [
    '// Generated from the migration folders by scripts/writeApiModuleIndex.ts: do not edit.',
    '// modules/modules.test.ts fails when it is stale.',
    ...imports.map(({ line }) => line),
    '',
    '/**',
    ' * Every migration, in its global sequence, by the id the database records (NNNN_name). Each lives',
    " * in the folder of the module that owns it (modules/<name>/migrations/; the platform's in",
    " * db/migrations/). Add one as the next number in its module's folder and regenerate.",
    ' */',
    'export const migrations: Record<string, Migration> = {',
    ...files.map((file) => `  '${file.name}': ${identifier(file.name)}, // ${file.owner}`),
    '};',
    '',
  ].join('\n');
}

/** The module folders with a `tables.ts`, each exporting `<PascalName>Tables`. */
export function tableFolders(modulesDir: string): string[] {
  return apiModuleFolders(modulesDir).filter((folder) => {
    const path = join(modulesDir, folder, 'tables.ts');
    if (!existsSync(path)) return false;
    if (!new RegExp(`export interface ${pascal(folder)}Tables\\b`).test(readFileSync(path, 'utf8'))) {
      throw new Error(`modules/${folder}/tables.ts must export interface ${pascal(folder)}Tables`);
    }
    return true;
  });
}

/** apps/api/src/db/schema.ts: the Database type, the platform's tables and each module's. */
export function renderDatabaseSchema(folders: readonly string[]): string {
  const imports = [
    ...folders.map((folder) => ({
      from: `../modules/${folder}/tables`,
      line: `import type { ${pascal(folder)}Tables } from '../modules/${folder}/tables';`,
    })),
    { from: './platformTables', line: "import type { PlatformTables } from './platformTables';" },
  ].sort((a, b) => importOrder(a.from, b.from));
  return [
    '// Generated from the module folders by scripts/writeApiModuleIndex.ts: do not edit.',
    '// modules/modules.test.ts fails when it is stale.',
    ...imports.map(({ line }) => line),
    '',
    "/** Every table of the API: the platform's (platformTables.ts) and each module's tables.ts. */",
    'export interface Database',
    `  extends PlatformTables,`,
    ...folders.map(
      (folder, index) => `    ${pascal(folder)}Tables${index === folders.length - 1 ? ' {}' : ','}`,
    ),
    '',
  ].join('\n');
}
