import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isTestCode, relativeImports, type SourceImport } from '../../../../scripts/lib/importBoundaries';

/**
 * Module boundaries of the API: code in modules/<a>/ uses another module only through that
 * module's index.ts (what it shares with other modules) or its module.ts (the ApiModule entry).
 * Tests and their testing.ts helpers may reach inside to set things up. (The module-cycle rule
 * is in modules.test.ts.)
 */
const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));

const PUBLIC_ENTRIES = ['', 'module'];

function moduleOf(modulePath: string): { name: string; rest: string } | null {
  const match = /^([^/.][^/]*)\/(.*)$/.exec(modulePath);
  return match?.[1] !== undefined ? { name: match[1], rest: match[2] ?? '' } : null;
}

const describeImport = (entry: SourceImport) => `${entry.from} imports '${entry.specifier}'`;

function deepModuleImports(imports: readonly SourceImport[]): string[] {
  return imports
    .filter((entry) => {
      const from = moduleOf(entry.from);
      // modules/<name> itself (its index) has no '/': moduleOf gives null, which is allowed.
      const target = moduleOf(entry.to);
      if (!from || !target || from.name === target.name) return false;
      return !PUBLIC_ENTRIES.includes(target.rest);
    })
    .map(describeImport);
}

describe('API module boundaries', () => {
  const imports = relativeImports(MODULES_DIR).filter((entry) => !isTestCode(entry.from));

  it('reads the import graph', () => {
    expect(imports).toContainEqual(
      expect.objectContaining({ from: 'staking/module.ts', to: 'staking-rewards' }),
    );
  });

  it('uses another module only through its index.ts or module.ts', () => {
    expect(deepModuleImports(imports)).toEqual([]);
  });

  it('catches a deep import across modules (the rule itself)', () => {
    const deep: SourceImport = {
      from: 'staking/module.ts',
      to: 'staking-rewards/queries',
      specifier: '../staking-rewards/queries',
    };
    const allowed: SourceImport[] = [
      { from: 'staking/module.ts', to: 'staking-rewards', specifier: '../staking-rewards' },
      { from: 'devnet/module.ts', to: 'migration/module', specifier: '../migration/module' },
      { from: 'staking/module.ts', to: 'staking/queries', specifier: './queries' },
      { from: 'staking/module.ts', to: 'module', specifier: '../module' },
    ];
    expect(deepModuleImports([deep, ...allowed])).toEqual([describeImport(deep)]);
  });
});
