/**
 * Writes packages/contracts/src/features/index.ts, the contracts' feature list, from the feature
 * files (each `features/<feature>.ts` exporting `contractFeature`). Run after adding or removing
 * one: `npx tsx scripts/writeContractFeatureIndex.ts`. `features/features.test.ts` fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractFeatureFiles, renderContractFeatureIndex } from './lib/contractFeatureIndex';

const featuresDir = fileURLToPath(new URL('../packages/contracts/src/features', import.meta.url));
writeFileSync(`${featuresDir}/index.ts`, renderContractFeatureIndex(contractFeatureFiles(featuresDir)));
