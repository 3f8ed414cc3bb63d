import { vestingVoucherTypedData } from '@kingdoms/shared/vesting';
import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  parseEther,
  publicActions,
  toHex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from '../accounts';
import { type RunningAnvil, startAnvil } from '../anvil';
import { confirm, localChain, localClient } from '../clients';
import { deployChain } from '../deploy';
import { a2zAbi, devRandomnessOracleAbi, eggAbi, rewardPayoutAbi } from '../generated/abis';
import { genesisEggTypedData } from '../genesisEgg';
import { accountFromKeyUri, rawKeyAccount } from '../keyAccounts';
import { freePort } from '../ports';
import { startGcpKmsStandIn } from '../testing/gcpKmsStandIn';
import { startKmsStandIn } from '../testing/kmsStandIn';

/**
 * Issue 41: every server signature made through a KMS account (the production adapters, against
 * local stand-ins of AWS KMS and Cloud KMS holding the key) is the raw key's, byte for byte
 * (RFC 6979 signatures are deterministic, and the adapters normalise s and find v), and the chain
 * takes it: a vesting voucher, a payout, a relayer delivery (its EIP-712 message and its
 * transaction) and an oracle commit. The key is the deployer's: on a fresh deployment it is every
 * contract's admin, the Vesting and Egg signer and the oracle's operator.
 */
const KEY = devnetAccount(DEVNET_ROLES.deployer).privateKey;
const raw = rawKeyAccount(KEY);
/** Arena-Z's devnet chain id: the Egg deployed there takes genesis deliveries. */
const CHAIN_ID = 31339;

let anvil: RunningAnvil;
let contracts: Record<'A2Z' | 'RewardPayout' | 'Vesting' | 'DevRandomnessOracle' | 'Drago' | 'Egg', Address>;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID };
  const deployed = await deployChain(
    ['A2Z', 'RewardPayout', 'Vesting', 'DevRandomnessOracle', 'Drago', 'Egg'],
    endpoint,
    KEY,
  );
  contracts = deployed.contracts as typeof contracts;
  const admin = localClient(endpoint, KEY);
  await confirm(
    admin,
    await admin.writeContract({
      address: contracts.A2Z,
      abi: a2zAbi,
      functionName: 'mint',
      args: [contracts.RewardPayout, parseEther('100')],
    }),
  );
  const payerRole = await admin.readContract({
    address: contracts.RewardPayout,
    abi: rewardPayoutAbi,
    functionName: 'PAYER_ROLE',
  });
  await confirm(
    admin,
    await admin.writeContract({
      address: contracts.RewardPayout,
      abi: rewardPayoutAbi,
      functionName: 'grantRole',
      args: [payerRole, raw.address],
    }),
  );
}, 120_000);

afterAll(async () => {
  await anvil?.stop();
});

const adapters = [
  {
    name: 'aws-kms',
    async start() {
      const kms = await startKmsStandIn(KEY);
      const account = await accountFromKeyUri(`aws-kms:${kms.keyId}`, { kms: kms.client });
      return { account, signs: kms.signCount, stop: kms.stop };
    },
  },
  {
    name: 'gcp-kms',
    async start() {
      const kms = await startGcpKmsStandIn(KEY);
      const account = await accountFromKeyUri(`gcp-kms:${kms.keyName}`, { gcpKms: kms.client });
      return { account, signs: kms.signCount, stop: kms.stop };
    },
  },
] as const;

