import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importOrder } from './apiModuleIndex';

/**
 * A generated list of the files of one folder that export one name (the devnet's scenarios, the
 * contracts' features): nothing lists a feature by hand, and a test compares the checked-in
 * `index.ts` with what `renderFileIndex` renders (its stale check).
 */
export function filesExporting(dir: string, exportName: string): string[] {
  const exported = new RegExp(`^export const ${exportName}\\b`, 'm');
  return readdirSync(dir)
    .filter((file) => /^[a-z][a-zA-Z0-9]*\.ts$/.test(file) && file !== 'index.ts')
    .filter((file) => exported.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) => file.slice(0, -3))
    .sort();
}

export interface FileIndex {
  /** The files (without `.ts`) each exporting `exportName`, imported under their own name. */
  names: readonly string[];
  exportName: string;
  /** The element type and the file that exports it: `{ name: 'DevnetScenario', from: './chain' }`. */
  type: { name: string; from: string };
  /** What it is generated from ('scenario files'), the list's name and its doc comment. */
  source: string;
  listName: string;
  doc: string;
  /** The command that writes it and the test that fails while it is stale. */
  writtenBy: string;
  checkedBy: string;
  /** `as const` keeps each entry's literal type (for types derived from the list). */
  asConst?: boolean;
}

export function renderFileIndex(index: FileIndex): string {
  const { names, exportName, type } = index;
  const imports = [
    ...names.map((name) => ({
      from: `./${name}`,
      line: `import { ${exportName} as ${name} } from './${name}';`,
    })),
    { from: type.from, line: `import type { ${type.name} } from '${type.from}';` },
  ].sort((a, b) => importOrder(a.from, b.from));
  return [
    `// Generated from the ${index.source} by ${index.writtenBy}: do not edit.`,
    `// ${index.checkedBy} fails when it is stale.`,
    ...imports.map(({ line }) => line),
    '',
    `/** ${index.doc} */`,
    index.asConst
      ? `export const ${index.listName} = [`
      : `export const ${index.listName}: readonly ${type.name}[] = [`,
    ...names.map((name) => `  ${name},`),
    index.asConst ? `] as const satisfies readonly ${type.name}[];` : '];',
    '',
  ].join('\n');
}
