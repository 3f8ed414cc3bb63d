import { type VestingVoucher, vestingVoucherTypedData } from '@kingdoms/shared/vesting';
import { type Address, type Hex, hashTypedData, parseEther, parseEventLogs } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { type ChainEndpoint, confirm, type LocalClient, localClient } from './clients';
import { type ChainContracts, deployChain } from './deploy';
import { a2zAbi, vestingAbi } from './generated/abis';
import { freePort } from './ports';
import { expectRevert } from './testing/revert';
import { wireDeployment } from './wiring';

/** Reverts passed through from the token (SafeERC20) decode with the token's errors. */
const vestingWithTokenErrors = [...vestingAbi, ...a2zAbi.filter((item) => item.type === 'error')] as const;

const signerKey = devnetAccount(DEVNET_ROLES.voucherSigner).privateKey;
const voucherSigner = privateKeyToAccount(signerKey);

interface TestChain {
  anvil: RunningAnvil;
  endpoint: ChainEndpoint;
  contracts: ChainContracts['contracts'];
  owner: LocalClient;
}

let main: TestChain;
/** A second chain with another id: the same deployer nonces give Vesting the same address there. */
let other: TestChain;

async function startChain(chainId: number): Promise<TestChain> {
  const anvil = await startAnvil({ port: await freePort(), chainId });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId };
  const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  const { contracts } = await deployChain(['A2Z', 'Vesting'], endpoint, deployerKey);
  const owner = localClient(endpoint, deployerKey);
  const chain = { anvil, endpoint, contracts, owner };
  // The devnet's wiring: the API's key signs, the contract holds the pool (VESTING_FUNDING).
  await wireDeployment(owner, contracts);
  return chain;
}

beforeAll(async () => {
  [main, other] = await Promise.all([startChain(31337), startChain(31338)]);
});

afterAll(async () => {
  await Promise.all([main?.anvil.stop(), other?.anvil.stop()]);
});

function contract(chain: Pick<TestChain, 'contracts'>, name: 'A2Z' | 'Vesting'): Address {
  const address = chain.contracts[name];
  if (!address) throw new Error(`${name} is not deployed`);
  return address;
}

async function ownerSends(
  chain: Pick<TestChain, 'owner' | 'contracts'>,
  functionName: 'setSigner' | 'pause' | 'unpause',
  args: readonly [Address] | readonly [] = [],
) {
  const { request } = await chain.owner.simulateContract({
    address: contract(chain, 'Vesting'),
    abi: vestingAbi,
    functionName,
    args,
  } as Parameters<LocalClient['simulateContract']>[0]);
  return confirm(chain.owner, await chain.owner.writeContract(request));
}

function clientOf(index: number, chain: TestChain = main): LocalClient {
  return localClient(chain.endpoint, devnetAccount(index).privateKey);
}

async function latestTimestamp(chain: TestChain = main): Promise<bigint> {
  return (await chain.owner.getBlock()).timestamp;
}

async function voucherFor(beneficiary: Address, cumulativeAmount: bigint, deadlineIn = 3600n) {
  return {
    beneficiary,
    cumulativeAmount,
    deadline: (await latestTimestamp()) + deadlineIn,
  } satisfies VestingVoucher;
}

/** Signs a voucher for `chain`'s Vesting (or another verifying contract / chain id). */
function sign(
  voucher: VestingVoucher,
  { key = signerKey, chainId = main.endpoint.chainId, verifyingContract = contract(main, 'Vesting') } = {},
): Promise<Hex> {
  return privateKeyToAccount(key).signTypedData(vestingVoucherTypedData(chainId, verifyingContract, voucher));
}

function simulateClaim(voucher: VestingVoucher, signature: Hex, sender = 1, chain: TestChain = main) {
  return clientOf(sender, chain).simulateContract({
    address: contract(chain, 'Vesting'),
    abi: vestingWithTokenErrors,
    functionName: 'claim',
    args: [voucher.beneficiary, voucher.cumulativeAmount, voucher.deadline, signature],
  });
}

/** Sends a claim and returns its Claimed events' args. */
async function claim(voucher: VestingVoucher, signature: Hex, sender = 1) {
  const client = clientOf(sender);
  const { request } = await simulateClaim(voucher, signature, sender);
  const receipt = await confirm(client, await client.writeContract(request));
  return parseEventLogs({ abi: vestingAbi, eventName: 'Claimed', logs: receipt.logs }).map((e) => e.args);
}

function balanceOf(holder: Address, chain: TestChain = main): Promise<bigint> {
  return chain.owner.readContract({
    address: contract(chain, 'A2Z'),
    abi: a2zAbi,
    functionName: 'balanceOf',
    args: [holder],
  });
}

