import { CONTINENT_MAX, CONTINENT_MIN } from '@kingdoms/shared/staking';
import { type Address, type Hex, keccak256, parseEther, parseEventLogs, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVNET_ROLES, devnetAccount } from './accounts';
import { type RunningAnvil, startAnvil } from './anvil';
import { confirm, type LocalClient, localClient } from './clients';
import { type ChainContracts, deployChain } from './deploy';
import { a2zAbi, rewardPayoutAbi, stakingAbi } from './generated/abis';
import { freePort } from './ports';
import { expectRevert } from './testing/revert';

/** Staking's reverts from the token (SafeERC20 passes them through) decode with the token's errors. */
const stakingWithTokenErrors = [...stakingAbi, ...a2zAbi.filter((item) => item.type === 'error')] as const;
const payoutWithTokenErrors = [
  ...rewardPayoutAbi,
  ...a2zAbi.filter((item) => item.type === 'error'),
] as const;

let anvil: RunningAnvil;
let chain: ChainContracts;
let deployer: LocalClient;
/** One client per devnet account index, on the test chain. */
const clients = new Map<number, LocalClient>();

// Both contracts on one chain: the recipes only need an A2Z before them, and one anvil is faster.
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: 31337 });
  const endpoint = { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId };
  chain = await deployChain(
    ['A2Z', 'Staking', 'RewardPayout'],
    endpoint,
    devnetAccount(DEVNET_ROLES.deployer).privateKey,
  );
  for (let index = 0; index < 10; index += 1)
    clients.set(index, localClient(endpoint, devnetAccount(index).privateKey));
  deployer = client(DEVNET_ROLES.deployer);
});

afterAll(async () => {
  await anvil?.stop();
});

function client(index: number): LocalClient {
  const found = clients.get(index);
  if (!found) throw new Error(`No client for account ${index}`);
  return found;
}

function address(name: 'A2Z' | 'Staking' | 'RewardPayout'): Address {
  const found = chain.contracts[name];
  if (!found) throw new Error(`${name} is not deployed`);
  return found;
}

async function mintA2z(to: Address, amount: bigint): Promise<void> {
  await confirm(
    deployer,
    await deployer.writeContract({
      address: address('A2Z'),
      abi: a2zAbi,
      functionName: 'mint',
      args: [to, amount],
    }),
  );
}

async function approveStaking(index: number, amount: bigint): Promise<void> {
  const holder = client(index);
  await confirm(
    holder,
    await holder.writeContract({
      address: address('A2Z'),
      abi: a2zAbi,
      functionName: 'approve',
      args: [address('Staking'), amount],
    }),
  );
}

function balanceOf(holder: Address): Promise<bigint> {
  return deployer.readContract({
    address: address('A2Z'),
    abi: a2zAbi,
    functionName: 'balanceOf',
    args: [holder],
  });
}

function stakeOf(holder: Address, continent: number): Promise<bigint> {
  return deployer.readContract({
    address: address('Staking'),
    abi: stakingAbi,
    functionName: 'stakeOf',
    args: [holder, continent],
  });
}

function continentTotal(continent: number): Promise<bigint> {
  return deployer.readContract({
    address: address('Staking'),
    abi: stakingAbi,
    functionName: 'continentTotal',
    args: [continent],
  });
}

function simulateStaking(
  index: number,
  functionName: 'stake' | 'unstake',
  continent: number,
  amount: bigint,
) {
  return client(index).simulateContract({
    address: address('Staking'),
    abi: stakingWithTokenErrors,
    functionName,
    args: [continent, amount],
  });
}

/** Sends stake/unstake from account `index` and returns the one Staked/Unstaked event's args. */
async function sendStaking(
  index: number,
  functionName: 'stake' | 'unstake',
  continent: number,
  amount: bigint,
) {
  const holder = client(index);
  const { request } = await simulateStaking(index, functionName, continent, amount);
  const receipt = await confirm(holder, await holder.writeContract(request));
  const events = parseEventLogs({
    abi: stakingAbi,
    eventName: functionName === 'stake' ? 'Staked' : 'Unstaked',
    logs: receipt.logs,
  });
  expect(events).toHaveLength(1);
  return events[0]!.args;
}

