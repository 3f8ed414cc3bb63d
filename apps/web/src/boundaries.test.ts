// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  importCycles,
  isTestCode,
  relativeImports,
  type SourceImport,
  staticRuntimeSpecifiers,
} from '../../../scripts/lib/importBoundaries';

/**
 * Feature boundaries of the web app (docs/architecture.md "Adding a feature: the web side"):
 * - a feature is used from outside only through its index.ts (what it shares); the platform finds its
 *   feature.ts and activity.ts by file (import.meta.glob);
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
      expect.objectContaining({ from: 'features/pledging/PledgingPage.tsx', to: 'features/wallet/onchain' }),
    );
  });

  it('names no feature in the route table: features are found by their feature.ts', () => {
    const named = productionImports.filter(
      (each) => each.from.startsWith('app/routes') && each.to.startsWith('features/'),
    );
    expect(named).toEqual([]);
  });

  it('reaches another feature only through its index.ts', () => {
    expect(deepFeatureImports(productionImports)).toEqual([]);
  });

  it('catches a deep import across features (the rule itself)', () => {
    const deep: SourceImport = {
      from: 'features/pledging/PledgingPage.tsx',
      to: 'features/wallet/action/useWalletAction',
      specifier: '../wallet/action/useWalletAction',
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

/**
 * Issue 26 item 5: an app page's first load carries no wallet stack. wagmi, viem and the wallet
 * SDKs load with `features/wallet/stack/fullStack.tsx` once a wallet is used (stored, picked,
 * connected), never through a static import of the shell or a page.
 */
const WALLET_STACK_PACKAGE =
  /^(wagmi|viem|ox|abitype|@wagmi|@walletconnect|@metamask|@web3auth|@reown)(\/|$)/;
/**
 * The devnet explorer draws from its own public client's chain reads (viem, no wallet): the one
 * page allowed to load viem at once. wagmi stays out of it too.
 */
const MAY_LOAD_VIEM = ['features/devnet-explorer/'];
const PACKAGES = path.resolve(SRC, '../../../packages');

/** The file a static specifier loads, or the package it names ('viem', '@wagmi/core'). */
function resolveSpecifier(fromFile: string, specifier: string): { file: string } | { pkg: string } | null {
  const workspace = /^@kingdoms\/([^/]+)\/(.+)$/.exec(specifier);
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(fromFile), specifier)
    : workspace
      ? path.join(PACKAGES, workspace[1] ?? '', 'src', workspace[2] ?? '')
      : null;
  if (base === null) {
    const parts = specifier.split('/');
    return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier) };
  }
  const file = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return file ? { file } : null; // CSS, JSON
}

/** For each module a root loads statically, the wallet-stack packages it imports ('module → viem'). */
function walletStackReach(
  roots: readonly string[],
  specifiersOf: (file: string) => readonly string[],
): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of specifiersOf(file)) {
      const target = resolveSpecifier(file, specifier);
      if (target && 'file' in target) stack.push(target.file);
      else if (target && WALLET_STACK_PACKAGE.test(target.pkg)) {
        found.push(`${path.relative(SRC, file)} → ${specifier}`);
      }
    }
  }
  return found.sort();
}

const readSpecifiers = (file: string) => staticRuntimeSpecifiers(readFileSync(file, 'utf8'));

/** Every routed page: the modules the features' manifests load lazily (`page: lazy(() => import(…))`). */
function routedPages(): string[] {
  const indexes = [...new Set(productionImports.map((entry) => entry.from))].filter((file) =>
    /^features\/[^/]+\/feature\.ts$/.test(file),
  );
  return indexes.flatMap((index) => {
    const text = readFileSync(path.join(SRC, index), 'utf8');
    return Array.from(text.matchAll(/page: lazy\(\(\) => import\('(\.[^']+)'\)\)/g), (match) =>
      resolveSpecifier(path.join(SRC, index), match[1] ?? ''),
    ).flatMap((target) => (target && 'file' in target ? [target.file] : []));
  });
}

describe('the wallet stack loads only once a wallet is used (issue 26 item 5)', () => {
  it('finds every routed page', () => {
    const pages = routedPages().map((file) => path.relative(SRC, file));
    expect(pages).toEqual(
      expect.arrayContaining(['features/pledging/PledgingPage.tsx', 'features/bridge/BridgePage.tsx']),
    );
    expect(pages.length).toBeGreaterThanOrEqual(15);
  });

  it('no page, nor the shell, imports wagmi, viem or a wallet SDK statically (the devnet explorer: viem only)', () => {
    const reach = routedPages().flatMap((page) =>
      walletStackReach([path.join(SRC, 'main.tsx'), page], readSpecifiers).filter(
        (hit) =>
          !(
            MAY_LOAD_VIEM.some((prefix) => path.relative(SRC, page).startsWith(prefix)) &&
            / → viem(\/|$)/.test(hit)
          ),
      ),
    );
    expect([...new Set(reach)]).toEqual([]);
  });

  it('the stack itself is what carries wagmi and viem (the rule sees through pages, helpers and packages)', () => {
    expect(walletStackReach([path.join(SRC, 'features/wallet/stack/fullStack.tsx')], readSpecifiers)).toEqual(
      expect.arrayContaining([
        'features/wallet/stack/fullStack.tsx → wagmi',
        'features/wallet/wagmiConfig.ts → viem',
      ]),
    );
    // A page whose helper imports viem, beside a workspace package that does not.
    const dir = mkdtempSync(path.join(tmpdir(), 'wallet-reach-'));
    writeFileSync(
      path.join(dir, 'page.tsx'),
      "import { helper } from './helper';\nimport { toBaseUnits } from '@kingdoms/shared/amounts';\n",
    );
    writeFileSync(
      path.join(dir, 'helper.ts'),
      "import type { Hex } from 'viem';\nimport { createSiweMessage } from 'viem/siwe';\n",
    );
    expect(walletStackReach([path.join(dir, 'page.tsx')], readSpecifiers)).toEqual([
      expect.stringMatching(/helper\.ts → viem\/siwe$/),
    ]);
  });

  it('reads only what loads at once: type-only and lazy imports do not count', () => {
    expect(
      staticRuntimeSpecifiers(`import type { A } from 'viem';
import { type B, type C } from 'viem';
import {
  type D,
  useE,
} from 'wagmi';
export { F } from './f';
export type { G } from './g';
import './style.css';
const H = lazy(() => import('./h'));`),
    ).toEqual(['wagmi', './f', './style.css']);
  });
});
