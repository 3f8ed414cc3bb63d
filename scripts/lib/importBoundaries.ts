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

/** The module name of a source file, as `to` names it ('a/b.ts' → 'a/b', 'a/index.tsx' → 'a'). */
export function moduleOf(file: string): string {
  return file.replace(/\.(tsx?|jsx?)$/, '').replace(/(^|\/)index$/, '');
}

/**
 * The import cycles of a graph, one per strongly connected group of modules (Tarjan), each as
 * the group's modules in sorted order (a module importing itself counts). Every script import
 * counts, `import type` and `import()` too.
 */
export function importCycles(imports: readonly SourceImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  // Style sheets and JSON share their module's name ('X.tsx' imports './X.css') but import nothing.
  for (const entry of imports.filter((e) => !/\.(css|json)$/.test(e.specifier))) {
    const from = moduleOf(entry.from);
    const targets = edges.get(from) ?? new Set<string>();
    targets.add(entry.to);
    edges.set(from, targets);
  }
  return graphCycles(edges);
}

/**
 * The cycles of any directed graph (files, modules), one per strongly connected group (Tarjan),
 * each as the group's nodes in sorted order; a node with an edge to itself counts. The one cycle
 * finder of the web's and the API's boundary tests.
 */
export function graphCycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || edges.get(node)?.has(node)) cycles.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

// A whole `import … from '…'` / `export … from '…'` statement (its clause may span lines), or a
// side-effect `import '…'`; never `import('…')`, which loads later.
const STATIC_STATEMENT = /^\s*(?:(import|export)\s+([^'";]*?)\s*from\s*|import\s*)['"]([^'"]+)['"]/gm;

/**
 * The specifiers a module loads when it is evaluated: its static imports and re-exports, relative
 * or packages. Not `import type`/`export type` or clauses naming only types (erased), and not
 * `import()` (a chunk loaded later). The wallet-stack rule of apps/web/src/boundaries.test.ts
 * walks these.
 */
export function staticRuntimeSpecifiers(text: string): string[] {
  return Array.from(text.matchAll(STATIC_STATEMENT), (match) => {
    const clause = (match[2] ?? '').trim();
    if (/^type\b/.test(clause)) return undefined;
    const named = /^\{([\s\S]*)\}$/.exec(clause)?.[1];
    const names = named
      ?.split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    if (names?.length && names.every((name) => /^type\s/.test(name))) return undefined;
    return match[3];
  }).filter((specifier): specifier is string => specifier !== undefined);
}
