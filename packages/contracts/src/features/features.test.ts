import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  contractFeatureFiles,
  renderContractFeatureIndex,
} from '../../../../scripts/lib/contractFeatureIndex';
import { contractRecipes, type PlacedContract, placementFrom } from '../deploy';
import { wiringCalls } from '../wiring';
import { type ContractFeature, defineContractFeature } from './feature';
import { CONTRACT_FEATURES } from './index';

const FEATURES_DIR = fileURLToPath(new URL('.', import.meta.url));

describe('contract features (found by file, issue 39)', () => {
  it('are the generated list of every feature file, fresh', () => {
    const files = contractFeatureFiles(FEATURES_DIR);
    expect(files).toEqual(expect.arrayContaining(['bridge', 'dragos', 'pledging', 'tokens']));
    // Stale: run `npx tsx scripts/writeContractFeatureIndex.ts`.
    expect(readFileSync(join(FEATURES_DIR, 'index.ts'), 'utf8')).toBe(renderContractFeatureIndex(files));
    expect(CONTRACT_FEATURES.map((feature) => feature.name)).toEqual(files);
  });

  it('finds a new feature file with no edit outside it: the list gains its one import and one entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'contract-features-'));
    try {
      cpSync(FEATURES_DIR, dir, { recursive: true });
      writeFileSync(
        join(dir, 'example.ts'),
        "import { defineContractFeature } from './feature';\n\nexport const contractFeature = defineContractFeature({\n  name: 'example',\n  contracts: { MysteryBox: { order: 45, networks: ['arenaz'] } },\n});\n",
      );
      const before = renderContractFeatureIndex(contractFeatureFiles(FEATURES_DIR)).split('\n');
      const after = renderContractFeatureIndex(contractFeatureFiles(dir)).split('\n');
      expect(after.filter((line) => !before.includes(line))).toEqual([
        "import { contractFeature as example } from './example';",
        '  example,',
      ]);
      expect(before.filter((line) => !after.includes(line))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('types each network’s placed contracts from the declarations (a chain test reads them without a check)', () => {
    const onPolygon: PlacedContract<'polygon'>[] = ['StickerMerge', 'RewardPayout', 'BridgeGateway'];
    // @ts-expect-error Staking is placed on Ethereum only
    const notOnPolygon: PlacedContract<'polygon'> = 'Staking';
    // @ts-expect-error ChainlinkVrfOracle is placed nowhere: it takes the dev oracle's place in a vrf plan
    const nowhere: PlacedContract<'arenaz'> = 'ChainlinkVrfOracle';
    expect([...onPolygon, notOnPolygon, nowhere].every((name) => typeof name === 'string')).toBe(true);
  });

  const example = (name: string, contracts: ContractFeature['contracts']) =>
    defineContractFeature({ name, contracts });

  it('refuses one contract claimed by two features, naming both (the rule itself)', () => {
    expect(() =>
      contractRecipes([
        example('tokens', { A2Z: { order: 10, networks: ['polygon'] } }),
        example('example', { A2Z: { order: 11, networks: ['arenaz'] } }),
      ]),
    ).toThrow('Contract features tokens and example claim one contract: A2Z');
  });

  it('refuses two contracts of one order, naming both (the rule itself)', () => {
    expect(() =>
      contractRecipes([
        example('tokens', { A2Z: { order: 10, networks: ['polygon'] } }),
        example('example', { Sticker: { order: 10, networks: ['polygon'] } }),
      ]),
    ).toThrow('Contracts A2Z and Sticker claim one deployment order: 10');
  });

  it('places a new feature’s contract by its order, and wires it with no edit outside its file', () => {
    const added = defineContractFeature({
      name: 'example',
      contracts: { MysteryBox: { order: 45, networks: ['arenaz'] } },
      wiring: (contracts, accounts) =>
        contracts.MysteryBox ? [{ to: accounts.relayerSender, value: 1n }] : [],
    });
    const recipes = contractRecipes([
      example('tokens', {
        A2Z: { order: 10, networks: ['arenaz'] },
        DST: { order: 40, networks: ['arenaz'] },
      }),
      added,
      example('later', { Drago: { order: 120, networks: ['arenaz', 'polygon'] } }),
    ]);
    expect(placementFrom(recipes, 'arenaz')).toEqual(['A2Z', 'DST', 'MysteryBox', 'Drago']);
    expect(placementFrom(recipes, 'polygon')).toEqual(['Drago']);
    const accounts = {
      voucherSigner: '0x0000000000000000000000000000000000000001',
      rewardPayer: '0x0000000000000000000000000000000000000002',
      oracleOperator: '0x0000000000000000000000000000000000000003',
      relayerSender: '0x0000000000000000000000000000000000000004',
    } as const;
    expect(wiringCalls({ MysteryBox: accounts.voucherSigner }, accounts, [added])).toEqual([
      { to: accounts.relayerSender, value: 1n },
    ]);
    expect(wiringCalls({}, accounts, [added])).toEqual([]);
  });
});
