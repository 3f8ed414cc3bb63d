import { existsSync, readdirSync } from 'node:fs';
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
