import { filesExporting, renderFileIndex } from './fileIndex';

/**
 * The devnet's scenario list (packages/devnet/src/scenarios/index.ts), generated from the
 * scenario files: each `scenarios/<feature>.ts` that exports `scenario` (a `DevnetScenario`).
 * Nothing lists a feature by hand; `packages/devnet/src/scenarios.test.ts` fails when the
 * checked-in file is not what this renders (`npx tsx scripts/writeDevnetScenarioIndex.ts`).
 */
export function scenarioFiles(scenariosDir: string): string[] {
  return filesExporting(scenariosDir, 'scenario');
}

export function renderScenarioIndex(names: readonly string[]): string {
  return renderFileIndex({
    names,
    exportName: 'scenario',
    type: { name: 'DevnetScenario', from: './chain' },
    source: 'scenario files',
    listName: 'DEVNET_SCENARIOS',
    doc: "Every feature's devnet scenario, one per file; seed.ts runs them by their `order`.",
    writtenBy: 'scripts/writeDevnetScenarioIndex.ts',
    checkedBy: 'scenarios.test.ts',
  });
}
