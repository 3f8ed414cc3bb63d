import { hashTypedData, parseEther, recoverTypedDataAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  allocateClaims,
  claimableAmount,
  cliffEnd,
  elapsedPeriods,
  frequencyInDays,
  isVestingPoolType,
  lockedAmount,
  nextUnlockAt,
  payableTotal,
  type RewardCardFigures,
  rewardCardFigures,
  SECONDS_PER_DAY,
  sumRewardCards,
  unlockedAmount,
  unlockSteps,
  VESTING_POOL_TYPES,
  VESTING_VOUCHER_TYPES,
  type VestingStatus,
  type VestingTerms,
  vestingFigures,
  vestingStatus,
  vestingVoucherTypedData,
} from './vesting';

const T0 = 1_700_000_000;
const DAY = SECONDS_PER_DAY;

const terms = (overrides: Partial<VestingTerms> = {}): VestingTerms => ({
  total: 1000n,
  started: T0,
  cliff: null,
  frequency: 100,
  count: 10,
  stoppedAt: null,
  ...overrides,
});

interface Row {
  at: number;
  claimed: bigint;
  unlocked: bigint;
  claimable: bigint;
  locked: bigint;
  next: number | null;
  status: VestingStatus;
}

/** One schedule read at several moments: every figure the card shows. */
function expectRows(schedule: VestingTerms, rows: Row[]) {
  for (const row of rows) {
    expect({ at: row.at, ...vestingFigures(schedule, row.claimed, row.at) }).toEqual({
      at: row.at,
      unlocked: row.unlocked,
      claimed: row.claimed,
      claimable: row.claimable,
      locked: row.locked,
      next: row.next,
      status: row.status,
    });
  }
}

describe('pool types', () => {
  it('are spec 3 §3’s five pools, 0 to 4', () => {
    expect(VESTING_POOL_TYPES.map((pool) => `${pool.id} ${pool.name}`)).toEqual([
      '0 Game',
      '1 Eco',
      '2 Reserve',
      '3 Advisor',
      '4 Eco[A2Z]',
    ]);
    expect([0, 1, 2, 3, 4].every(isVestingPoolType)).toBe(true);
    expect([-1, 5, 1.5].some(isVestingPoolType)).toBe(false);
  });
});

