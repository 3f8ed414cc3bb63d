// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/routes';

const SRC_DIR = fileURLToPath(new URL('../..', import.meta.url));
const FEATURE_DIR = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('devnet explorer routes', () => {
  it('registers the tx and address pages with header and footer, code-split', () => {
    for (const path of ['/explorer/:network/tx/:hash', '/explorer/:network/address/:address']) {
      const route = appRoutes.find((r) => r.path === path);
      if (!route) throw new Error(`${path} is not in the route table`);
      expect(route.chrome).toBe(true);
      expect(route.desktopOnly).toBe(false);
      // React.lazy: the page and the viem client it loads stay out of every other page's chunk.
      expect((route.page as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });

  it('is imported by nothing but the route table, and only lazily', () => {
    const staticImports = sourceFiles(SRC_DIR)
      .filter((file) => !file.startsWith(FEATURE_DIR))
      .filter((file) => /from\s+['"][^'"]*devnet-explorer\//.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC_DIR, file));
    expect(staticImports).toEqual([]);
  });
});
