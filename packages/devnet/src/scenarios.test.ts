import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderScenarioIndex, scenarioFiles } from '../../../scripts/lib/devnetScenarioIndex';
import type { DevnetScenario } from './scenarios/chain';
import { DEVNET_SCENARIOS } from './scenarios/index';
import { orderedScenarios } from './seed';

const SCENARIOS_DIR = fileURLToPath(new URL('./scenarios', import.meta.url));

describe('devnet scenarios (found by file, issue 39)', () => {
  it('are the generated list of every scenario file, fresh', () => {
    const files = scenarioFiles(SCENARIOS_DIR);
    expect(files).toEqual(expect.arrayContaining(['bridge', 'dragos', 'pledging', 'wallets']));
    // Stale: run `npx tsx scripts/writeDevnetScenarioIndex.ts`.
    expect(readFileSync(join(SCENARIOS_DIR, 'index.ts'), 'utf8')).toBe(renderScenarioIndex(files));
    expect(DEVNET_SCENARIOS.map((scenario) => scenario.name)).toEqual(files);
  });

  it('run in their order: the wallets first (later ones spend their tokens), pledging after them', () => {
    const names = orderedScenarios(DEVNET_SCENARIOS).map((scenario) => scenario.name);
    expect(names).toEqual(['wallets', 'stickers', 'roulette', 'bridge', 'dragos', 'pledging']);
  });

  it('refuses two scenarios of one order or one name, naming both (the rule itself)', () => {
    const scenario = (name: string, order: number): DevnetScenario => ({ name, order, steps: () => ({}) });
    expect(() => orderedScenarios([scenario('bridge', 40), scenario('example', 40)])).toThrow(
      'Devnet scenarios bridge and example claim one order: 40',
    );
    expect(() => orderedScenarios([scenario('bridge', 40), scenario('bridge', 41)])).toThrow(
      /claim one name/,
    );
  });
});