describe('Staking', () => {
  it('keeps the continent range of the shared pledging rules (1..26)', async () => {
    const read = (functionName: 'CONTINENT_MIN' | 'CONTINENT_MAX') =>
      deployer.readContract({ address: address('Staking'), abi: stakingAbi, functionName });
    expect(await read('CONTINENT_MIN')).toBe(CONTINENT_MIN);
    expect(await read('CONTINENT_MAX')).toBe(CONTINENT_MAX);
    expect(
      await deployer.readContract({ address: address('Staking'), abi: stakingAbi, functionName: 'token' }),
    ).toBe(address('A2Z'));
  });

  it('stake pulls the A2Z, adds to the holder’s stake and the continent total, and emits Staked', async () => {
    const index = 1;
    const holder = devnetAccount(index).address;
    const staking = address('Staking');
    await mintA2z(holder, parseEther('1000'));
    await approveStaking(index, parseEther('300'));

    expect(await sendStaking(index, 'stake', 4, parseEther('100'))).toEqual({
      holder,
      continent: 4,
      amount: parseEther('100'),
      newStake: parseEther('100'),
    });
    // A second pledge to the same continent reports the running stake, not the amount.
    expect(await sendStaking(index, 'stake', 4, parseEther('50'))).toEqual({
      holder,
      continent: 4,
      amount: parseEther('50'),
      newStake: parseEther('150'),
    });
    expect(await sendStaking(index, 'stake', CONTINENT_MAX, parseEther('25.5'))).toEqual({
      holder,
      continent: CONTINENT_MAX,
      amount: parseEther('25.5'),
      newStake: parseEther('25.5'),
    });

    expect(await balanceOf(holder)).toBe(parseEther('824.5'));
    expect(await balanceOf(staking)).toBe(parseEther('175.5'));
    expect(await stakeOf(holder, 4)).toBe(parseEther('150'));
    expect(await stakeOf(holder, CONTINENT_MAX)).toBe(parseEther('25.5'));
    expect(await stakeOf(holder, 5)).toBe(0n);
    expect(await continentTotal(4)).toBe(parseEther('150'));
    // The exact allowance was used up: the next pledge needs a new approval.
    expect(
      await deployer.readContract({
        address: address('A2Z'),
        abi: a2zAbi,
        functionName: 'allowance',
        args: [holder, staking],
      }),
    ).toBe(parseEther('124.5'));
  });

  it('sums every holder into continentTotal and lists one holder’s 26 stakes with allStakeOf', async () => {
    const [alice, bob] = [2, 3];
    for (const index of [alice, bob]) {
      await mintA2z(devnetAccount(index).address, parseEther('100'));
      await approveStaking(index, parseEther('100'));
    }
    await sendStaking(alice, 'stake', CONTINENT_MIN, parseEther('10'));
    await sendStaking(alice, 'stake', 9, parseEther('20'));
    await sendStaking(bob, 'stake', 9, parseEther('7'));

    expect(await continentTotal(9)).toBe(parseEther('27'));
    expect(await continentTotal(CONTINENT_MIN)).toBe(parseEther('10'));
    const stakes = await deployer.readContract({
      address: address('Staking'),
      abi: stakingAbi,
      functionName: 'allStakeOf',
      args: [devnetAccount(alice).address],
    });
    const expected = Array.from({ length: CONTINENT_MAX }, () => 0n);
    expected[CONTINENT_MIN - 1] = parseEther('10');
    expected[9 - 1] = parseEther('20');
    expect(stakes).toEqual(expected);
    expect(await stakeOf(devnetAccount(bob).address, 9)).toBe(parseEther('7'));
  });

  it('unstake returns the A2Z, lowers the stake and the continent total, and emits Unstaked', async () => {
    const index = 4;
    const holder = devnetAccount(index).address;
    await mintA2z(holder, parseEther('60'));
    await approveStaking(index, parseEther('60'));
    await sendStaking(index, 'stake', 13, parseEther('60'));
    const totalBefore = await continentTotal(13);
    const contractBefore = await balanceOf(address('Staking'));

    expect(await sendStaking(index, 'unstake', 13, parseEther('15'))).toEqual({
      holder,
      continent: 13,
      amount: parseEther('15'),
      newStake: parseEther('45'),
    });
    expect(await balanceOf(holder)).toBe(parseEther('15'));
    expect(await stakeOf(holder, 13)).toBe(parseEther('45'));
    expect(await continentTotal(13)).toBe(totalBefore - parseEther('15'));
    expect(await balanceOf(address('Staking'))).toBe(contractBefore - parseEther('15'));

    // Unpledging everything is allowed and leaves a zero stake.
    expect(await sendStaking(index, 'unstake', 13, parseEther('45'))).toMatchObject({ newStake: 0n });
    expect(await balanceOf(holder)).toBe(parseEther('60'));
    expect(await stakeOf(holder, 13)).toBe(0n);
  });

  it.each([
    ['stake', 0],
    ['stake', CONTINENT_MAX + 1],
    ['unstake', 0],
    ['unstake', CONTINENT_MAX + 1],
    ['stake', 255],
  ] as const)('%s refuses continent %i with InvalidContinent', async (functionName, continent) => {
    expect(await expectRevert(simulateStaking(1, functionName, continent, 1n))).toEqual({
      errorName: 'InvalidContinent',
      args: [continent],
    });
  });

  it.each(['stake', 'unstake'] as const)('%s refuses a zero amount with ZeroAmount', async (functionName) => {
    expect(await expectRevert(simulateStaking(1, functionName, 4, 0n))).toEqual({
      errorName: 'ZeroAmount',
      args: [],
    });
  });

  it('refuses to unstake more than the stake with InsufficientStake(staked, requested)', async () => {
    const index = 5;
    const holder = devnetAccount(index).address;
    await mintA2z(holder, parseEther('5'));
    await approveStaking(index, parseEther('5'));
    await sendStaking(index, 'stake', 2, parseEther('5'));
    expect(await expectRevert(simulateStaking(index, 'unstake', 2, parseEther('5') + 1n))).toEqual({
      errorName: 'InsufficientStake',
      args: [parseEther('5'), parseEther('5') + 1n],
    });
    // Another holder's stake in the same continent does not count.
    expect(await expectRevert(simulateStaking(6, 'unstake', 2, 1n))).toEqual({
      errorName: 'InsufficientStake',
      args: [0n, 1n],
    });
  });

  it('reverts a stake without allowance, or above the balance, and moves nothing', async () => {
    const index = 7;
    const holder = devnetAccount(index).address;
    const staking = address('Staking');
    await mintA2z(holder, parseEther('10'));

    expect(await expectRevert(simulateStaking(index, 'stake', 3, parseEther('1')))).toEqual({
      errorName: 'ERC20InsufficientAllowance',
      args: [staking, 0n, parseEther('1')],
    });
    await approveStaking(index, parseEther('50'));
    expect(await expectRevert(simulateStaking(index, 'stake', 3, parseEther('11')))).toEqual({
      errorName: 'ERC20InsufficientBalance',
      args: [holder, parseEther('10'), parseEther('11')],
    });
    expect(await balanceOf(holder)).toBe(parseEther('10'));
    expect(await stakeOf(holder, 3)).toBe(0n);
  });
});