function paid(beneficiary: Address, chain: TestChain = main): Promise<bigint> {
  return chain.owner.readContract({
    address: contract(chain, 'Vesting'),
    abi: vestingAbi,
    functionName: 'paid',
    args: [beneficiary],
  });
}

describe('Vesting', () => {
  it('computes the same voucher digest as the shared EIP-712 definition', async () => {
    const voucher = await voucherFor(devnetAccount(1).address, parseEther('3'));
    const onChain = await main.owner.readContract({
      address: contract(main, 'Vesting'),
      abi: vestingAbi,
      functionName: 'voucherDigest',
      args: [voucher.beneficiary, voucher.cumulativeAmount, voucher.deadline],
    });
    expect(onChain).toBe(
      hashTypedData(vestingVoucherTypedData(main.endpoint.chainId, contract(main, 'Vesting'), voucher)),
    );
  });

  it('pays cumulativeAmount − paid to the beneficiary, whoever sends it, and emits Claimed', async () => {
    const beneficiary = devnetAccount(2).address;
    const before = await balanceOf(beneficiary);
    const poolBefore = await balanceOf(contract(main, 'Vesting'));
    const first = await voucherFor(beneficiary, parseEther('10'));
    expect(await claim(first, await sign(first), 2)).toEqual([
      { beneficiary, amount: parseEther('10'), cumulative: parseEther('10') },
    ]);
    // A relayer (account 5) may send the next one; the A2Z still goes to the beneficiary.
    const second = await voucherFor(beneficiary, parseEther('25'));
    expect(await claim(second, await sign(second), 5)).toEqual([
      { beneficiary, amount: parseEther('15'), cumulative: parseEther('25') },
    ]);
    expect(await balanceOf(beneficiary)).toBe(before + parseEther('25'));
    expect(await paid(beneficiary)).toBe(parseEther('25'));
    expect(await balanceOf(contract(main, 'Vesting'))).toBe(poolBefore - parseEther('25'));
  });

  it('pays a replayed voucher nothing: NothingToClaim(cumulative, alreadyPaid)', async () => {
    const beneficiary = devnetAccount(3).address;
    const voucher = await voucherFor(beneficiary, parseEther('7'));
    const signature = await sign(voucher);
    await claim(voucher, signature);
    const balance = await balanceOf(beneficiary);
    expect(await expectRevert(simulateClaim(voucher, signature))).toEqual({
      errorName: 'NothingToClaim',
      args: [parseEther('7'), parseEther('7')],
    });
    // The same voucher signed again (a duplicate) is no different.
    expect(await expectRevert(simulateClaim(voucher, await sign(voucher), 4))).toMatchObject({
      errorName: 'NothingToClaim',
    });
    expect(await balanceOf(beneficiary)).toBe(balance);
    expect(await paid(beneficiary)).toBe(parseEther('7'));
  });

  it('pays an older voucher nothing once a newer one was used', async () => {
    const beneficiary = devnetAccount(4).address;
    const older = await voucherFor(beneficiary, parseEther('4'));
    const newer = await voucherFor(beneficiary, parseEther('9'));
    const olderSignature = await sign(older);
    await claim(newer, await sign(newer));
    expect(await expectRevert(simulateClaim(older, olderSignature))).toEqual({
      errorName: 'NothingToClaim',
      args: [parseEther('4'), parseEther('9')],
    });
    expect(await paid(beneficiary)).toBe(parseEther('9'));
  });

  it('refuses a voucher of any other key, a tampered voucher and a malformed signature: InvalidSigner', async () => {
    const beneficiary = devnetAccount(6).address;
    const voucher = await voucherFor(beneficiary, parseEther('1'));
    const stranger = devnetAccount(7);
    expect(
      await expectRevert(simulateClaim(voucher, await sign(voucher, { key: stranger.privateKey }))),
    ).toEqual({
      errorName: 'InvalidSigner',
      args: [stranger.address],
    });
    // Raising the amount of a genuine voucher changes the digest, so the signer no longer matches.
    const tampered = { ...voucher, cumulativeAmount: parseEther('100') };
    expect(await expectRevert(simulateClaim(tampered, await sign(voucher)))).toMatchObject({
      errorName: 'InvalidSigner',
    });
    expect(await expectRevert(simulateClaim(voucher, '0x1234'))).toEqual({
      errorName: 'InvalidSigner',
      args: ['0x0000000000000000000000000000000000000000'],
    });
    expect(await paid(beneficiary)).toBe(0n);
  });

  it('refuses an expired voucher: VoucherExpired(deadline)', async () => {
    const voucher = await voucherFor(devnetAccount(6).address, parseEther('1'), -1n);
    expect(await expectRevert(simulateClaim(voucher, await sign(voucher)))).toEqual({
      errorName: 'VoucherExpired',
      args: [voucher.deadline],
    });
  });

  it('refuses a voucher signed for another chain or another contract', async () => {
    const beneficiary = devnetAccount(6).address;
    // Same address on both chains (same deployer nonces): only the chain id tells them apart.
    expect(contract(other, 'Vesting')).toBe(contract(main, 'Vesting'));
    const voucher = await voucherFor(beneficiary, parseEther('2'));
    const forMain = await sign(voucher);
    expect(await expectRevert(simulateClaim(voucher, forMain, 1, other))).toMatchObject({
      errorName: 'InvalidSigner',
    });
    const forOtherContract = await sign(voucher, { verifyingContract: contract(main, 'A2Z') });
    expect(await expectRevert(simulateClaim(voucher, forOtherContract))).toMatchObject({
      errorName: 'InvalidSigner',
    });
    // The same voucher signed for the other chain pays there.
    const forOther = await sign(voucher, { chainId: other.endpoint.chainId });
    const client = clientOf(1, other);
    const { request } = await simulateClaim(voucher, forOther, 1, other);
    await confirm(client, await client.writeContract(request));
    expect(await paid(beneficiary, other)).toBe(parseEther('2'));
    expect(await paid(beneficiary)).toBe(0n);
  });

  it('pays nothing while paused (EnforcedPause) and pays again once unpaused', async () => {
    const beneficiary = devnetAccount(8).address;
    const voucher = await voucherFor(beneficiary, parseEther('3'));
    const signature = await sign(voucher);
    await ownerSends(main, 'pause');
    try {
      expect(await expectRevert(simulateClaim(voucher, signature))).toEqual({
        errorName: 'EnforcedPause',
        args: [],
      });
    } finally {
      await ownerSends(main, 'unpause');
    }
    expect(await claim(voucher, signature)).toEqual([
      { beneficiary, amount: parseEther('3'), cumulative: parseEther('3') },
    ]);
  });

  it('rotating the signer stops the old key’s vouchers at once and honours the new key’s', async () => {
    const beneficiary = devnetAccount(8).address;
    const newKey = devnetAccount(7).privateKey;
    const voucher = await voucherFor(beneficiary, parseEther('5'));
    const oldSignature = await sign(voucher);
    const receipt = await ownerSends(main, 'setSigner', [devnetAccount(7).address]);
    try {
      expect(
        parseEventLogs({ abi: vestingAbi, eventName: 'SignerChanged', logs: receipt.logs })[0]?.args,
      ).toEqual({
        previousSigner: voucherSigner.address,
        newSigner: devnetAccount(7).address,
      });
      expect(await expectRevert(simulateClaim(voucher, oldSignature))).toEqual({
        errorName: 'InvalidSigner',
        args: [voucherSigner.address],
      });
      expect(await claim(voucher, await sign(voucher, { key: newKey }))).toEqual([
        { beneficiary, amount: parseEther('2'), cumulative: parseEther('5') },
      ]);
    } finally {
      await ownerSends(main, 'setSigner', [voucherSigner.address]);
    }
  });

  it('lets only the owner rotate the signer or unpause, the owner or guardian pause, and refuses the zero address', async () => {
    const vesting = contract(main, 'Vesting');
    const stranger = clientOf(3);
    // Thunks, not promises: a call started before its turn would reject with nobody awaiting it.
    for (const call of [
      () =>
        stranger.simulateContract({
          address: vesting,
          abi: vestingAbi,
          functionName: 'setSigner',
          args: [stranger.account.address],
        }),
      () => stranger.simulateContract({ address: vesting, abi: vestingAbi, functionName: 'unpause' }),
    ]) {
      expect(await expectRevert(call())).toEqual({
        errorName: 'OwnableUnauthorizedAccount',
        args: [stranger.account.address],
      });
    }
    // Pausing is also the guardian's (issue 41); a stranger is neither it nor the owner.
    expect(
      await expectRevert(
        stranger.simulateContract({ address: vesting, abi: vestingAbi, functionName: 'pause' }),
      ),
    ).toEqual({ errorName: 'NotGuardian', args: [stranger.account.address] });
    expect(
      await expectRevert(
        main.owner.simulateContract({
          address: vesting,
          abi: vestingAbi,
          functionName: 'setSigner',
          args: ['0x0000000000000000000000000000000000000000'],
        }),
      ),
    ).toEqual({ errorName: 'ZeroAddress', args: [] });
  });

  it('reverts with the token’s error when the pool cannot cover a claim, and records nothing', async () => {
    const beneficiary = devnetAccount(5).address;
    const pool = await balanceOf(contract(main, 'Vesting'));
    const voucher = await voucherFor(beneficiary, pool + 1n);
    expect(await expectRevert(simulateClaim(voucher, await sign(voucher)))).toEqual({
      errorName: 'ERC20InsufficientBalance',
      args: [contract(main, 'Vesting'), pool, pool + 1n],
    });
    expect(await paid(beneficiary)).toBe(0n);
  });
});
