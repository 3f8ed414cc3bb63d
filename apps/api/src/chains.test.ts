import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import type { Deployment } from '@kingdoms/shared/deployment';
import { NETWORK_KEYS } from '@kingdoms/shared/networks';
import { describe, expect, it } from 'vitest';
import { isTestCode } from '../../../scripts/lib/importBoundaries';
import { devnetDeployment, testConfig } from '../test/appHarness';
import { createChains, DEVNET_KEYS, type DevnetKeyName } from './chains';
import { PAYOUT_PAYERS } from './modules/payouts/payers';
import { resolvePayoutSetup } from './modules/payouts/setup';
import { resolveOracleSetup } from './modules/randomness-oracle/setup';
import { relayerSigner } from './modules/relayer/signatures';
import { resolveVoucherSetup } from './modules/vesting/voucher';

const SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));

/** The variables production requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  MIGRATION_TOKEN_SECRET: 'm'.repeat(32),
  PUBLIC_ORIGINS: 'https://portal.example',
};

/** A deployment file that says "devnet" and has every contract a key is used for. */
function devnetDeploymentWithEveryContract(): Deployment {
  const base = devnetDeployment();
  const contracts: Record<string, Record<string, `0x${string}`>> = {
    ethereum: { Vesting: '0x4444444444444444444444444444444444444444' },
  };
  for (const payer of PAYOUT_PAYERS) {
    contracts[payer.network] = {
      ...contracts[payer.network],
      [payer.contract]: '0x5555555555555555555555555555555555555555',
    };
  }
  for (const network of NETWORK_KEYS) {
    contracts[network] = {
      ...contracts[network],
      DevRandomnessOracle: '0x6666666666666666666666666666666666666666',
    };
  }
  return {
    ...base,
    chains: Object.fromEntries(
      NETWORK_KEYS.map((network) => [
        network,
        { ...base.chains[network], contracts: { ...base.chains[network].contracts, ...contracts[network] } },
      ]),
    ) as Deployment['chains'],
  };
}

const KEY_NAMES = Object.keys(DEVNET_KEYS) as DevnetKeyName[];

describe('the chains service', () => {
  it('decides "devnet" once: a devnet deployment outside production', () => {
    expect(createChains(testConfig(), devnetDeployment()).devnet).toBe(true);
    expect(createChains(testConfig(PRODUCTION), devnetDeployment()).devnet).toBe(false);
    expect(createChains(testConfig(), { ...devnetDeployment(), env: 'production' }).devnet).toBe(false);
    expect(createChains(testConfig(), undefined).devnet).toBe(false);
  });

  it('keeps every URL of RPC_URL_<NETWORK> in order; rpcUrl is the first', () => {
    const deployment = devnetDeployment();
    const chains = createChains(
      testConfig({ RPC_URL_POLYGON: 'https://a.example/rpc,https://b.example/rpc' }),
      deployment,
    );
    expect(chains.rpcUrls('polygon')).toEqual(['https://a.example/rpc', 'https://b.example/rpc']);
    expect(chains.rpcUrl('polygon')).toBe('https://a.example/rpc');
    expect(chains.rpcUrls('ethereum')).toEqual([deployment.chains.ethereum.rpcUrl]);
    expect(createChains(testConfig(), undefined).rpcUrls('ethereum')).toEqual([]);
    expect(() => createChains(testConfig(), undefined).client('ethereum')).toThrow(/RPC_URL_ETHEREUM/);
  });

  it('reads a network through RPC_URL_<NETWORK> first, then the deployment file', () => {
    const deployment = devnetDeployment();
    const chains = createChains(testConfig({ RPC_URL_POLYGON: 'https://polygon.example/rpc' }), deployment);
    expect(chains.rpcUrl('polygon')).toBe('https://polygon.example/rpc');
    expect(chains.rpcUrl('ethereum')).toBe(deployment.chains.ethereum.rpcUrl);
    expect(chains.rpcUrlOfChain(deployment.chains.polygon.chainId)).toBe('https://polygon.example/rpc');
    expect(chains.rpcUrlOfChain(5)).toBeUndefined();
    expect(createChains(testConfig(), undefined).rpcUrl('ethereum')).toBeUndefined();
    expect(chains.client('arenaz')).toBe(chains.client('arenaz'));
  });
});