describe('vesting figures', () => {
  it('without a cliff: one tenth per whole period from the start, capped at count', () => {
    expectRows(terms(), [
      {
        at: T0 - 1,
        claimed: 0n,
        unlocked: 0n,
        claimable: 0n,
        locked: 1000n,
        next: T0 + 100,
        status: 'beforeCliff',
      },
      { at: T0, claimed: 0n, unlocked: 0n, claimable: 0n, locked: 1000n, next: T0 + 100, status: 'vesting' },
      {
        at: T0 + 99,
        claimed: 0n,
        unlocked: 0n,
        claimable: 0n,
        locked: 1000n,
        next: T0 + 100,
        status: 'vesting',
      },
      {
        at: T0 + 100,
        claimed: 0n,
        unlocked: 100n,
        claimable: 100n,
        locked: 1000n,
        next: T0 + 200,
        status: 'claimable',
      },
      {
        at: T0 + 550,
        claimed: 200n,
        unlocked: 500n,
        claimable: 300n,
        locked: 800n,
        next: T0 + 600,
        status: 'claimable',
      },
      {
        at: T0 + 550,
        claimed: 500n,
        unlocked: 500n,
        claimable: 0n,
        locked: 500n,
        next: T0 + 600,
        status: 'vesting',
      },
      {
        at: T0 + 1000,
        claimed: 500n,
        unlocked: 1000n,
        claimable: 500n,
        locked: 500n,
        next: null,
        status: 'claimable',
      },
      {
        at: T0 + 99_999,
        claimed: 1000n,
        unlocked: 1000n,
        claimable: 0n,
        locked: 0n,
        next: null,
        status: 'fullyVested',
      },
    ]);
  });

  it('with a cliff: nothing counts before started + cliff; the first unlock is one period after it', () => {
    const schedule = terms({ cliff: 300 });
    expect(cliffEnd(schedule)).toBe(T0 + 300);
    expectRows(schedule, [
      {
        at: T0 + 150,
        claimed: 0n,
        unlocked: 0n,
        claimable: 0n,
        locked: 1000n,
        next: T0 + 400,
        status: 'beforeCliff',
      },
      {
        at: T0 + 299,
        claimed: 0n,
        unlocked: 0n,
        claimable: 0n,
        locked: 1000n,
        next: T0 + 400,
        status: 'beforeCliff',
      },
      {
        at: T0 + 300,
        claimed: 0n,
        unlocked: 0n,
        claimable: 0n,
        locked: 1000n,
        next: T0 + 400,
        status: 'vesting',
      },
      {
        at: T0 + 400,
        claimed: 0n,
        unlocked: 100n,
        claimable: 100n,
        locked: 1000n,
        next: T0 + 500,
        status: 'claimable',
      },
      {
        at: T0 + 1300,
        claimed: 0n,
        unlocked: 1000n,
        claimable: 1000n,
        locked: 1000n,
        next: null,
        status: 'claimable',
      },
    ]);
    // A zero cliff is no cliff.
    expect(vestingFigures(terms({ cliff: 0 }), 0n, T0 + 100)).toEqual(vestingFigures(terms(), 0n, T0 + 100));
  });

  it('the last period unlocks exactly the total, whatever the rounding of the others', () => {
    const schedule = terms({ total: 100n, count: 3 });
    expect([0, 100, 200, 299, 300, 301].map((offset) => unlockedAmount(schedule, T0 + offset))).toEqual([
      0n,
      33n,
      66n,
      66n,
      100n,
      100n,
    ]);
    expect(nextUnlockAt(schedule, T0 + 299)).toBe(T0 + 300);
    expect(nextUnlockAt(schedule, T0 + 300)).toBeNull();
    expect(elapsedPeriods(schedule, T0 + 10_000)).toBe(3);
    expect(unlockSteps(schedule)).toEqual([
      { at: T0 + 100, cumulative: 33n },
      { at: T0 + 200, cumulative: 66n },
      { at: T0 + 300, cumulative: 100n },
    ]);
  });

  it('stopped mid-way: what had unlocked stays claimable, nothing more unlocks, the rest is forfeit', () => {
    const schedule = terms({ stoppedAt: T0 + 550 });
    expect(payableTotal(schedule)).toBe(500n);
    expectRows(schedule, [
      {
        at: T0 + 550,
        claimed: 0n,
        unlocked: 500n,
        claimable: 500n,
        locked: 500n,
        next: null,
        status: 'stopped',
      },
      {
        at: T0 + 5000,
        claimed: 200n,
        unlocked: 500n,
        claimable: 300n,
        locked: 300n,
        next: null,
        status: 'stopped',
      },
      {
        at: T0 + 5000,
        claimed: 500n,
        unlocked: 500n,
        claimable: 0n,
        locked: 0n,
        next: null,
        status: 'stopped',
      },
    ]);
    expect(unlockSteps(schedule).map((step) => step.at - T0)).toEqual([100, 200, 300, 400, 500]);
    // "Stopped" wins over "claimable": the card says it stopped and still offers the claim.
    expect(claimableAmount(schedule, 0n, T0 + 600)).toBe(500n);
    expect(vestingStatus(schedule, 0n, T0 + 600)).toBe('stopped');
    expect(vestingStatus(terms(), 0n, T0 + 600)).toBe('claimable');
    // Stopped before its first unlock: nothing was ever payable.
    const early = terms({ cliff: 300, stoppedAt: T0 + 200 });
    expect(payableTotal(early)).toBe(0n);
    expect(vestingFigures(early, 0n, T0 + 9999)).toMatchObject({
      unlocked: 0n,
      claimable: 0n,
      locked: 0n,
      next: null,
      status: 'stopped',
    });
    expect(unlockSteps(early)).toEqual([]);
  });

  it('a frequency that is not a whole number of days unlocks by the second and shows whole days', () => {
    const frequency = DAY + DAY / 2; // 1.5 days
    const schedule = terms({ total: parseEther('300'), frequency, count: 3 });
    expect(frequencyInDays(frequency)).toBe(1);
    expect(frequencyInDays(DAY * 30)).toBe(30);
    expect(frequencyInDays(3600)).toBe(0);
    expect(unlockedAmount(schedule, T0 + frequency - 1)).toBe(0n);
    expect(unlockedAmount(schedule, T0 + frequency)).toBe(parseEther('100'));
    // Two days in: still one period (1.5 d), not two.
    expect(unlockedAmount(schedule, T0 + 2 * DAY)).toBe(parseEther('100'));
    expect(nextUnlockAt(schedule, T0 + 2 * DAY)).toBe(T0 + 3 * DAY);
    expect(unlockedAmount(schedule, T0 + 3 * DAY)).toBe(parseEther('200'));
    expect(unlockedAmount(schedule, T0 + 4.5 * DAY)).toBe(parseEther('300'));
  });

  it('never reports a negative claimable or locked amount', () => {
    expect(claimableAmount(terms(), 5000n, T0 + 1000)).toBe(0n);
    expect(lockedAmount(terms(), 5000n)).toBe(0n);
  });
});

