/**
 * Writes packages/devnet/src/scenarios/index.ts, the devnet's scenario list, from the scenario
 * files (each `scenarios/<feature>.ts` exporting `scenario`). Run after adding or removing one:
 * `npx tsx scripts/writeDevnetScenarioIndex.ts`. `packages/devnet/src/scenarios.test.ts` fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderScenarioIndex, scenarioFiles } from './lib/devnetScenarioIndex';

const scenariosDir = fileURLToPath(new URL('../packages/devnet/src/scenarios', import.meta.url));
writeFileSync(`${scenariosDir}/index.ts`, renderScenarioIndex(scenarioFiles(scenariosDir)));
