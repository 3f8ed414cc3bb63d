import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type DeployPlanInput, parseDeployPlan } from './deployPlan';

const plansDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../contracts/plans');
const readPlan = (name: string) =>
  JSON.parse(readFileSync(path.join(plansDir, `${name}.json`), 'utf8')) as DeployPlanInput;

/** The testnet plan as a production plan: only the env differs. */
const production = (changes: Partial<DeployPlanInput> = {}): DeployPlanInput => ({
  ...readPlan('testnet'),
  network: 'mainnet',
  env: 'production',
  ...changes,
});

describe('deployment plans', () => {
  it('reads the committed plans, amounts as bigints', () => {
    const devnet = parseDeployPlan(readPlan('devnet'));
    expect(devnet.limits.payout.maxPerPayout).toBe(100_000n * 10n ** 18n);
    expect(devnet.chains.polygon.chainId).toBe(31338);
    const testnet = parseDeployPlan(readPlan('testnet'));
    expect(testnet.chains.ethereum).toMatchObject({ chainId: 11155111, rpcUrlEnv: 'RPC_URL_SEPOLIA' });
    expect(testnet.chains.ethereum.explorer).toEqual({
      kind: 'etherscan',
      apiUrl: 'https://api.etherscan.io/v2/api',
      apiKeyEnv: 'ETHERSCAN_API_KEY',
    });
  });

  it('refuses a production plan naming DevRandomnessOracle unless it says why', () => {
    expect(() => parseDeployPlan(production({ oracle: { kind: 'dev' } }), 'plans/mainnet.json')).toThrow(
      /plans\/mainnet\.json is refused:\n {2}oracle: a production plan may not use DevRandomnessOracle/,
    );
    const allowed = parseDeployPlan(
      production({ oracle: { kind: 'dev', reason: 'Arena-Z has no Chainlink VRF coordinator yet' } }),
    );
    expect(allowed.oracle).toEqual({ kind: 'dev', reason: 'Arena-Z has no Chainlink VRF coordinator yet' });
    // a testnet may use it without a reason
    expect(parseDeployPlan(readPlan('testnet')).oracle.kind).toBe('dev');
  });

  it('takes a vrf oracle with its settings per network', () => {
    const vrf = {
      coordinator: '0x9DdfaCa8183c41ad55329BdeeD9F6A8d53168B1B' as const,
      subscriptionId: '123',
      keyHash: `0x${'11'.repeat(32)}` as const,
    };
    const plan = parseDeployPlan(
      production({ oracle: { kind: 'vrf', vrf: { ethereum: vrf, polygon: vrf, arenaz: vrf } } }),
    );
    expect(plan.oracle.kind === 'vrf' && plan.oracle.vrf.polygon).toEqual({
      ...vrf,
      subscriptionId: 123n,
      callbackGasLimit: 1_000_000,
      requestConfirmations: 3,
      nativePayment: false,
    });
  });

  it('refuses vrf settings the adapter would refuse, naming each', () => {
    const bad = {
      coordinator: `0x${'0'.repeat(40)}` as const,
      subscriptionId: '0',
      keyHash: `0x${'0'.repeat(64)}` as const,
      callbackGasLimit: 3_000_000,
      requestConfirmations: 2,
    };
    const good = {
      coordinator: '0x9DdfaCa8183c41ad55329BdeeD9F6A8d53168B1B' as const,
      subscriptionId: '1',
      keyHash: `0x${'11'.repeat(32)}` as const,
    };
    let message = '';
    try {
      parseDeployPlan(
        production({ oracle: { kind: 'vrf', vrf: { ethereum: good, polygon: bad, arenaz: good } } }),
      );
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1).sort()).toEqual([
      '  oracle.vrf.polygon.callbackGasLimit: Too big: expected number to be <=2000000',
      '  oracle.vrf.polygon.coordinator: a coordinator address, not zero',
      '  oracle.vrf.polygon.keyHash: a key hash, not zero',
      '  oracle.vrf.polygon.requestConfirmations: Too small: expected number to be >=3',
      '  oracle.vrf.polygon.subscriptionId: a subscription id (above 0)',
    ]);
    // a reason of blanks is no reason
    expect(() => parseDeployPlan(production({ oracle: { kind: 'dev', reason: '           ' } }))).toThrow(
      /oracle\.reason/,
    );
  });

  it('refuses a production plan without a timelock delay, and a chain with no RPC or two', () => {
    expect(() =>
      parseDeployPlan(
        production({
          oracle: { kind: 'dev', reason: 'a test of the delay rule only' },
          governance: { ...readPlan('testnet').governance, minDelaySeconds: 0 },
        }),
      ),
    ).toThrow(/governance\.minDelaySeconds: a production plan needs a timelock delay/);
    const testnet = readPlan('testnet');
    expect(() =>
      parseDeployPlan({
        ...testnet,
        chains: { ...testnet.chains, polygon: { ...testnet.chains.polygon, rpcUrl: 'https://rpc.example' } },
      }),
    ).toThrow(/chains\.polygon: give exactly one of rpcUrl and rpcUrlEnv/);
    expect(() =>
      parseDeployPlan({
        ...testnet,
        chains: { ...testnet.chains, polygon: { ...testnet.chains.polygon, publicRpcUrl: undefined } },
      }),
    ).toThrow(/chains\.polygon: with rpcUrlEnv, give publicRpcUrl/);
  });
});
