import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devnetAccount } from '@kingdoms/contracts/accounts';
import { rawKeyAccount } from '@kingdoms/contracts/keyAccounts';
import { describe, expect, it } from 'vitest';
import { isTestCode } from '../../../scripts/lib/importBoundaries';
import { testConfig } from '../test/appHarness';
import { createChains } from './chains';
import { ConfigError } from './compose';
import { resolveServerKeys } from './serverKeys';

const KEY = devnetAccount(7).privateKey;
const ADDRESS = devnetAccount(7).address;
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(32),
  MIGRATION_TOKEN_SECRET: 'm'.repeat(32),
  PUBLIC_ORIGINS: 'https://portal.example',
};
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

function warnings() {
  const seen: object[] = [];
  return { seen, logger: { warn: (object: object) => seen.push(object) } };
}

describe('server keys (issue 41: one account factory, resolved once at start)', () => {
  it('every key variable takes a key URI, and names the variable without echoing a bad value', () => {
    const config = testConfig({
      SIGNER_PRIVATE_KEY: `key:${KEY}`,
      PAYOUT_PRIVATE_KEY: 'aws-kms:arn:aws:kms:eu-west-1:111122223333:key/payer',
      RELAYER_SENDER_PRIVATE_KEY:
        'gcp-kms:projects/p/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1',
      RANDOMNESS_OPERATOR_PRIVATE_KEY: KEY,
    });
    // In the modules' order (provides/uses), which says nothing about keys: compared as a set.
    const byVariable = (a: { variable: string }, b: { variable: string }) =>
      a.variable.localeCompare(b.variable);
    expect([...config.serverKeys].sort(byVariable)).toEqual(
      [
        { variable: 'SIGNER_PRIVATE_KEY', uri: `key:${KEY}` },
        { variable: 'PAYOUT_PRIVATE_KEY', uri: 'aws-kms:arn:aws:kms:eu-west-1:111122223333:key/payer' },
        {
          variable: 'RELAYER_SENDER_PRIVATE_KEY',
          uri: 'gcp-kms:projects/p/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1',
        },
        { variable: 'RANDOMNESS_OPERATOR_PRIVATE_KEY', uri: KEY },
      ].sort(byVariable),
    );
    const bad = () => testConfig({ PAYOUT_PRIVATE_KEY: 'vault:secret-value' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PAYOUT_PRIVATE_KEY must be a key URI/);
    expect(bad).not.toThrow(/secret-value/);
    expect(() => testConfig({ SIGNER_PRIVATE_KEY: 'key:0x12' })).toThrow(/0x and 64 hex digits/);
  });

  it('in production a raw key stops the start, unless ALLOW_RAW_KEYS=true, which raises an alert naming it', async () => {
    const logs = warnings();
    await expect(
      resolveServerKeys(testConfig({ ...PRODUCTION, PAYOUT_PRIVATE_KEY: `key:${KEY}` }), logs.logger),
    ).rejects.toThrow(/PAYOUT_PRIVATE_KEY: a raw key is refused in production/);
    const allowed = await resolveServerKeys(
      testConfig({ ...PRODUCTION, PAYOUT_PRIVATE_KEY: `key:${KEY}`, ALLOW_RAW_KEYS: 'true' }),
      logs.logger,
    );
    expect(allowed.get(`key:${KEY}`)?.address).toBe(ADDRESS);
    expect(logs.seen).toEqual([{ key: 'PAYOUT_PRIVATE_KEY', alert: true }]);
    // Outside production a raw key is taken quietly (the devnet, local runs).
    const local = warnings();
    await resolveServerKeys(testConfig({ PAYOUT_PRIVATE_KEY: `key:${KEY}` }), local.logger);
    expect(local.seen).toEqual([]);
  });

  it('modules get the accounts resolved at start; a KMS key never resolved there is an error, not a silent fallback', () => {
    const config = testConfig({ ...PRODUCTION, ALLOW_RAW_KEYS: 'true' });
    const resolved = new Map([['aws-kms:payer', rawKeyAccount(KEY)]]);
    const chains = createChains(config, undefined, undefined, resolved);
    expect(chains.account('aws-kms:payer', 'rewardPayer')).toBe(resolved.get('aws-kms:payer'));
    expect(() => chains.account('aws-kms:other', 'rewardPayer')).toThrow(/did not resolve at start/);
    const strict = createChains(testConfig(PRODUCTION), undefined);
    expect(() => strict.account(`key:${KEY}`, 'rewardPayer')).toThrow(/raw key is refused in production/);
  });

  it('privateKeyToAccount appears in one source file of the API and the packages: the factory', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.name === 'node_modules'
          ? []
          : entry.isDirectory()
            ? files(join(dir, entry.name))
            : /\.tsx?$/.test(entry.name)
              ? [join(dir, entry.name)]
              : [],
      );
    const users = [join(REPO, 'apps/api/src'), join(REPO, 'packages')]
      .flatMap(files)
      .map((file) => relative(REPO, file).split('\\').join('/'))
      .filter((file) => !isTestCode(file) && !file.includes('/generated/'))
      .filter((file) => readFileSync(join(REPO, file), 'utf8').includes('privateKeyToAccount'));
    expect(users).toEqual(['packages/contracts/src/keyAccounts.ts']);
  });
});
