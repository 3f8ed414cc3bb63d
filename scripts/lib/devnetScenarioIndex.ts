import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importOrder } from './apiModuleIndex';

/**
 * The devnet's scenario list (packages/devnet/src/scenarios/index.ts), generated from the
 * scenario files: each `scenarios/<feature>.ts` that exports `scenario` (a `DevnetScenario`).
 * Nothing lists a feature by hand; `packages/devnet/src/scenarios.test.ts` fails when the
 * checked-in file is not what this renders (`npx tsx scripts/writeDevnetScenarioIndex.ts`).
 */
export function scenarioFiles(scenariosDir: string): string[] {
  return readdirSync(scenariosDir)
    .filter((file) => /^[a-z][a-zA-Z0-9]*\.ts$/.test(file) && file !== 'index.ts')
    .filter((file) => /^export const scenario\b/m.test(readFileSync(join(scenariosDir, file), 'utf8')))
    .map((file) => file.slice(0, -3))
    .sort();
}

export function renderScenarioIndex(names: readonly string[]): string {
  const imports = [
    ...names.map((name) => ({ from: `./${name}`, line: `import { scenario as ${name} } from './${name}';` })),
    { from: './chain', line: "import type { DevnetScenario } from './chain';" },
  ].sort((a, b) => importOrder(a.from, b.from));
  return [
    '// Generated from the scenario files by scripts/writeDevnetScenarioIndex.ts: do not edit.',
    '// scenarios.test.ts fails when it is stale.',
    ...imports.map(({ line }) => line),
    '',
    "/** Every feature's devnet scenario, one per file; seed.ts runs them by their `order`. */",
    'export const DEVNET_SCENARIOS: readonly DevnetScenario[] = [',
    ...names.map((name) => `  ${name},`),
    '];',
    '',
  ].join('\n');
}
