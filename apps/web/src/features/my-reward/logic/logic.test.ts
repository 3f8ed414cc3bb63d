// @vitest-environment node
import type { VestingItem } from '@kingdoms/shared/api/vesting';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { cardFigures, formatCliff, formatReward, formatRewardDate, totalRewardFigures } from './display';
import {
  checkRegisterForm,
  EMPTY_REGISTER_FORM,
  localDateTimeToSeconds,
  registerRequestOf,
} from './registerForm';
import { MAX_TICKS, TIMELINE_HEIGHT, TIMELINE_PADDING, TIMELINE_WIDTH, timelineGeometry } from './timeline';

const T0 = 1_760_000_000;
const DAY = 86_400;

const item = (overrides: Partial<VestingItem> = {}): VestingItem => ({
  _id: '1',
  title: 'Advisor grant',
  poolType: 3,
  total: parseEther('1000').toString(),
  payable: parseEther('1000').toString(),
  unlocked: '0',
  claimed: '0',
  claimable: '0',
  locked: parseEther('1000').toString(),
  started: T0,
  cliff: null,
  frequency: DAY,
  count: 4,
  next: null,
  stoppedAt: null,
  status: 'vesting',
  ...overrides,
});

describe('display', () => {
  it('shows amounts with 2 decimals and separators, dates as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatReward(parseEther('1234.5678'))).toBe('1,234.56');
    expect(formatReward('0')).toBe('0.00');
    expect(formatRewardDate(T0)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(formatRewardDate(null)).toBe('-');
  });

  it('shows the cliff as the date it ends, or a dash', () => {
    expect(formatCliff({ started: T0, cliff: null })).toBe('-');
    expect(formatCliff({ started: T0, cliff: 0 })).toBe('-');
    expect(formatCliff({ started: T0, cliff: DAY })).toBe(formatRewardDate(T0 + DAY));
  });
});

describe('timelineGeometry', () => {
  const bottom = TIMELINE_HEIGHT - TIMELINE_PADDING;
  const right = TIMELINE_WIDTH - TIMELINE_PADDING;

  it('draws one step per unlock from the start to the total, and the claimed level', () => {
    const geometry = timelineGeometry(item({ claimed: parseEther('500').toString() }), T0 + 2 * DAY);
    expect(geometry.from).toBe(T0);
    expect(geometry.to).toBe(T0 + 4 * DAY);
    expect(geometry.ticks).toHaveLength(4);
    expect(geometry.ticks.at(-1)).toBe(right);
    // Four steps: each a horizontal then a vertical segment, ending at the top (the total).
    expect(geometry.unlockedPath.startsWith(`M${TIMELINE_PADDING},${bottom}`)).toBe(true);
    expect(geometry.unlockedPath.endsWith(`L${right},${TIMELINE_PADDING}`)).toBe(true);
    expect(geometry.claimedY).toBe(TIMELINE_HEIGHT / 2);
    expect(geometry.nowX).toBe(TIMELINE_WIDTH / 2);
    expect(geometry.cliffX).toBeNull();
    expect(geometry.stopX).toBeNull();
    // Two unlocks reached by now: the area climbs twice, then closes at now.
    expect(geometry.unlockedArea.match(/L/g)).toHaveLength(6);
  });

  it('marks the cliff, clamps now to the chart, and ends a stopped schedule at its stop', () => {
    const withCliff = timelineGeometry(item({ cliff: 4 * DAY }), T0 - DAY);
    expect(withCliff.cliffX).toBe(TIMELINE_WIDTH / 2);
    expect(withCliff.nowX).toBe(TIMELINE_PADDING);
    const stopped = timelineGeometry(item({ stoppedAt: T0 + 2 * DAY + 10 }), T0 + 99 * DAY);
    expect(stopped.to).toBe(T0 + 2 * DAY + 10);
    expect(stopped.stopX).toBe(right);
    expect(stopped.ticks).toHaveLength(2);
    expect(stopped.nowX).toBe(right);
  });

  it('keeps the tick count readable for long schedules', () => {
    const daily = timelineGeometry(item({ count: 1460 }), T0);
    expect(daily.ticks.length).toBeLessThanOrEqual(MAX_TICKS + 1);
    expect(daily.ticks.at(-1)).toBe(right);
  });
});

describe('register form', () => {
  const filled = {
    ...EMPTY_REGISTER_FORM,
    address: ' 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 ',
    poolType: '4',
    title: 'Eco streaming',
    total: '1500.5',
    started: '2026-01-02T03:04',
    cliffDays: '',
    frequencyDays: '1.5',
    count: '24',
  };

  it('turns A2Z, a local date and days into the request of the API', () => {
    expect(registerRequestOf(filled)).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      poolType: 4,
      title: 'Eco streaming',
      total: parseEther('1500.5').toString(),
      started: Math.floor(new Date('2026-01-02T03:04').getTime() / 1000),
      cliff: null,
      frequency: 129_600,
      count: 24,
    });
    expect(registerRequestOf({ ...filled, cliffDays: '90' }).cliff).toBe(90 * DAY);
    expect(checkRegisterForm(filled)).toMatchObject({ ok: true });
    expect(localDateTimeToSeconds('yesterday')).toBeNaN();
  });

  it('refuses with the API’s own words, every problem at once', () => {
    const check = checkRegisterForm({ ...filled, title: '', total: 'abc', count: '0', started: '' });
    expect(check).toEqual({
      ok: false,
      message:
        'Title is required. Total must be an amount above 0 (sent in base units, 10^18 per A2Z). Start must be a date from 2000-01-01 to 2100-01-01 (sent in Unix seconds). Counts must be a whole number from 1 to 3650.',
    });
  });
});

describe('card figures from the API reply (spec 3: Locked = Total − Claimed)', () => {
  const e = (value: string) => parseEther(value).toString();
  // The devnet's account 1: five schedules, "Reserve allocation" stopped at 1,000 of 5,200.
  const reserve = { total: e('5200'), payable: e('1000'), claimed: e('0'), claimable: e('1000') };
  const cards = [
    { total: e('10000'), payable: e('10000'), claimed: e('0'), claimable: e('3000') },
    { total: e('24000'), payable: e('24000'), claimed: e('0'), claimable: e('0') },
    { total: e('1200'), payable: e('1200'), claimed: e('0'), claimable: e('1200') },
    reserve,
    { total: e('3600'), payable: e('3600'), claimed: e('0'), claimable: e('900') },
  ];

  it('a stopped card shows what it pays as Total, and the cancelled rest apart', () => {
    expect(cardFigures(reserve)).toEqual({
      total: parseEther('1000'),
      locked: parseEther('1000'),
      claimed: 0n,
      cancelled: parseEther('4200'),
    });
  });

  it('the Total Reward card is the sum of the cards (39,800.00, not 44,000.00)', () => {
    const sums = totalRewardFigures(cards);
    expect(formatReward(sums.total)).toBe('39,800.00');
    expect(formatReward(sums.locked)).toBe('39,800.00');
    expect(formatReward(sums.claimable)).toBe('6,100.00');
    expect(sums.total).toBe(cards.map(cardFigures).reduce((sum, card) => sum + card.total, 0n));
  });
});
