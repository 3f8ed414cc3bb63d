import type { DeployPlan } from '@kingdoms/shared/deployPlan';
import { NETWORK_KEYS, type NetworkKey } from '@kingdoms/shared/networks';
import { type Abi, encodeAbiParameters, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { accountClient, type ChainEndpoint } from './clients';
import { compileStandardJson, maskImmutables } from './compile';
import { placementOf } from './deploy';
import { DeployJournal } from './deployJournal';
import { broadcastPlan, loadPlan } from './deployRun';
import {
  explorerRequest,
  readStandardJsonInput,
  type VerificationTarget,
  verificationTargets,
} from './explorerVerify';
import { contractBuild, SOLC_VERSION } from './generated/build';
import { contractAbis } from './generated/registry';
import { rawKeyAccount } from './keyAccounts';
import { freePort } from './ports';

const DEVNET_CHAIN_IDS = { ethereum: 31337, polygon: 31338, arenaz: 31339 } as const;
const account = rawKeyAccount(devnetAccount(DEVNET_ROLES.deployer).privateKey);
const anvils: Partial<Record<NetworkKey, RunningAnvil>> = {};
let endpoints: Record<NetworkKey, ChainEndpoint>;
let plan: DeployPlan;
let targets: VerificationTarget[];

beforeAll(async () => {
  for (const key of NETWORK_KEYS) {
    anvils[key] = await startAnvil({ port: await freePort(), chainId: DEVNET_CHAIN_IDS[key] });
  }
  endpoints = Object.fromEntries(
    NETWORK_KEYS.map((key) => [key, { rpcUrl: anvils[key]!.rpcUrl, chainId: DEVNET_CHAIN_IDS[key] }]),
  ) as Record<NetworkKey, ChainEndpoint>;
  plan = loadPlan('devnet');
  await broadcastPlan({
    plan,
    account,
    endpoints,
    journal: DeployJournal.inMemory('devnet'),
    devChains: true,
  });
  targets = verificationTargets(plan, account.address);
});

afterAll(async () => {
  await Promise.all(Object.values(anvils).map((anvil) => anvil.stop()));
});

describe('the kept standard-JSON input', () => {
  // What an explorer compiles, compiled while the file is collected, where no test timeout runs (the
  // WebAssembly compiler takes minutes on a loaded machine). It is the input compile.test.ts compiles
  // from the sources when the kept files are up to date, so a run usually compiles it once: the
  // second file takes the first's output (src/compileCache.ts).
  const input = readStandardJsonInput();
  const recompiled = compileStandardJson(input);

  it('recompiles to exactly the runtime code at every deployed address, immutables masked (the explorer check)', async () => {
    // what an explorer gets: every source inline (no import resolution) and the build's settings
    expect(Object.keys(input.sources)).toContain('@openzeppelin/contracts/access/AccessControl.sol');
    // every contract of every chain, the Timelock included
    for (const key of NETWORK_KEYS) {
      expect(targets.filter((t) => t.chain === key).length).toBe(placementOf(key).length + 1);
    }
    expect(new Set(targets.map((t) => t.contract))).toContain('Timelock');
    let withImmutables = 0;
    for (const target of targets) {
      const built = recompiled[target.contractIdentifier];
      expect(built, target.contractIdentifier).toBeDefined();
      const onChain = await accountClient(endpoints[target.chain], account).getCode({
        address: target.address,
      });
      expect(onChain, `${target.chain} ${target.contract}`).toBeDefined();
      const ranges = built!.immutableReferences;
      expect(maskImmutables(onChain as Hex, ranges), `${target.chain} ${target.contract}`).toBe(
        maskImmutables(built!.runtimeBytecode, ranges),
      );
      // the build kept with the deployment says the same
      expect(built!.runtimeBytecode).toBe(contractBuild[target.contract].runtimeBytecode);
      if (ranges.length > 0) {
        withImmutables += 1;
        // the masking matters: the deployed code carries its immutables where the build has zeros
        expect((onChain as Hex).toLowerCase()).not.toBe(built!.runtimeBytecode.toLowerCase());
      }
    }
    expect(withImmutables).toBeGreaterThan(0);
  }, 120_000);
});

describe('explorer requests', () => {
  const input = () => readStandardJsonInput();
  const target = () => targets.find((t) => t.chain === 'polygon' && t.contract === 'RewardPayout')!;

  it('Etherscan API V2 verifysourcecode: the documented fields, chain by chainid, one key', () => {
    const request = explorerRequest(
      { kind: 'etherscan', apiUrl: 'https://api.etherscan.io/v2/api', apiKeyEnv: 'ETHERSCAN_API_KEY' },
      target(),
      input(),
      { apiKey: 'KEY123' },
    );
    const url = new URL(request.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://api.etherscan.io/v2/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainid: '31338',
      module: 'contract',
      action: 'verifysourcecode',
      apikey: 'KEY123',
    });
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const body = Object.fromEntries(new URLSearchParams(request.body));
    expect(Object.keys(body).sort()).toEqual(
      [
        'codeformat',
        'compilerversion',
        'constructorArguements',
        'constructorArguments',
        'contractaddress',
        'contractname',
        'sourceCode',
      ].sort(),
    );
    expect(body.codeformat).toBe('solidity-standard-json-input');
    expect(JSON.parse(body.sourceCode!)).toEqual(input());
    expect(body.contractaddress).toBe(target().address);
    expect(body.contractname).toBe('contracts/RewardPayout.sol:RewardPayout');
    expect(body.compilerversion).toMatch(/^v\d+\.\d+\.\d+\+commit\.[0-9a-f]{8}$/);
    expect(body.compilerversion).toBe(SOLC_VERSION);
    // the ABI-encoded constructor arguments, hex without 0x: RewardPayout(token, admin)
    const rewardPayoutConstructor = (contractAbis.RewardPayout as Abi).find(
      (item) => item.type === 'constructor',
    );
    const expected = encodeAbiParameters(
      (rewardPayoutConstructor as Extract<Abi[number], { type: 'constructor' }>).inputs,
      [targets.find((t) => t.chain === 'polygon' && t.contract === 'A2Z')!.address, account.address],
    );
    expect(body.constructorArguments).toBe(expected.slice(2));
    expect(body.constructorArguements).toBe(body.constructorArguments);
  });

  it('Blockscout: the same fields on its Etherscan-compatible API, no chainid', () => {
    const request = explorerRequest(
      { kind: 'blockscout', apiUrl: 'https://explorer.example/api' },
      target(),
      input(),
    );
    const url = new URL(request.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({ module: 'contract', action: 'verifysourcecode' });
    expect(new URLSearchParams(request.body).get('contractname')).toBe(
      'contracts/RewardPayout.sol:RewardPayout',
    );
  });

  it('Sourcify API v2: POST /v2/verify/<chainId>/<address> with stdJsonInput, compilerVersion, contractIdentifier', () => {
    const request = explorerRequest(
      { kind: 'sourcify', apiUrl: 'https://sourcify.dev/server/' },
      target(),
      input(),
      { creationTransactionHash: `0x${'ab'.repeat(32)}` },
    );
    expect(request.url).toBe(`https://sourcify.dev/server/v2/verify/31338/${target().address}`);
    expect(request.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request.body) as Record<string, unknown>;
    expect(body).toEqual({
      stdJsonInput: input(),
      compilerVersion: SOLC_VERSION.slice(1),
      contractIdentifier: 'contracts/RewardPayout.sol:RewardPayout',
      creationTransactionHash: `0x${'ab'.repeat(32)}`,
    });
  });

  it("sends a contract's own constructor arguments: Staking's is its chain's A2Z", () => {
    for (const key of NETWORK_KEYS) {
      const staking = targets.find((t) => t.chain === key && t.contract === 'Staking');
      if (!staking) continue;
      const a2z = targets.find((t) => t.chain === key && t.contract === 'A2Z')!;
      expect(staking.constructorArguments).toBe(a2z.address.slice(2).toLowerCase().padStart(64, '0'));
    }
    expect(targets.some((t) => t.contract === 'Staking')).toBe(true);
  });
});