describe('My Reward card figures (spec 3: Locked is total minus claimed)', () => {
  const A2Z = 10n ** 18n;
  const card = (registered: bigint, payable: bigint, claimed: bigint) =>
    rewardCardFigures({ registered: registered * A2Z, payable: payable * A2Z, claimed: claimed * A2Z });
  const inA2Z = (figures: RewardCardFigures) =>
    Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value / A2Z]));

  it.each([
    // registered, payable, claimed → total, locked, claimed, cancelled
    [
      'running, nothing claimed',
      10_000n,
      10_000n,
      0n,
      { total: 10_000n, locked: 10_000n, claimed: 0n, cancelled: 0n },
    ],
    [
      'running, part claimed',
      10_000n,
      10_000n,
      2_900n,
      { total: 10_000n, locked: 7_100n, claimed: 2_900n, cancelled: 0n },
    ],
    ['fully claimed', 1_200n, 1_200n, 1_200n, { total: 1_200n, locked: 0n, claimed: 1_200n, cancelled: 0n }],
    // The devnet's "Reserve allocation": 5,200 registered, stopped after 10 of 52 weekly unlocks.
    [
      'stopped, nothing claimed',
      5_200n,
      1_000n,
      0n,
      { total: 1_000n, locked: 1_000n, claimed: 0n, cancelled: 4_200n },
    ],
    [
      'stopped, part claimed',
      5_200n,
      1_000n,
      400n,
      { total: 1_000n, locked: 600n, claimed: 400n, cancelled: 4_200n },
    ],
    [
      'stopped after the last unlock',
      1_000n,
      1_000n,
      0n,
      { total: 1_000n, locked: 1_000n, claimed: 0n, cancelled: 0n },
    ],
    [
      'claimed beyond what it pays (never negative)',
      1_000n,
      500n,
      700n,
      { total: 500n, locked: 0n, claimed: 700n, cancelled: 500n },
    ],
  ])('%s', (_name, registered, payable, claimed, expected) => {
    expect(inA2Z(card(registered, payable, claimed))).toEqual(expected);
  });

  it('keeps Locked = Total − Claimed and Total + Cancelled = registered on every card', () => {
    for (const [registered, payable, claimed] of [
      [10_000n, 10_000n, 2_900n],
      [5_200n, 1_000n, 0n],
      [5_200n, 1_000n, 1_000n],
      [3_600n, 3_600n, 1_650n],
    ] as const) {
      const figures = card(registered, payable, claimed);
      expect(figures.locked).toBe(figures.total - figures.claimed);
      expect(figures.total + figures.cancelled).toBe(registered * A2Z);
    }
  });

  it('takes what a stopped schedule pays from payableTotal', () => {
    const stopped = terms({ total: 5200n, frequency: 7 * DAY, count: 52, stoppedAt: T0 + 70 * DAY });
    const figures = rewardCardFigures({
      registered: stopped.total,
      payable: payableTotal(stopped),
      claimed: 0n,
    });
    expect(figures).toEqual({ total: 1000n, locked: 1000n, claimed: 0n, cancelled: 4200n });
  });

  it('makes the Total Reward card the sum of the cards', () => {
    // The devnet's account 1: five schedules, one of them stopped.
    const cards = [
      card(10_000n, 10_000n, 0n),
      card(24_000n, 24_000n, 0n),
      card(1_200n, 1_200n, 0n),
      card(5_200n, 1_000n, 0n),
      card(3_600n, 3_600n, 0n),
    ];
    const sum = sumRewardCards(cards);
    expect(inA2Z(sum)).toEqual({ total: 39_800n, locked: 39_800n, claimed: 0n, cancelled: 4_200n });
    expect(sum.total).toBe(cards.reduce((total, figures) => total + figures.total, 0n));
    expect(sum.locked).toBe(sum.total - sum.claimed);
    expect(sumRewardCards([])).toEqual({ total: 0n, locked: 0n, claimed: 0n, cancelled: 0n });
  });
});

