import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { API_MODULES } from './index';

const MODULES_DIR = dirname(fileURLToPath(import.meta.url));

/** The code a server runs: tests and their helpers (testing.ts) may use several modules. */
function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    const isTest = entry.name.endsWith('.test.ts') || entry.name === 'testing.ts';
    return entry.name.endsWith('.ts') && !isTest ? [path] : [];
  });
}

/** The module folder a file belongs to, or undefined outside modules/<name>/. */
function moduleOf(file: string): string | undefined {
  const parts = relative(MODULES_DIR, file).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Module → the other modules its code imports. */
export function moduleGraph(files: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const to = moduleOf(resolve(dirname(file), specifier));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A cycle as [a, b, …, a], or undefined. */
export function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'visiting') return [...path.slice(path.indexOf(node)), node];
    if (state.get(node) === 'done') return undefined;
    state.set(node, 'visiting');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('API modules', () => {
  it('import each other without a cycle', () => {
    const graph = moduleGraph(serverFiles(MODULES_DIR));
    expect(graph.size).toBeGreaterThanOrEqual(API_MODULES.length);
    expect(findCycle(graph)).toBeUndefined();
  });

  it('a cycle is found and named', () => {
    const graph = new Map([
      ['migration', new Set(['devnet'])],
      ['devnet', new Set(['staking-rewards', 'migration'])],
      ['staking-rewards', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['migration', 'devnet', 'migration']);
    graph.get('devnet')?.delete('migration');
    expect(findCycle(graph)).toBeUndefined();
  });

  it('own their configuration slice under their name in camel case (config.<name>)', () => {
    const camel = (name: string) =>
      name.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());
    const sliced = API_MODULES.filter((module) => module.config);
    expect(sliced.map((module) => module.config?.key)).toEqual(sliced.map((module) => camel(module.name)));
    const config = loadConfig({});
    for (const module of sliced) expect(config).toHaveProperty(camel(module.name));
  });

  it('are all listed in modules/index.ts, once, under their folder name', () => {
    const folders = readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(API_MODULES.map((module) => module.name).sort()).toEqual(folders);
  });
});
