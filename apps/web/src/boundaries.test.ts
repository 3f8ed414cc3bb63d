// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  importCycles,
  isTestCode,
  relativeImports,
  type SourceImport,
} from '../../../scripts/lib/importBoundaries';

/**
 * Feature boundaries of the web app (docs/architecture.md "Add a web feature"):
 * - a feature is used from outside only through its index.ts (routes and the hooks it shares);
 * - features and shared code never import the app shell (app/), and shared code no feature;
 * - tests and their `testing` helpers are exempt: they may set up another feature's internals.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));

/**
 * Public entries besides index.ts. The wallet keeps wagmi and viem out of the first load: its
 * index is light (the header's slot), and pages that transact (lazy chunks) use `onchain`. The
 * dragos' `kit` (cards' art, names, the inventory read, their styles) serves other drago pages
 * (breeding) the same way: the route table imports index.ts, so the kit stays out of it.
 */
const EXTRA_PUBLIC_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  wallet: ['onchain'],
  dragos: ['kit'],
};

const allImports = relativeImports(SRC);
const productionImports = allImports.filter((entry) => !isTestCode(entry.from));

function featureOf(modulePath: string): { name: string; rest: string } | null {
  const match = /^features\/([^/]+)(?:\/(.*))?$/.exec(modulePath);
  return match?.[1] ? { name: match[1], rest: match[2] ?? '' } : null;
}

const describeImport = (entry: SourceImport) => `${entry.from} imports '${entry.specifier}'`;

/** Imports that break a rule, for the assertion message. */
function deepFeatureImports(imports: readonly SourceImport[]): string[] {
  return imports
    .filter((entry) => {
      const target = featureOf(entry.to);
      if (!target || featureOf(entry.from)?.name === target.name) return false;
      return target.rest !== '' && !EXTRA_PUBLIC_ENTRIES[target.name]?.includes(target.rest);
    })
    .map(describeImport);
}

describe('web feature boundaries', () => {
  it('reads the import graph', () => {
    expect(productionImports.length).toBeGreaterThan(100);
    expect(productionImports).toContainEqual(
      expect.objectContaining({ from: 'app/routes.ts', to: 'features/pledging' }),
    );
  });

  it('reaches another feature only through its index.ts', () => {
    expect(deepFeatureImports(productionImports)).toEqual([]);
  });

  it('catches a deep import across features (the rule itself)', () => {
    const deep: SourceImport = {
      from: 'features/pledging/PledgingPage.tsx',
      to: 'features/wallet/tx/useTransactionFlow',
      specifier: '../wallet/tx/useTransactionFlow',
    };
    const shell: SourceImport = {
      from: 'app/routes.ts',
      to: 'features/pledging/PledgingPage',
      specifier: '../features/pledging/PledgingPage',
    };
    const allowed: SourceImport[] = [
      {
        from: 'features/pledging/PledgingPage.tsx',
        to: 'features/wallet/onchain',
        specifier: '../wallet/onchain',
      },
      { from: 'features/pledging/PledgingPage.tsx', to: 'features/pledging/api/x', specifier: './api/x' },
      { from: 'app/routes.ts', to: 'features/pledging', specifier: '../features/pledging' },
    ];
    expect(deepFeatureImports([deep, shell, ...allowed])).toEqual([
      describeImport(deep),
      describeImport(shell),
    ]);
  });

  it('keeps the app shell out of features and shared code, and features out of shared code', () => {
    // The browser's entry and the prerenderer's render the shell.
    const ENTRIES = ['main.tsx', 'entry-server.tsx'];
    const wrongWay = productionImports.filter(
      (entry) =>
        (!entry.from.startsWith('app/') && !ENTRIES.includes(entry.from) && entry.to.startsWith('app/')) ||
        (entry.from.startsWith('shared/') && entry.to.startsWith('features/')),
    );
    expect(wrongWay.map(describeImport)).toEqual([]);
  });

  it('loads the wallet root only from the header slot (lazily), never into a page chunk', () => {
    // Pages reach wagmi through `WalletBoundary`; a page that imported the root would also carry
    // the header button, the pickers and their Radix menus (~15 KiB gz, issue 26).
    const importers = productionImports
      .filter((entry) => entry.to === 'features/wallet/WalletRoot')
      .map((entry) => entry.from);
    expect(importers).toEqual(['features/wallet/WalletSlot.tsx']);
  });
});

describe('web import graph', () => {
  it('has no import cycle in the whole tree, type imports and tests included', () => {
    expect(importCycles(allImports)).toEqual([]);
  });

  it('finds a cycle, through a type import and an index.ts too (the rule itself)', () => {
    const edge = (from: string, to: string): SourceImport => ({ from, to, specifier: `./${to}` });
    expect(
      importCycles([
        edge('wallet/connectors/sdkConnectors.ts', 'wallet/connectors/sdk/web3Auth'),
        edge('wallet/connectors/sdk/web3Auth.ts', 'wallet/connectors/sdkConnectors'),
        edge('a/index.ts', 'a/b'),
        edge('a/b.tsx', 'a'),
        edge('c.ts', 'c'),
        edge('d.ts', 'a'),
        { from: 'e.tsx', to: 'e', specifier: './e.css' },
      ]),
    ).toEqual([['wallet/connectors/sdk/web3Auth', 'wallet/connectors/sdkConnectors'], ['a', 'a/b'], ['c']]);
  });
});