describe('a production deployment never falls back to a devnet key', () => {
  const deployment = devnetDeploymentWithEveryContract();
  const production = createChains(testConfig(PRODUCTION), deployment);
  const devnet = createChains(testConfig(), deployment);

  it.each(KEY_NAMES)('%s: the devnet key only on a devnet, the configured key everywhere', (name) => {
    expect(production.account(undefined, name)).toBeUndefined();
    expect(devnet.account(undefined, name)?.address).toBe(rawKeyAccount(DEVNET_KEYS[name]).address);
    const configured = `0x${'ab'.repeat(32)}` as const;
    const address = rawKeyAccount(configured).address;
    // A raw key in production only with ALLOW_RAW_KEYS=true (serverKeys.test.ts); a KMS key otherwise.
    const allowed = createChains(testConfig({ ...PRODUCTION, ALLOW_RAW_KEYS: 'true' }), deployment);
    expect(allowed.account(`key:${configured}`, name)?.address).toBe(address);
    expect(allowed.account(undefined, name)).toBeUndefined();
    expect(devnet.account(`key:${configured}`, name)?.address).toBe(address);
    expect(devnet.account(configured, name)?.address).toBe(address);
  });

  it('every key user: payouts of every asset, the relayer and bridge signer, vesting vouchers, the oracle', () => {
    const config = testConfig({ ...PRODUCTION, PAYOUT_JOBS: 'true', RANDOMNESS_ORACLE: 'devnet' });
    const payouts = resolvePayoutSetup(config, production);
    for (const payer of PAYOUT_PAYERS) {
      expect(payouts.of(payer)).toMatchObject({ claimsOpen: false, worker: undefined });
    }
    expect(relayerSigner(config, production)).toBeUndefined();
    expect(resolveVoucherSetup(config.signerPrivateKey, production)).not.toHaveProperty('signer');
    expect(resolveOracleSetup(config.randomnessOracle, production)).toMatchObject({
      operator: undefined,
      chains: [],
    });
    // The same deployment on a devnet gets every one of them (the test above is not vacuous).
    const onDevnet = testConfig({ PAYOUT_JOBS: 'true', RANDOMNESS_ORACLE: 'devnet' });
    for (const payer of PAYOUT_PAYERS) {
      expect(resolvePayoutSetup(onDevnet, devnet).of(payer).worker?.payer.address).toBe(
        rawKeyAccount(DEVNET_KEYS.rewardPayer).address,
      );
    }
    expect(relayerSigner(onDevnet, devnet)?.address).toBe(rawKeyAccount(DEVNET_KEYS.voucherSigner).address);
    expect(resolveVoucherSetup(onDevnet.signerPrivateKey, devnet)).toHaveProperty('signer');
    expect(resolveOracleSetup(onDevnet.randomnessOracle, devnet).operator?.address).toBe(
      rawKeyAccount(DEVNET_KEYS.oracleOperator).address,
    );
  });

  it('no server file but chains.ts reads a devnet private key (so the rule above covers every key)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const readers = files(SOURCE_DIR)
      .map((file) => relative(SOURCE_DIR, file).split('\\').join('/'))
      .filter((file) => !isTestCode(file) && file !== 'chains.ts')
      .filter((file) => {
        const text = readFileSync(join(SOURCE_DIR, file), 'utf8');
        const imported =
          /import\s*\{([^}]*)\}\s*from\s*'@kingdoms\/contracts\/accounts'/.exec(text)?.[1] ?? '';
        return (
          /\bDEVNET_(ORACLE_OPERATOR|RELAYER_SENDER|PRIVATE_KEYS|ACCOUNTS)\b/.test(imported) ||
          /devnetAccount\([^)]*\)\.privateKey/.test(text)
        );
      });
    expect(readers).toEqual([]);
  });
});
