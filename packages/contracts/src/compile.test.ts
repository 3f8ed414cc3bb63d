import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileBuild, compileContracts, exportPrefix, readSources, renderGeneratedFiles } from './compile';
import { contractAbis } from './generated/registry';

describe('compileContracts', () => {
  // One real compile shared by the tests that only inspect its output.
  const build = compileBuild();
  const compiled = build.contracts;

  it('matches the committed generated files (run `npm run compile -w @kingdoms/contracts` if not)', () => {
    const files = renderGeneratedFiles(build);
    // The ABIs, the bytecode, the contract registry (name → ABI) and what verification needs (the
    // runtime code, the compiler version and the exact standard-JSON input) are all generated.
    expect(files.map((file) => path.basename(file.path))).toEqual([
      'abis.ts',
      'bytecode.ts',
      'registry.ts',
      'build.ts',
      'standardJsonInput.json',
    ]);
    for (const file of files) {
      expect(readFileSync(file.path, 'utf8'), `${file.path} is stale`).toBe(file.content);
    }
  });

  it('returns only deployable contracts from our own sources, sorted by name', () => {
    const names = compiled.map((c) => c.name);
    expect(names).toEqual([
      'A2Z',
      'BridgeGateway',
      'ChainlinkVrfCoordinatorMock',
      'ChainlinkVrfOracle',
      'DST',
      'DevRandomnessOracle',
      'Drago',
      'DragoBreeding',
      'DstPayout',
      'Egg',
      'GenesisEggGate',
      'GoodsTicket',
      'LOKA',
      'MinimalSmartWallet',
      'MinimalSmartWalletFactory',
      'MysteryBox',
      'Resource',
      'RewardPayout',
      'RouletteDraw',
      'Staking',
      'Sticker',
      'StickerMerge',
      'Timelock',
      'Vesting',
      'WLOKA',
    ]);
    // the abstract base and OpenZeppelin contracts have no deployable bytecode of their own
    expect(names).not.toContain('GameToken');
    expect(names).not.toContain('RandomnessConsumer');
    expect(names).not.toContain('ERC20');
    expect(names).not.toContain('GuardianPausable');
    // Chainlink's contracts come in through our files only (the VRF base is abstract; its mock is
    // declared in contracts/test/ under our name)
    expect(names).not.toContain('VRFConsumerBaseV2Plus');
    expect(names).not.toContain('VRFCoordinatorV2_5Mock');
    // a library of internal functions only is inlined where used: nothing to deploy or call
    expect(names).not.toContain('RollingLimit');
    // the registry lists exactly the compiled contracts but the test-only ones (contracts/test/)
    const testOnly = compiled.filter((c) => c.testOnly).map((c) => c.name);
    expect(testOnly).toEqual([
      'ChainlinkVrfCoordinatorMock',
      'MinimalSmartWallet',
      'MinimalSmartWalletFactory',
      'RouletteDraw',
    ]);
    expect(Object.keys(contractAbis)).toEqual(names.filter((name) => !testOnly.includes(name)));
  });

  it('fails loudly with the compiler message on invalid Solidity', () => {
    const broken = {
      'contracts/Broken.sol': { content: 'pragma solidity ^0.8.28; contract Broken { uint x = ; }' },
    };
    expect(() => compileContracts(broken)).toThrow(/Solidity compilation failed[\s\S]*Broken\.sol/);
  });

  it('reports an unresolvable import as a compile error', () => {
    const sources = {
      'contracts/Missing.sol': {
        content: 'pragma solidity ^0.8.28; import "@nowhere/x/Y.sol"; contract M {}',
      },
    };
    expect(() => compileContracts(sources)).toThrow(/@nowhere\/x\/Y\.sol/);
  });

  it('reads every .sol file under a stable contracts/ key, contracts/test/ included', () => {
    const keys = Object.keys(readSources());
    expect(keys).toContain('contracts/StickerMerge.sol');
    expect(keys).toContain('contracts/test/MinimalSmartWallet.sol');
  });
});

describe('exportPrefix', () => {
  it.each([
    ['A2Z', 'a2z'],
    ['WLOKA', 'wloka'],
    ['GoodsTicket', 'goodsTicket'],
    ['StickerMerge', 'stickerMerge'],
  ])('%s → %s', (name, prefix) => {
    expect(exportPrefix(name)).toBe(prefix);
  });
});