describe('RewardPayout', () => {
  const payer = DEVNET_ROLES.rewardPayer;
  let payerRole: Hex;
  let nextId = 0;
  /** A fresh bytes32 payout id per call, as the API draws them. */
  const payoutId = (): Hex => keccak256(toHex(`payout-${nextId++}`));

  function simulatePay(index: number, id: Hex, to: Address, amount: bigint) {
    return client(index).simulateContract({
      address: address('RewardPayout'),
      abi: payoutWithTokenErrors,
      functionName: 'pay',
      args: [id, to, amount],
    });
  }

  function isPaid(id: Hex): Promise<boolean> {
    return deployer.readContract({
      address: address('RewardPayout'),
      abi: rewardPayoutAbi,
      functionName: 'paid',
      args: [id],
    });
  }

  beforeAll(async () => {
    const payout = address('RewardPayout');
    payerRole = await deployer.readContract({
      address: payout,
      abi: rewardPayoutAbi,
      functionName: 'PAYER_ROLE',
    });
    expect(payerRole).toBe(keccak256(toHex('PAYER_ROLE')));
    await confirm(
      deployer,
      await deployer.writeContract({
        address: payout,
        abi: rewardPayoutAbi,
        functionName: 'grantRole',
        args: [payerRole, devnetAccount(payer).address],
      }),
    );
    await mintA2z(payout, parseEther('1000'));
  });

  it('pay transfers A2Z from its own balance, marks the id paid and emits Paid', async () => {
    const id = payoutId();
    const to = devnetAccount(8).address;
    const before = await balanceOf(to);
    const poolBefore = await balanceOf(address('RewardPayout'));
    expect(await isPaid(id)).toBe(false);

    const { request } = await simulatePay(payer, id, to, parseEther('12.5'));
    const receipt = await confirm(client(payer), await client(payer).writeContract(request));
    const events = parseEventLogs({ abi: rewardPayoutAbi, eventName: 'Paid', logs: receipt.logs });
    expect(events.map((event) => event.args)).toEqual([{ payoutId: id, to, amount: parseEther('12.5') }]);
    expect(await balanceOf(to)).toBe(before + parseEther('12.5'));
    expect(await balanceOf(address('RewardPayout'))).toBe(poolBefore - parseEther('12.5'));
    expect(await isPaid(id)).toBe(true);
  });

  it('pays an id at most once (AlreadyPaid), whatever the recipient or amount', async () => {
    const id = payoutId();
    const to = devnetAccount(8).address;
    const { request } = await simulatePay(payer, id, to, 1n);
    await confirm(client(payer), await client(payer).writeContract(request));
    for (const [recipient, amount] of [
      [to, 1n],
      [devnetAccount(7).address, parseEther('3')],
    ] as const) {
      expect(await expectRevert(simulatePay(payer, id, recipient, amount))).toEqual({
        errorName: 'AlreadyPaid',
        args: [id],
      });
    }
  });

  it('refuses a sender without PAYER_ROLE (AccessControlUnauthorizedAccount)', async () => {
    const stranger = 3;
    expect(
      await expectRevert(simulatePay(stranger, payoutId(), devnetAccount(stranger).address, 1n)),
    ).toEqual({
      errorName: 'AccessControlUnauthorizedAccount',
      args: [devnetAccount(stranger).address, payerRole],
    });
  });

  it('refuses a zero amount with ZeroAmount', async () => {
    expect(await expectRevert(simulatePay(payer, payoutId(), devnetAccount(8).address, 0n))).toEqual({
      errorName: 'ZeroAmount',
      args: [],
    });
  });

  it('leaves the id unpaid when its balance cannot cover the payout, so a retry can pay it later', async () => {
    const id = payoutId();
    const pool = await balanceOf(address('RewardPayout'));
    expect(await expectRevert(simulatePay(payer, id, devnetAccount(8).address, pool + 1n))).toEqual({
      errorName: 'ERC20InsufficientBalance',
      args: [address('RewardPayout'), pool, pool + 1n],
    });
    expect(await isPaid(id)).toBe(false);
  });
});