describe('allocateClaims', () => {
  const a = { id: 'a', terms: terms({ started: T0 }) };
  const b = { id: 'b', terms: terms({ started: T0 + 10 }) };
  const now = T0 + 510; // a has unlocked 500, b 500

  const claimed = (result: ReturnType<typeof allocateClaims>) => Object.fromEntries(result.claimedById);

  it('gives a claim for one schedule to that schedule', () => {
    const result = allocateClaims([a, b], [{ amount: 300n, vestingId: 'b' }], now);
    expect(claimed(result)).toEqual({ a: 0n, b: 300n });
    expect(result.unallocated).toBe(0n);
  });

  it('spreads a claim-all over the schedules, oldest start first, each up to what it unlocked', () => {
    const result = allocateClaims([b, a], [{ amount: 700n, vestingId: null }], now);
    expect(claimed(result)).toEqual({ a: 500n, b: 200n });
  });

  it('sends what the asked-for schedule cannot hold to the others, in chain order', () => {
    const result = allocateClaims(
      [a, b],
      [
        { amount: 400n, vestingId: 'b' },
        { amount: 300n, vestingId: 'b' },
      ],
      now,
    );
    expect(claimed(result)).toEqual({ a: 200n, b: 500n });
  });

  it('fills payable totals and then reports unallocated only when more was paid than ever payable', () => {
    const stopped = { id: 's', terms: terms({ stoppedAt: T0 + 250 }) };
    const result = allocateClaims([stopped], [{ amount: 260n, vestingId: 's' }], T0 + 9999);
    expect(claimed(result)).toEqual({ s: 200n });
    expect(result.unallocated).toBe(60n);
    const early = allocateClaims([a], [{ amount: 700n, vestingId: null }], T0 + 500);
    expect(claimed(early)).toEqual({ a: 700n });
    expect(early.unallocated).toBe(0n);
  });

  it('with no claims every schedule has claimed nothing', () => {
    expect(claimed(allocateClaims([a, b], [], now))).toEqual({ a: 0n, b: 0n });
  });
});

describe('vesting voucher', () => {
  const signer = privateKeyToAccount('0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6');
  const contract = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const voucher = {
    beneficiary: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    cumulativeAmount: parseEther('12.5'),
    deadline: 1_900_000_000n,
  } as const;

  it('is {beneficiary, cumulativeAmount, deadline} in the Kingdoms Vesting v1 domain', () => {
    const typed = vestingVoucherTypedData(31337, contract, voucher);
    expect(typed.domain).toEqual({
      name: 'Kingdoms Vesting',
      version: '1',
      chainId: 31337,
      verifyingContract: contract,
    });
    expect(VESTING_VOUCHER_TYPES.Voucher.map((field) => `${field.type} ${field.name}`)).toEqual([
      'address beneficiary',
      'uint256 cumulativeAmount',
      'uint256 deadline',
    ]);
    expect(typed.primaryType).toBe('Voucher');
  });

  it('recovers its signer, and the chain id and contract are part of what is signed', async () => {
    const typed = vestingVoucherTypedData(31337, contract, voucher);
    const signature = await signer.signTypedData(typed);
    expect(await recoverTypedDataAddress({ ...typed, signature })).toBe(signer.address);
    const otherChain = vestingVoucherTypedData(1, contract, voucher);
    expect(hashTypedData(otherChain)).not.toBe(hashTypedData(typed));
    expect(await recoverTypedDataAddress({ ...otherChain, signature })).not.toBe(signer.address);
    const otherContract = vestingVoucherTypedData(
      31337,
      '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      voucher,
    );
    expect(await recoverTypedDataAddress({ ...otherContract, signature })).not.toBe(signer.address);
  });
});
