import { vestingVoucherTypedData } from '@kingdoms/shared/vesting';
import { createWalletClient, http, parseEther, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { localChain } from './clients';
import { deployChain } from './deploy';
import { a2zAbi, rewardPayoutAbi } from './generated/abis';
import { accountFromKeyUri, keyUriProblem } from './keyAccounts';
import { parseDerSignature } from './kms/digestAccount';
import { freePort } from './ports';
import { type KmsStandIn, startKmsStandIn } from './testing/kmsStandIn';

/** The devnet payer's key held by the KMS stand-in: what it signs must equal the raw key's. */
const KEY = devnetAccount(DEVNET_ROLES.rewardPayer).privateKey;
const raw = privateKeyToAccount(KEY);
let kms: KmsStandIn;
let anvil: RunningAnvil;

beforeAll(async () => {
  [kms, anvil] = await Promise.all([
    startKmsStandIn(KEY),
    freePort().then((port) => startAnvil({ port, chainId: 31338 })),
  ]);
});

afterAll(async () => {
  await kms?.stop();
  await anvil?.stop();
});

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

describe('aws-kms: accounts (against a local stand-in of the KMS signing API)', () => {
  it('gets the address from GetPublicKey and signs exactly as the raw key does, high s normalised', async () => {
    const account = await accountFromKeyUri(`aws-kms:${kms.keyId}`, {
      kms: kms.client,
      env: { NODE_ENV: 'production' },
    });
    expect(account.address).toBe(raw.address);
    const before = kms.signCount();
    // Several signatures, so both the stand-in's low-s and high-s answers are seen.
    for (const message of ['sign in', 'second', 'third']) {
      expect(await account.signMessage({ message })).toBe(await raw.signMessage({ message }));
    }
    const voucher = vestingVoucherTypedData(31337, '0x00000000000000000000000000000000000000aa', {
      beneficiary: devnetAccount(3).address,
      cumulativeAmount: parseEther('12'),
      deadline: 2_000_000_000n,
    });
    expect(await account.signTypedData(voucher)).toBe(await raw.signTypedData(voucher));
    expect(kms.signCount() - before).toBe(4);
  });

  it('sends a payout on anvil signed through KMS: the same raw transaction as the raw key, mined and paid', async () => {
    const endpoint = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
    const { contracts } = await deployChain(
      ['A2Z', 'RewardPayout'],
      endpoint,
      devnetAccount(DEVNET_ROLES.deployer).privateKey,
    );
    const deployer = createWalletClient({
      account: privateKeyToAccount(devnetAccount(DEVNET_ROLES.deployer).privateKey),
      chain: localChain(endpoint),
      transport: http(anvil.rpcUrl),
    }).extend(publicActions);
    const fund = await deployer.writeContract({
      address: contracts.A2Z,
      abi: a2zAbi,
      functionName: 'mint',
      args: [contracts.RewardPayout, 10n ** 20n],
    });
    await deployer.waitForTransactionReceipt({ hash: fund });
    const grant = await deployer.writeContract({
      address: contracts.RewardPayout,
      abi: rewardPayoutAbi,
      functionName: 'grantRole',
      args: [
        await deployer.readContract({
          address: contracts.RewardPayout,
          abi: rewardPayoutAbi,
          functionName: 'PAYER_ROLE',
        }),
        raw.address,
      ],
    });
    await deployer.waitForTransactionReceipt({ hash: grant });

    const account = await accountFromKeyUri(`aws-kms:${kms.keyId}`, { kms: kms.client });
    const payer = createWalletClient({
      account,
      chain: localChain(endpoint),
      transport: http(anvil.rpcUrl),
    }).extend(publicActions);
    // The same EIP-1559 transaction signed both ways is byte for byte the same.
    const transaction = {
      chainId: anvil.chainId,
      type: 'eip1559',
      to: contracts.RewardPayout,
      nonce: 0,
      gas: 200_000n,
      maxFeePerGas: 3_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      data: '0x1234',
    } as const;
    expect(await account.signTransaction(transaction)).toBe(await raw.signTransaction(transaction));

    const receiver = devnetAccount(4).address;
    const hash = await payer.writeContract({
      address: contracts.RewardPayout,
      abi: rewardPayoutAbi,
      functionName: 'pay',
      args: [`0x${'ab'.repeat(32)}`, receiver, 5n],
    });
    const receipt = await payer.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from).toBe(raw.address.toLowerCase());
    expect(
      await payer.readContract({
        address: contracts.A2Z,
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [receiver],
      }),
    ).toBe(5n);
  });
});

describe('parseDerSignature', () => {
  it('reads r and s, with and without a leading zero byte', () => {
    const der = Uint8Array.from(Buffer.from('3008020300ff01020101', 'hex'));
    expect(parseDerSignature(der)).toEqual({ r: 0xff01n, s: 1n });
    expect(() => parseDerSignature(Uint8Array.from([0x31, 0]))).toThrow(/expected tag 48/);
  });
});