describe.each(adapters)('a $name account (local stand-in of its signing API)', (adapter) => {
  let kms: { account: LocalAccount; signs(): number; stop(): Promise<void> };
  beforeAll(async () => {
    kms = await adapter.start();
  });
  afterAll(async () => {
    await kms?.stop();
  });

  const client = () =>
    createWalletClient({
      account: kms.account,
      chain: localChain({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID }),
      transport: http(anvil.rpcUrl),
    }).extend(publicActions);

  /** Signs a call both ways (the same prepared request), checks the bytes, sends the KMS one. */
  async function sendThroughKms(to: Address, data: Hex) {
    const wallet = client();
    const request = await wallet.prepareTransactionRequest({ to, data });
    const signed = await wallet.signTransaction(request);
    const rawWallet = createWalletClient({
      account: raw,
      chain: wallet.chain,
      transport: http(anvil.rpcUrl),
    });
    // The same prepared request (only the account object differs in its type).
    expect(signed).toBe(
      await rawWallet.signTransaction(request as Parameters<typeof rawWallet.signTransaction>[0]),
    );
    const hash = await wallet.sendRawTransaction({ serializedTransaction: signed });
    const receipt = await wallet.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', from: raw.address.toLowerCase() });
    return receipt;
  }

  it('has the raw key’s address, from the KMS public key', () => {
    expect(kms.account.address).toBe(raw.address);
  });

  it('signs a vesting voucher as the raw key does (high s from the KMS normalised)', async () => {
    const before = kms.signs();
    for (const beneficiary of [devnetAccount(3).address, devnetAccount(4).address]) {
      const voucher = vestingVoucherTypedData(CHAIN_ID, contracts.Vesting, {
        beneficiary,
        cumulativeAmount: parseEther('12'),
        deadline: 2_000_000_000n,
      });
      expect(await kms.account.signTypedData(voucher)).toBe(await raw.signTypedData(voucher));
    }
    // Two KMS signatures: one of them came back with the high s.
    expect(kms.signs() - before).toBe(2);
  });

  it('sends an oracle commit, mined and committed', async () => {
    const commitment = keccak256(toHex(`${adapter.name} seed`));
    await sendThroughKms(
      contracts.DevRandomnessOracle,
      encodeFunctionData({ abi: devRandomnessOracleAbi, functionName: 'commit', args: [[commitment]] }),
    );
    expect(
      await client().readContract({
        address: contracts.DevRandomnessOracle,
        abi: devRandomnessOracleAbi,
        functionName: 'committed',
        args: [commitment],
      }),
    ).toBe(true);
  });

  it('sends a payout, mined and paid', async () => {
    const receiver = devnetAccount(adapter.name === 'aws-kms' ? 5 : 6).address;
    await sendThroughKms(
      contracts.RewardPayout,
      encodeFunctionData({
        abi: rewardPayoutAbi,
        functionName: 'pay',
        args: [keccak256(toHex(`${adapter.name} payout`)), receiver, 5n],
      }),
    );
    expect(
      await client().readContract({
        address: contracts.A2Z,
        abi: a2zAbi,
        functionName: 'balanceOf',
        args: [receiver],
      }),
    ).toBe(5n);
  });

  it('signs a relayer delivery (the genesis egg message) and sends it: the Egg takes the signature', async () => {
    const message = {
      nonce: adapter.name === 'aws-kms' ? 1n : 2n,
      eggId: adapter.name === 'aws-kms' ? 10_001n : 10_002n,
      owner: devnetAccount(7).address,
    };
    const typedData = genesisEggTypedData(CHAIN_ID, contracts.Egg, message);
    const signature = await kms.account.signTypedData(typedData);
    expect(signature).toBe(await raw.signTypedData(typedData));
    // The hatch the delivery starts takes a commitment of the oracle.
    const commitment = keccak256(toHex(`${adapter.name} hatch`));
    await sendThroughKms(
      contracts.DevRandomnessOracle,
      encodeFunctionData({ abi: devRandomnessOracleAbi, functionName: 'commit', args: [[commitment]] }),
    );
    await sendThroughKms(
      contracts.Egg,
      encodeFunctionData({
        abi: eggAbi,
        functionName: 'receiveGenesis',
        args: [message.nonce, message.eggId, message.owner, signature],
      }),
    );
    expect(
      await client().readContract({
        address: contracts.Egg,
        abi: eggAbi,
        functionName: 'ownerOf',
        args: [message.eggId],
      }),
    ).toBe(message.owner);
  });
});
