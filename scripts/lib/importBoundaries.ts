import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import graph the boundary tests check (apps/web/src/boundaries.test.ts,
 * apps/api/src/modules/boundaries.test.ts): every relative import of every TypeScript source
 * file below a folder, resolved to a path. Relative imports only: packages are not boundaries.
 */

export interface SourceImport {
  /** The importing file, relative to the root folder, with '/' separators. */
  from: string;
  /** The imported module, relative to the same root, without extension ('features/x/index' stays 'features/x'). */
  to: string;
  /** The specifier as written. */
  specifier: string;
}

/** Tests and their helpers may reach inside other features to set things up. */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)testing(\.tsx?$|\/)/.test(file);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm;

/** Every relative import below `root` (its production and test files alike). */
export function relativeImports(root: string): SourceImport[] {
  return sourceFiles(root).flatMap((file) => {
    const from = path.relative(root, file).split(path.sep).join('/');
    const text = readFileSync(file, 'utf8');
    return Array.from(text.matchAll(SPECIFIER), (match) => {
      const specifier = match[1] ?? '';
      const resolved = path.relative(root, path.resolve(path.dirname(file), specifier));
      const to = resolved
        .split(path.sep)
        .join('/')
        .replace(/\.(tsx?|jsx?|json|css)$/, '')
        .replace(/\/index$/, '');
      return { from, to, specifier };
    });
  });
}

/**
 * File → the files it imports (relative imports resolved to `x.ts`, `x.tsx` or `x/index.ts(x)`;
 * type imports included, as TypeScript loads them too). The API's cycle test walks it.
 */
export function fileImportGraph(root: string): Map<string, Set<string>> {
  const fileOf = (to: string) =>
    [`${to}.ts`, `${to}.tsx`, `${to}/index.ts`, `${to}/index.tsx`].find((candidate) =>
      existsSync(path.join(root, candidate)),
    );
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of relativeImports(root)) {
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const target = fileOf(to);
    if (target) edges.add(target);
  }
  return graph;
}
