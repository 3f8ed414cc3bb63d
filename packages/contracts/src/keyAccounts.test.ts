import { describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { accountFromKeyUri, keyUriProblem, rawKeyAccount } from './keyAccounts';
import { parseDerSignature } from './kms/digestAccount';

/** The factory's rules; its KMS accounts signing on anvil are in kms/kmsAccounts.test.ts. */
const KEY = devnetAccount(DEVNET_ROLES.rewardPayer).privateKey;
const raw = rawKeyAccount(KEY);

describe('the account factory', () => {
  it('takes key:0x… (and a bare 0x… key) as a raw key', async () => {
    expect((await accountFromKeyUri(`key:${KEY}`, { env: {} })).address).toBe(raw.address);
    expect((await accountFromKeyUri(KEY, { env: {} })).address).toBe(raw.address);
  });

  it('refuses a raw key in production unless ALLOW_RAW_KEYS=true, which raises an alert', async () => {
    await expect(
      accountFromKeyUri(`key:${KEY}`, { env: { NODE_ENV: 'production' }, name: 'PAYOUT_PRIVATE_KEY' }),
    ).rejects.toThrow(/PAYOUT_PRIVATE_KEY: a raw key is refused in production/);
    const warnings: object[] = [];
    const account = await accountFromKeyUri(`key:${KEY}`, {
      env: { NODE_ENV: 'production', ALLOW_RAW_KEYS: 'true' },
      name: 'PAYOUT_PRIVATE_KEY',
      logger: { warn: (object) => warnings.push(object) },
    });
    expect(account.address).toBe(raw.address);
    expect(warnings).toEqual([{ key: 'PAYOUT_PRIVATE_KEY', alert: true }]);
  });

  it('refuses malformed and unknown URIs by name', async () => {
    await expect(accountFromKeyUri('key:0x12', { env: {} })).rejects.toThrow(/0x and 64 hex digits/);
    await expect(accountFromKeyUri('vault:abc', { env: {} })).rejects.toThrow(/must be a key URI/);
    await expect(accountFromKeyUri('aws-kms:', { env: {} })).rejects.toThrow(
      /must name a key after aws-kms:/,
    );
    await expect(accountFromKeyUri('gcp-kms:', { env: {} })).rejects.toThrow(
      /must name a key after gcp-kms:/,
    );
    expect(keyUriProblem(`key:${KEY}`)).toBeUndefined();
    expect(keyUriProblem('aws-kms:arn:aws:kms:eu-west-1:1:key/abc')).toBeUndefined();
    expect(
      keyUriProblem('gcp-kms:projects/p/locations/l/keyRings/r/cryptoKeys/k/cryptoKeyVersions/1'),
    ).toBeUndefined();
  });
});

describe('parseDerSignature', () => {
  it('reads r and s, with and without a leading zero byte', () => {
    const der = Uint8Array.from(Buffer.from('3008020300ff01020101', 'hex'));
    expect(parseDerSignature(der)).toEqual({ r: 0xff01n, s: 1n });
    expect(() => parseDerSignature(Uint8Array.from([0x31, 0]))).toThrow(/expected tag 48/);
  });
});
