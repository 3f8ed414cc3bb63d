import { filesExporting, renderFileIndex } from './fileIndex';

/**
 * The contracts' feature list (packages/contracts/src/features/index.ts), generated from the
 * feature files: each `features/<feature>.ts` that exports `contractFeature` (a `ContractFeature`:
 * its contracts' placement, recipes and wiring). Nothing lists a feature by hand;
 * `packages/contracts/src/features/features.test.ts` fails when the checked-in file is not what
 * this renders (`npx tsx scripts/writeContractFeatureIndex.ts`).
 */
export function contractFeatureFiles(featuresDir: string): string[] {
  return filesExporting(featuresDir, 'contractFeature');
}

export function renderContractFeatureIndex(names: readonly string[]): string {
  return renderFileIndex({
    names,
    exportName: 'contractFeature',
    type: { name: 'ContractFeature', from: './feature' },
    source: 'feature files',
    listName: 'CONTRACT_FEATURES',
    doc: "Every feature's contracts, one file each; deploy.ts places them by their `order`.",
    writtenBy: 'scripts/writeContractFeatureIndex.ts',
    checkedBy: 'features.test.ts',
    asConst: true,
  });
}
