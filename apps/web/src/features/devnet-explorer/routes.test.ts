// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/routes';

const FEATURE_DIR = fileURLToPath(new URL('.', import.meta.url));

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

  it("is declared by its manifest (feature.ts), whose imports of the feature's own modules are lazy", () => {
    // The boundary test (src/boundaries.test.ts) keeps other code on the index; here the index
    // (its manifest, found by file) must not pull the explorer into the first load.
    const index = readFileSync(join(FEATURE_DIR, 'feature.ts'), 'utf8');
    const staticImports = Array.from(index.matchAll(/^import[^;]*from\s+'([^']+)'/gm), (match) => match[1]);
    expect(staticImports).toEqual(['react', '../../shared/routing']);
    expect(index).toMatch(/lazy\(\(\) => import\('\.\/TransactionPage'\)\)/);
  });
});
