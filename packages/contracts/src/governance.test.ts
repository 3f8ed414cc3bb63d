import { type Address, encodeFunctionData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_GOVERNANCE, DEVNET_GUARDIAN, DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { confirm, type LocalClient, localClient } from './clients';
import { type ChainContracts, deployChain } from './deploy';
import { a2zAbi, rewardPayoutAbi, timelockAbi, vestingAbi } from './generated/abis';
import { executeCall, handOverToTimelock, rolesOf, scheduleCall } from './governance';
import { freePort } from './ports';
import { roleId } from './roles';
import { expectRevert } from './testing/revert';

/** An hour: long enough that nothing runs early, short to skip with anvil's clock. */
const DELAY = 3600n;

let anvil: RunningAnvil;
let deployer: LocalClient;
let governance: LocalClient;
let guardian: LocalClient;
let contracts: ChainContracts<'A2Z' | 'RewardPayout' | 'Vesting'>['contracts'];
let timelock: Address;

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
  const deployerKey = devnetAccount(DEVNET_ROLES.deployer).privateKey;
  contracts = (await deployChain(['A2Z', 'RewardPayout', 'Vesting'], endpoint, deployerKey)).contracts;
  deployer = localClient(endpoint, deployerKey);
  governance = localClient(endpoint, DEVNET_GOVERNANCE.privateKey);
  guardian = localClient(endpoint, DEVNET_GUARDIAN.privateKey);
  for (const to of [DEVNET_GOVERNANCE.address, DEVNET_GUARDIAN.address]) {
    await confirm(deployer, await deployer.sendTransaction({ to, value: 10n ** 19n }));
  }
  timelock = await handOverToTimelock({
    deployer,
    contracts,
    governance: DEVNET_GOVERNANCE.address,
    guardian: DEVNET_GUARDIAN.address,
    minDelaySeconds: DELAY,
  });
});

afterAll(async () => {
  await anvil?.stop();
});

const increaseTime = (seconds: bigint) =>
  deployer.request({ method: 'evm_increaseTime', params: [`0x${seconds.toString(16)}`] } as never);

describe('the handover to the timelock', () => {
  it('gives the timelock every admin, minter and owner power and leaves the deployer none', async () => {
    const self = deployer.account.address;
    for (const contract of [contracts.A2Z, contracts.RewardPayout]) {
      expect(await rolesOf(deployer, contract, self)).toEqual([]);
      expect(await rolesOf(deployer, contract, timelock)).toContain('DEFAULT_ADMIN_ROLE');
    }
    expect(await rolesOf(deployer, contracts.A2Z, timelock)).toEqual(['DEFAULT_ADMIN_ROLE', 'MINTER_ROLE']);
    expect(await rolesOf(deployer, contracts.RewardPayout, DEVNET_GUARDIAN.address)).toEqual([
      'GUARDIAN_ROLE',
    ]);
    expect(
      await deployer.readContract({ address: contracts.Vesting, abi: vestingAbi, functionName: 'owner' }),
    ).toBe(timelock);
    expect(
      await deployer.readContract({ address: contracts.Vesting, abi: vestingAbi, functionName: 'guardian' }),
    ).toBe(DEVNET_GUARDIAN.address);
    // The timelock administers itself; the Safe proposes, executes and cancels.
    expect(await rolesOf(deployer, timelock, timelock)).toEqual(['DEFAULT_ADMIN_ROLE']);
    expect(await rolesOf(deployer, timelock, DEVNET_GOVERNANCE.address)).toEqual([
      'PROPOSER_ROLE',
      'EXECUTOR_ROLE',
      'CANCELLER_ROLE',
    ]);
    expect(await rolesOf(deployer, timelock, self)).toEqual([]);
    expect(
      await deployer.readContract({ address: timelock, abi: timelockAbi, functionName: 'getMinDelay' }),
    ).toBe(DELAY);
  });

  it("refuses the deployer's admin and minter calls", async () => {
    const mint = deployer.writeContract({
      address: contracts.A2Z,
      abi: a2zAbi,
      functionName: 'mint',
      args: [deployer.account.address, 1n],
    });
    expect((await expectRevert(mint)).errorName).toBe('AccessControlUnauthorizedAccount');
    const grant = deployer.writeContract({
      address: contracts.A2Z,
      abi: a2zAbi,
      functionName: 'grantRole',
      args: [roleId('MINTER_ROLE'), deployer.account.address],
    });
    expect((await expectRevert(grant)).errorName).toBe('AccessControlUnauthorizedAccount');
    const signer = deployer.writeContract({
      address: contracts.Vesting,
      abi: vestingAbi,
      functionName: 'setSigner',
      args: [deployer.account.address],
    });
    expect((await expectRevert(signer)).errorName).toBe('OwnableUnauthorizedAccount');
  });

  it('runs a role change scheduled through the timelock only after the delay', async () => {
    const newMinter = devnetAccount(5).address;
    const call = {
      to: contracts.A2Z,
      data: encodeFunctionData({
        abi: a2zAbi,
        functionName: 'grantRole',
        args: [roleId('MINTER_ROLE'), newMinter],
      }),
    };
    // Only the Safe proposes.
    const stranger = scheduleCall(guardian, timelock, call);
    expect((await expectRevert(stranger)).errorName).toBe('AccessControlUnauthorizedAccount');
    const scheduled = await scheduleCall(governance, timelock, call);
    const early = executeCall(governance, scheduled);
    expect((await expectRevert(early)).errorName).toBe('TimelockUnexpectedOperationState');
    expect(await rolesOf(deployer, contracts.A2Z, newMinter)).toEqual([]);
    await increaseTime(DELAY);
    await executeCall(governance, scheduled);
    expect(await rolesOf(deployer, contracts.A2Z, newMinter)).toEqual(['MINTER_ROLE']);
  });

  it('lets the guardian pause at once but not unpause; the timelock unpauses', async () => {
    const payout = { address: contracts.RewardPayout, abi: rewardPayoutAbi } as const;
    await confirm(guardian, await guardian.writeContract({ ...payout, functionName: 'pause' }));
    expect(await deployer.readContract({ ...payout, functionName: 'paused' })).toBe(true);
    const unpause = guardian.writeContract({ ...payout, functionName: 'unpause' });
    const refused = await expectRevert(unpause);
    expect(refused.errorName).toBe('AccessControlUnauthorizedAccount');
    expect(refused.args).toEqual([DEVNET_GUARDIAN.address, roleId('DEFAULT_ADMIN_ROLE')]);
    // Nor may it raise a limit or pause Vesting's owner functions beyond pausing.
    const limits = guardian.writeContract({ ...payout, functionName: 'setLimits', args: [1n, 1n] });
    expect((await expectRevert(limits)).errorName).toBe('AccessControlUnauthorizedAccount');
    await confirm(
      guardian,
      await guardian.writeContract({ address: contracts.Vesting, abi: vestingAbi, functionName: 'pause' }),
    );
    const vestingUnpause = guardian.writeContract({
      address: contracts.Vesting,
      abi: vestingAbi,
      functionName: 'unpause',
    });
    expect((await expectRevert(vestingUnpause)).errorName).toBe('OwnableUnauthorizedAccount');

    const scheduled = await scheduleCall(governance, timelock, {
      to: contracts.RewardPayout,
      data: encodeFunctionData({ abi: rewardPayoutAbi, functionName: 'unpause' }),
    });
    await increaseTime(DELAY);
    await executeCall(governance, scheduled);
    expect(await deployer.readContract({ ...payout, functionName: 'paused' })).toBe(false);
  });
});
